import { z } from 'zod';
import { safeText } from '../text/safe-text';
import {
  CHECK_APPLIES_TO,
  CHECK_STATUSES,
  FAMILY_CHECK_STATUSES,
  RECORDED_STATUSES,
} from './background-check-rules';
import {
  CHECK_NOTE_MAX,
  CHECK_TYPE_NAME_MAX,
  DOCUMENTS_CONSIDERED_MAX,
  EXEMPTION_REASON_MAX,
  EXEMPTION_REASON_MIN,
  OFFENCE_CATEGORY_MAX,
} from './background-checks.limits';

const isoDate = z.iso.date();

// ---- GET /api/staff/families/:familyId/background-checks -------------------------------------------

export const ExemptionSchema = z.object({
  id: z.uuid(),
  offenceCategory: z.string(),
  documentsConsidered: z.string(),
  requestNote: z.string().nullable(),
  requestedBy: z.string().nullable(),
  requestedAt: z.iso.datetime(),
  decision: z.enum(['granted', 'denied']).nullable(),
  decisionReason: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
});
export type Exemption = z.infer<typeof ExemptionSchema>;

/**
 * What a holder of `view_background_checks` reads of a check. Without it, `details` is null: the status word
 * alone (FBI/CJIS need to know).
 */
export const CheckDetailsSchema = z.object({
  submittedDate: isoDate.nullable(),
  expectedDate: isoDate.nullable(),
  resultDate: isoDate.nullable(),
  note: z.string().nullable(),
  receipt: z.object({ id: z.uuid(), name: z.string(), status: z.string() }).nullable(),
  /** The latest exemption asked for this check, if any. */
  exemption: ExemptionSchema.nullable(),
  updatedAt: z.iso.datetime().nullable(),
  updatedBy: z.string().nullable(),
});

export const StaffCheckSchema = z.object({
  typeKey: z.string(),
  typeName: z.string(),
  status: z.enum(CHECK_STATUSES),
  /** 0 while not started (no record yet); send it back with a change. */
  version: z.number().int(),
  details: CheckDetailsSchema.nullable(),
});
export type StaffCheck = z.infer<typeof StaffCheckSchema>;

export const CheckedAdultSchema = z.object({
  memberId: z.uuid(),
  name: z.string(),
  role: z.string(),
  age: z.number().int().nullable(),
  livedOutOfState: z.boolean(),
  drivesChildren: z.boolean(),
  /** The agency's active types that apply to this adult, then any other type recorded for them. */
  checks: z.array(StaffCheckSchema),
});
export type CheckedAdult = z.infer<typeof CheckedAdultSchema>;

export const FamilyChecksSchema = z.object({
  /** What the reader may do here (the server refuses the rest). */
  canSeeDetails: z.boolean(),
  canRecord: z.boolean(),
  canDecideExemptions: z.boolean(),
  adults: z.array(CheckedAdultSchema),
  summary: z.object({
    required: z.number().int(),
    cleared: z.number().int(),
    overall: z.enum(['processing', 'completed', 'pending']),
  }),
  /** Live Scan receipts (LIC 9163) on file for this family, to link to a check. */
  receipts: z.array(z.object({ id: z.uuid(), name: z.string(), memberName: z.string().nullable() })),
});
export type FamilyChecks = z.infer<typeof FamilyChecksSchema>;

// ---- PUT /api/staff/families/:familyId/background-checks/:memberId/:typeKey -------------------------

export const CheckParamsSchema = z.object({
  familyId: z.uuid(),
  memberId: z.uuid(),
  typeKey: z.string().regex(/^[a-z0-9_]{1,40}$/),
});
export type CheckParams = z.infer<typeof CheckParamsSchema>;

const note = safeText({ max: CHECK_NOTE_MAX, multiline: true }).nullable().optional();

export const RecordCheckBodySchema = z.object({
  status: z.enum(RECORDED_STATUSES),
  submittedDate: isoDate.nullable().optional(),
  expectedDate: isoDate.nullable().optional(),
  resultDate: isoDate.nullable().optional(),
  note,
  receiptDocumentId: z.uuid().nullable().optional(),
  /** The version the change is based on (0 for a check not started). */
  version: z.number().int().min(0),
});
export type RecordCheckBody = z.infer<typeof RecordCheckBodySchema>;

// ---- POST …/:typeKey/exemption, POST …/:typeKey/exemption/decision -------------------------------

export const ExemptionRequestBodySchema = z.object({
  offenceCategory: safeText({ min: 1, max: OFFENCE_CATEGORY_MAX }),
  documentsConsidered: safeText({ min: 1, max: DOCUMENTS_CONSIDERED_MAX, multiline: true }),
  requestNote: note,
  version: z.number().int().min(1),
});
export type ExemptionRequestBody = z.infer<typeof ExemptionRequestBodySchema>;

export const ExemptionDecisionBodySchema = z.object({
  decision: z.enum(['granted', 'denied']),
  reason: safeText({ min: EXEMPTION_REASON_MIN, max: EXEMPTION_REASON_MAX, multiline: true }),
  version: z.number().int().min(1),
});
export type ExemptionDecisionBody = z.infer<typeof ExemptionDecisionBodySchema>;

// ---- PUT /api/staff/families/:familyId/background-checks/:memberId ---------------------------------

export const MemberParamsSchema = CheckParamsSchema.pick({ familyId: true, memberId: true });
/** Which of the conditional checks apply to this adult. */
export const CheckedAdultBodySchema = z.object({ livedOutOfState: z.boolean(), drivesChildren: z.boolean() });
export type CheckedAdultBody = z.infer<typeof CheckedAdultBodySchema>;

// ---- GET /api/staff/background-checks (the Checks queue) ------------------------------------------

export const CHECK_QUEUES = ['awaiting_result', 'needs_exemption'] as const;
export const CheckQueueQuerySchema = z.object({ queue: z.enum(CHECK_QUEUES).default('awaiting_result') });
export const CheckQueueSchema = z.object({
  items: z.array(
    z.object({
      familyId: z.uuid(),
      familyName: z.string(),
      caseNumber: z.string(),
      memberId: z.uuid(),
      memberName: z.string(),
      typeKey: z.string(),
      typeName: z.string(),
      status: z.enum(CHECK_STATUSES),
      submittedDate: isoDate.nullable(),
      /** Days since it was submitted (or since the exemption was asked for). */
      daysWaiting: z.number().int().nullable(),
    }),
  ),
  /** More than the page holds. */
  truncated: z.boolean(),
});
export type CheckQueue = z.infer<typeof CheckQueueSchema>;

// ---- System Configuration: /api/staff/system-config/background-check-types ------------------------

export const CheckTypeSchema = z.object({
  key: z.string(),
  name: z.string(),
  appliesTo: z.enum(CHECK_APPLIES_TO),
  active: z.boolean(),
  /** Checks recorded of this type (a used type can be switched off, not removed). */
  recorded: z.number().int(),
});
export type CheckType = z.infer<typeof CheckTypeSchema>;
export const CheckTypeBodySchema = z.object({
  name: safeText({ min: 1, max: CHECK_TYPE_NAME_MAX }),
  appliesTo: z.enum(CHECK_APPLIES_TO),
  active: z.boolean(),
});
export type CheckTypeBody = z.infer<typeof CheckTypeBodySchema>;
export const CheckTypeParamsSchema = z.object({ key: CheckParamsSchema.shape.typeKey });

// ---- GET /api/family/background-checks --------------------------------------------------------------

/** The family's view: per adult, each check's place, never a result or a detail. */
export const FamilyCheckViewSchema = z.object({
  adults: z.array(
    z.object({
      name: z.string(),
      checks: z.array(z.object({ typeName: z.string(), status: z.enum(FAMILY_CHECK_STATUSES) })),
    }),
  ),
});
export type FamilyCheckView = z.infer<typeof FamilyCheckViewSchema>;
