import { z } from 'zod';
import { DocumentTypeSchema } from '../documents/documents.schema';
import { TOTAL_JOURNEY_STEPS } from '../journey/journey-steps';
import { ProgramTypeNameSchema } from '../system-config/program-types';
import { safeText } from '../text/safe-text';
import { REQUIREMENT_AUDIENCES, VALIDITY_MONTHS_MAX } from './requirement-rules';

/**
 * The document requirement checklist (/api/staff/system/requirements, permission system_configuration) and
 * one family's extra items and waivers (/api/staff/families/:familyId/…).
 */

/** A checklist item is handed in the way a document is: a file, a form or an e-signature. */
export const RequirementKindSchema = DocumentTypeSchema;
export type RequirementKind = z.infer<typeof RequirementKindSchema>;
export const RequirementAudienceSchema = z.enum(REQUIREMENT_AUDIENCES);

export const REQUIREMENT_NAME_MAX = 160;
export const REQUIREMENT_DESCRIPTION_MAX = 1000;
export const WAIVE_REASON_MIN = 5;
export const WAIVE_REASON_MAX = 500;

/** Labels staff read in the editor and on the family's Documents tab. */
export const REQUIREMENT_KIND_LABELS: Record<RequirementKind, string> = {
  upload: 'Upload',
  form: 'Form',
  'e-sign': 'E-signature',
};
export const REQUIREMENT_AUDIENCE_LABELS: Record<(typeof REQUIREMENT_AUDIENCES)[number], string> = {
  household: 'Household (one copy)',
  each_applicant: 'Each applicant',
  each_adult: 'Each adult',
  each_child: 'Each child',
};

const stepId = z.coerce.number().int().min(1).max(TOTAL_JOURNEY_STEPS);
const validityMonths = z.number().int().min(1).max(VALIDITY_MONTHS_MAX).nullable();

export const RequirementSchema = z.object({
  id: z.uuid(),
  stepId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  kind: RequirementKindSchema,
  audience: RequirementAudienceSchema,
  required: z.boolean(),
  /** Asked only of families of this program type; null: of every family. */
  programType: z.string().nullable(),
  validityMonths: z.number().int().nullable(),
  position: z.number().int(),
  enabled: z.boolean(),
});
export type Requirement = z.infer<typeof RequirementSchema>;
/** Every item, by step then position. */
export const RequirementListSchema = z.array(RequirementSchema);

/** POST /requirements (added last in its step) and the editor's form. */
export const RequirementBodySchema = z.object({
  stepId,
  name: safeText({ min: 2, max: REQUIREMENT_NAME_MAX }),
  description: safeText({ max: REQUIREMENT_DESCRIPTION_MAX, multiline: true }).nullable(),
  kind: RequirementKindSchema,
  audience: RequirementAudienceSchema,
  required: z.boolean(),
  /** One of the agency's program types (400 otherwise); null or left out: every family. */
  programType: ProgramTypeNameSchema.nullable().optional(),
  validityMonths,
});
export type RequirementBody = z.infer<typeof RequirementBodySchema>;

/** PATCH /requirements/:id: only the fields sent change (the step is fixed; add a new item to move one). */
export const UpdateRequirementBodySchema = RequirementBodySchema.omit({ stepId: true })
  .extend({ enabled: z.boolean() })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' });
export type UpdateRequirementBody = z.infer<typeof UpdateRequirementBodySchema>;

/** POST /requirements/reorder: every item of the step, in the new order. */
export const ReorderRequirementsBodySchema = z.object({
  stepId,
  ids: z
    .array(z.uuid())
    .min(1)
    .max(200)
    .refine((ids) => new Set(ids).size === ids.length, { message: 'Each item can appear only once' }),
});
export type ReorderRequirementsBody = z.infer<typeof ReorderRequirementsBodySchema>;

export const RequirementIdParamsSchema = z.object({ id: z.uuid() });

// ---- one family ------------------------------------------------------------------------------------

export const FamilyDocumentParamsSchema = z.object({ familyId: z.uuid(), documentId: z.uuid() });

/** POST /api/staff/families/:familyId/requirements: an item asked of this family only. */
export const OneOffRequirementBodySchema = z.object({
  stepId,
  name: safeText({ min: 2, max: REQUIREMENT_NAME_MAX }),
  kind: RequirementKindSchema,
  required: z.boolean(),
  /** Whose document it is; omitted means the household's. */
  householdMemberId: z.uuid().nullable().optional(),
});
export type OneOffRequirementBody = z.infer<typeof OneOffRequirementBodySchema>;

/** POST /api/staff/families/:familyId/documents/:documentId/waive */
export const WaiveDocumentBodySchema = z.object({
  reason: safeText({ min: WAIVE_REASON_MIN, max: WAIVE_REASON_MAX, multiline: true }),
});
export type WaiveDocumentBody = z.infer<typeof WaiveDocumentBodySchema>;

/** What the family detail's Documents tab needs after an add, a waiver or an un-waiver. */
export const FamilyRequirementItemSchema = z.object({
  id: z.uuid(),
  stepId: z.number().int(),
  documentName: z.string(),
  status: z.string(),
  source: z.enum(['checklist', 'one_off', 'family']),
  memberName: z.string().nullable(),
  waivedReason: z.string().nullable(),
});
export type FamilyRequirementItem = z.infer<typeof FamilyRequirementItemSchema>;
