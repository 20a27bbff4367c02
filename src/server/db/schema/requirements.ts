import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import {
  REQUIREMENT_AUDIENCES,
  VALIDITY_MONTHS_MAX,
  type RequirementAudience,
} from '../../../shared/requirements/requirement-rules';
import { createdAt, oneOf, updatedAt } from './columns';
import { documentTemplates } from './templates';

export const REQUIREMENT_KINDS = ['upload', 'form', 'e-sign'] as const;
export type RequirementKind = (typeof REQUIREMENT_KINDS)[number];

/**
 * The agency's checklist of what families hand in, per journey step (staff edit it on System Configuration).
 * Items are disabled, never deleted, so the documents made from them keep their origin.
 */
export const documentRequirements = pgTable(
  'document_requirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stepId: integer('step_id').notNull(),
    name: text('name').notNull(),
    /** Shown to the family under the item: what exactly to hand in. */
    description: text('description'),
    kind: text('kind').$type<RequirementKind>().notNull().default('upload'),
    audience: text('audience').$type<RequirementAudience>().notNull().default('household'),
    /**
     * The form a form or e-signature item is filled with: the family's item is the document the Document
     * Center opens for this template, so signing it hands the item in. Null for uploads and paper forms.
     */
    templateId: uuid('template_id').references(() => documentTemplates.id, { onDelete: 'set null' }),
    required: boolean('required').notNull().default(true),
    /**
     * The program type (families.applicant_type) the item is asked of; null asks it of every family. Names one of
     * the agency's program types (System Configuration), which cannot be removed while an item names it.
     */
    programType: text('program_type'),
    /** How long an approved copy stays valid; null means it does not expire. */
    validityMonths: integer('validity_months'),
    /** Order within the step. */
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_requirements_step_idx').on(t.stepId, t.position),
    index('document_requirements_template_idx').on(t.templateId),
    check('document_requirements_step_check', sql`${t.stepId} between 1 and 8`),
    check('document_requirements_kind_check', oneOf(t.kind, REQUIREMENT_KINDS)),
    check('document_requirements_audience_check', oneOf(t.audience, REQUIREMENT_AUDIENCES)),
    check(
      'document_requirements_validity_check',
      sql`${t.validityMonths} is null or ${t.validityMonths} between 1 and ${sql.raw(String(VALIDITY_MONTHS_MAX))}`,
    ),
  ],
);
