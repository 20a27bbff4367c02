import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { SIGNING_ORDERS, type SignerRole, type SigningOrder } from '../../../shared/signing/signers';
import type { TemplateTranslations } from '../../../shared/signing/template-translations';
import { createdAt, oneOf, updatedAt } from './columns';

import { TEMPLATE_TYPES } from '../../../shared/signing/signing.schema';

export { TEMPLATE_TYPES };
export type TemplateType = (typeof TEMPLATE_TYPES)[number];
export const FORM_FIELD_TYPES = ['text', 'email', 'tel', 'date', 'textarea', 'checkbox', 'radio'] as const;
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number];

/** One field of a template's dynamic form (spec 02 §3 "Form field"; the value lives in form_data). */
export interface TemplateFormField {
  name: string;
  label: string;
  type: FormFieldType;
  required: boolean;
  placeholder?: string;
  /** Choices of a radio field. */
  options?: string[];
  /**
   * Shown only when an earlier radio has this option or an earlier checkbox this true/false (issue 44); hidden,
   * the field is neither required nor stored nor printed.
   */
  showWhen?: { field: string; equals: string | boolean };
  /** The field of the template's fillable PDF this one is filled into (issue 44). */
  pdfField?: string;
}

/** State forms and agency documents a family fills out and e-signs. */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    templateName: text('template_name').notNull(),
    templateType: text('template_type').$type<TemplateType>().notNull(),
    category: text('category').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    formFields: jsonb('form_fields').$type<TemplateFormField[]>().notNull().default([]),
    /**
     * The name, description and fields in each family language but English (issue 50), by field name; what a
     * translation lacks shows in English. Answers are saved in English whatever the language.
     */
    translations: jsonb('translations').$type<TemplateTranslations>().notNull().default({}),
    requiredSignatures: text('required_signatures')
      .array()
      .$type<SignerRole[]>()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whether the signers are asked all at once or one after another in `required_signatures` order. */
    signingOrder: text('signing_order').$type<SigningOrder>().notNull().default('parallel'),
    /**
     * The state's own fillable PDF the template is built on (storage key, named by its SHA-256 so every version
     * stays readable); null: Haven draws the form. A started document keeps its version's.
     */
    sourcePdfKey: text('source_pdf_key'),
    /** Raised by every edit; a started document keeps the version (fields and signers) it began with. */
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('document_templates_name_key').on(t.templateName),
    index('document_templates_active_idx').on(t.isActive, t.templateName),
    index('document_templates_type_idx').on(t.templateType, t.isActive),
    check('document_templates_type_check', oneOf(t.templateType, TEMPLATE_TYPES)),
    check(
      'document_templates_signatures_check',
      sql`${t.requiredSignatures} <@ array['primary_applicant', 'co_applicant', 'member', 'caseworker', 'supervisor']::text[]`,
    ),
    check('document_templates_signing_order_check', oneOf(t.signingOrder, SIGNING_ORDERS)),
    check('document_templates_form_fields_check', sql`jsonb_typeof(${t.formFields}) = 'array'`),
    check('document_templates_translations_check', sql`jsonb_typeof(${t.translations}) = 'object'`),
  ],
);
