import { z } from 'zod';
import { DocumentStatusSchema, DocumentTypeSchema } from '../documents/documents.schema';
import { TOTAL_JOURNEY_STEPS } from './journey-steps';

export const JOURNEY_STEP_STATUSES = ['completed', 'in-progress', 'pending', 'needs-revision'] as const;
export const DOCUMENT_ITEM_STATUSES = ['completed', 'in-progress', 'pending'] as const;
/** Step 1 groups its documents by whose they are (spec 01 §2 "Approval progress tile"). */
export const DOCUMENT_GROUPS = ['Primary Applicant', 'Co-Applicant', 'Other Adult'] as const;

export const JourneyDocumentSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  type: DocumentTypeSchema,
  /** The badge: completed, in-progress or pending. */
  status: z.enum(DOCUMENT_ITEM_STATUSES),
  /** The stored document status behind the badge (spec 01 §3 family_documents.status). */
  rawStatus: DocumentStatusSchema,
  /** Step 1 only: Primary Applicant, Co-Applicant or Other Adult (family-level items count as the primary applicant's). */
  group: z.enum(DOCUMENT_GROUPS).optional(),
  /** The household member the item belongs to, when it is personal (e.g. each adult's photo ID). */
  memberName: z.string().nullable(),
  required: z.boolean(),
  rejectionReason: z.string().nullable(),
  /** Why staff excused the item (rawStatus 'waived'); shown to the family. */
  waivedReason: z.string().nullable(),
  /** How many months an approved copy stays valid; null when the item does not expire. */
  validityMonths: z.number().int().nullable(),
  /** The last day the approved copy is valid (YYYY-MM-DD); null unless approved with an expiry date. */
  expiresOn: z.iso.date().nullable(),
  /** A handed-in file that processing has not read yet (the family sees "Processing"). */
  processing: z.boolean(),
  /** Staff handed the current file in for the family (an upload or a filed e-mail): "Added by staff". */
  addedByStaff: z.boolean(),
});
export type JourneyDocument = z.infer<typeof JourneyDocumentSchema>;

export const JourneyStepSchema = z.object({
  id: z.number().int().min(1).max(TOTAL_JOURNEY_STEPS),
  title: z.string(),
  description: z.string(),
  status: z.enum(JOURNEY_STEP_STATUSES),
  /** Completed steps: the day the step's last item was signed off (YYYY-MM-DD), when known. */
  completedDate: z.iso.date().nullable(),
  /** The current step: whole days until its earliest open item is due, when a due date is set. */
  daysRemaining: z.number().int().nullable(),
  documents: z.array(JourneyDocumentSchema),
  /** Required actions, in order. */
  actions: z.array(z.string()),
});
export type JourneyStep = z.infer<typeof JourneyStepSchema>;

/** The whole approval journey of one family (family journey tiles and the staff family detail). */
export const JourneySchema = z.object({
  steps: z.array(JourneyStepSchema),
  completedSteps: z.number().int().min(0).max(TOTAL_JOURNEY_STEPS),
  /** Completed steps plus one, capped at 8 (spec 01 §4). */
  currentStep: z.number().int().min(1).max(TOTAL_JOURNEY_STEPS),
  /** completedSteps / 8 as a whole percent. */
  percent: z.number().int().min(0).max(100),
  totalSteps: z.literal(TOTAL_JOURNEY_STEPS),
});
export type Journey = z.infer<typeof JourneySchema>;
