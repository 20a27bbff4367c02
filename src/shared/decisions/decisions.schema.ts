import { z } from 'zod';
import { FAMILY_STATUSES } from '../families/families.limits';
import { FamilyIdParamsSchema } from '../families/families.schema';
import { StaffSignBodySchema } from '../signing/signers.schema';
import { safeText } from '../text/safe-text';
import {
  APPEAL_DAYS_MAX,
  CAPACITY_AGE_MAX,
  CAPACITY_CHILDREN_MAX,
  CAPACITY_CONDITIONS_MAX,
  DECISION_KINDS,
  DECISION_REASONS_MAX,
  DECISION_TEXT_MAX,
  GATE_KEYS,
  REASON_LABEL_MAX,
  RECOMMENDATIONS,
  REPORT_SECTION_KEYS,
  REPORT_SECTION_MAX,
  REPORT_STATUSES,
  REVIEW_COMMENT_MAX,
} from './decision-rules';

/**
 * The written report, its review and the family's decisions (issue 45, decision 045). Staff routes live under
 * /api/staff/families/:familyId/decision*, the supervisors' queue at /api/staff/reviews, the family's view at
 * /api/family/approval.
 */

const sectionText = safeText({ max: REPORT_SECTION_MAX, multiline: true });

/** Each section's HTML (sanitised on save); every key is present, an empty section is ''. */
export const ReportSectionsSchema = z.object(
  Object.fromEntries(REPORT_SECTION_KEYS.map((key) => [key, sectionText])) as Record<
    (typeof REPORT_SECTION_KEYS)[number],
    typeof sectionText
  >,
);
export type ReportSections = z.infer<typeof ReportSectionsSchema>;

/** What an approval allows: how many children, of which ages, and any other condition (a sibling group…). */
export const CapacitySchema = z
  .object({
    children: z.number().int().min(1).max(CAPACITY_CHILDREN_MAX),
    ageMin: z.number().int().min(0).max(CAPACITY_AGE_MAX),
    ageMax: z.number().int().min(0).max(CAPACITY_AGE_MAX),
    conditions: safeText({ max: CAPACITY_CONDITIONS_MAX, multiline: true }).default(''),
  })
  .refine((c) => c.ageMin <= c.ageMax, {
    message: 'The youngest age must not be above the oldest',
    path: ['ageMax'],
  });
export type Capacity = z.infer<typeof CapacitySchema>;

/** A drawn signature with the signer's consent to sign electronically (the forms' staff countersignature). */
const SignBody = StaffSignBodySchema;

// ---- /api/staff/families/:familyId/decision-file ------------------------------------------------------

/** A save names the version it was based on: an older one is refused (409), as is a report under review. */
export const SaveReportBodySchema = z.object({
  version: z.number().int().min(1),
  sections: ReportSectionsSchema,
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  capacity: CapacitySchema.nullable(),
});
export type SaveReportBody = z.infer<typeof SaveReportBodySchema>;

export const SubmitReportBodySchema = SignBody.extend({ version: z.number().int().min(1) });
export type SubmitReportBody = z.infer<typeof SubmitReportBodySchema>;

export const ReturnReportBodySchema = z.object({
  version: z.number().int().min(1),
  comments: safeText({ max: REVIEW_COMMENT_MAX, min: 1, multiline: true }),
});
export type ReturnReportBody = z.infer<typeof ReturnReportBodySchema>;

export const ApproveReportBodySchema = SignBody.extend({ version: z.number().int().min(1) });
export type ApproveReportBody = z.infer<typeof ApproveReportBodySchema>;

const ReportSignatureSchema = z.object({
  name: z.string(),
  email: z.string(),
  signedAt: z.iso.datetime({ offset: true }),
});

/** A sealed PDF Haven issued: the approved report, a certificate, a notice, a packet. */
export const IssuedDocumentSchema = z.object({
  id: z.uuid(),
  kind: z.enum(['report', 'certificate', 'notice', 'packet']),
  name: z.string(),
  verificationCode: z.string(),
  issuedAt: z.iso.datetime({ offset: true }),
  sizeBytes: z.number().int(),
});
export type IssuedDocument = z.infer<typeof IssuedDocumentSchema>;

export const ReportSchema = z.object({
  id: z.uuid(),
  status: z.enum(REPORT_STATUSES),
  version: z.number().int(),
  sections: ReportSectionsSchema,
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  capacity: CapacitySchema.nullable(),
  /** The supervisor's comments when they last returned it. */
  reviewComments: z.string().nullable(),
  caseworkerSignature: ReportSignatureSchema.nullable(),
  supervisorSignature: ReportSignatureSchema.nullable(),
  createdBy: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  /** The sealed report, once approved. */
  sealed: IssuedDocumentSchema.nullable(),
});
export type Report = z.infer<typeof ReportSchema>;

/** One reason of a decision: a key of the agency's list and its words when decided (kept if the list changes). */
export const DecisionReasonSchema = z.object({ key: z.string(), label: z.string() });
export type DecisionReason = z.infer<typeof DecisionReasonSchema>;

export const DecisionSchema = z.object({
  id: z.uuid(),
  kind: z.enum(DECISION_KINDS),
  fromStatus: z.enum(FAMILY_STATUSES),
  toStatus: z.enum(FAMILY_STATUSES),
  reasons: z.array(DecisionReasonSchema),
  text: z.string(),
  effectiveDate: z.iso.date(),
  appealDeadline: z.iso.date().nullable(),
  decidedBy: z.string(),
  decidedAt: z.iso.datetime({ offset: true }),
  document: IssuedDocumentSchema.nullable(),
});
export type Decision = z.infer<typeof DecisionSchema>;

/** What stops an approval now, in words ("Jane Doe: DOJ fingerprints is Pending"). */
export const GateSchema = z.object({ key: z.enum(GATE_KEYS), open: z.boolean(), detail: z.string() });
export type Gate = z.infer<typeof GateSchema>;

/** The agency's list of reasons (System Configuration); a seeded reason's label is its English words. */
export const ReasonOptionSchema = z.object({
  key: z.string(),
  label: z.string(),
  seeded: z.boolean(),
  active: z.boolean(),
});
export type ReasonOption = z.infer<typeof ReasonOptionSchema>;

/** The Decision tab: the report, what the gates say, the decisions made and what may be decided now. */
export const DecisionFileSchema = z.object({
  familyId: z.uuid(),
  familyStatus: z.enum(FAMILY_STATUSES),
  report: ReportSchema.nullable(),
  gates: z.array(GateSchema),
  decisions: z.array(DecisionSchema),
  /** The decisions the family's status allows now (the server checks gates and permission again). */
  allowed: z.array(z.enum(DECISION_KINDS)),
  reasons: z.array(ReasonOptionSchema),
  /** The agency's days to ask for a hearing after a denial and after a rescission (the notice's deadline). */
  appealDays: z.object({ deny: z.number().int(), rescind: z.number().int() }),
  documents: z.array(IssuedDocumentSchema),
});
export type DecisionFile = z.infer<typeof DecisionFileSchema>;

// ---- POST /api/staff/families/:familyId/decisions ------------------------------------------------------

export const DecideBodySchema = z.object({
  kind: z.enum(DECISION_KINDS),
  /** Keys from the agency's list; at least one for every decision but approve and lifting a hold. */
  reasons: z.array(z.string().min(1).max(64)).max(DECISION_REASONS_MAX).default([]),
  /** The explanation the family reads on its notice and on My Approval. */
  text: safeText({ max: DECISION_TEXT_MAX, multiline: true }).default(''),
});
export type DecideBody = z.infer<typeof DecideBodySchema>;

export const IssuedDocumentParamsSchema = FamilyIdParamsSchema.extend({ documentId: z.uuid() });

// ---- GET /api/staff/reviews ------------------------------------------------------------------------

export const ReviewItemSchema = z.object({
  familyId: z.uuid(),
  familyName: z.string(),
  caseNumber: z.string(),
  reportId: z.uuid(),
  recommendation: z.enum(RECOMMENDATIONS).nullable(),
  submittedBy: z.string(),
  submittedAt: z.iso.datetime({ offset: true }),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;
export const ReviewQueueSchema = z.array(ReviewItemSchema);

// ---- /api/staff/system/decision-rules --------------------------------------------------------------

export const DecisionRulesSchema = z.object({
  appealDays: z.object({
    deny: z.number().int().min(1).max(APPEAL_DAYS_MAX),
    rescind: z.number().int().min(1).max(APPEAL_DAYS_MAX),
  }),
  reasons: z.array(ReasonOptionSchema),
});
export type DecisionRules = z.infer<typeof DecisionRulesSchema>;

export const UpdateDecisionRulesBodySchema = z.object({
  appealDays: DecisionRulesSchema.shape.appealDays,
  /** The whole list: seeded reasons can be switched off, not removed; a new key adds a reason. */
  reasons: z
    .array(
      z.object({
        key: z.string().regex(/^[a-z][a-z0-9_]{1,40}$/, 'a short key of lower-case letters, digits and _'),
        label: safeText({ max: REASON_LABEL_MAX, min: 1 }),
        active: z.boolean(),
      }),
    )
    .min(1)
    .max(40)
    .refine((rows) => new Set(rows.map((r) => r.key)).size === rows.length, {
      message: 'Each reason can appear only once',
    }),
});
export type UpdateDecisionRulesBody = z.infer<typeof UpdateDecisionRulesBodySchema>;

// ---- /api/family/approval ------------------------------------------------------------------------

/** My Approval: the decision in force and its document; reasons as keys the family's language translates. */
export const FamilyApprovalSchema = z.object({
  status: z.enum(FAMILY_STATUSES),
  decision: z
    .object({
      id: z.uuid(),
      kind: z.enum(DECISION_KINDS),
      effectiveDate: z.iso.date(),
      appealDeadline: z.iso.date().nullable(),
      /** Seeded reasons: the client words them in the family's language; others show as the agency typed. */
      reasons: z.array(DecisionReasonSchema.extend({ seeded: z.boolean() })),
      text: z.string(),
      capacity: CapacitySchema.nullable(),
      document: IssuedDocumentSchema.nullable(),
    })
    .nullable(),
  /** Whether the family may withdraw its application itself now. */
  mayWithdraw: z.boolean(),
});
export type FamilyApproval = z.infer<typeof FamilyApprovalSchema>;

export const FamilyWithdrawBodySchema = z.object({
  /** The family types nothing more than a confirmation; a note is optional. */
  confirm: z.literal(true),
  text: safeText({ max: DECISION_TEXT_MAX, multiline: true }).default(''),
});
export type FamilyWithdrawBody = z.infer<typeof FamilyWithdrawBodySchema>;

export const FamilyIssuedParamsSchema = z.object({ documentId: z.uuid() });
