import { z } from 'zod';
import { ApiErrorSchema } from '../errors';
import { FamilyIdParamsSchema } from '../families/families.schema';
import { safeText } from '../text/safe-text';
import {
  ASSESSMENT_STATUSES,
  CORRECTION_DECISIONS,
  CORRECTION_STATUSES,
  ITEM_RESULTS,
  PHOTO_SOURCES,
} from './home-assessment-rules';
import {
  ASSESSMENT_GUIDANCE_MAX,
  ASSESSMENT_ITEM_NAME_MAX,
  ASSESSMENT_NOTE_MAX,
} from './home-assessment.limits';

/**
 * The home environment assessment's API (issue 43). Staff: GET/PUT under
 * /api/staff/families/:familyId/home-assessment; the family: /api/family/home-assessment (its corrections only).
 * The checklist itself: /api/staff/system/home-assessment-items.
 */

const isoDate = z.iso.date();
const isoDateTime = z.iso.datetime({ offset: true });
const note = safeText({ max: ASSESSMENT_NOTE_MAX, multiline: true });
/** A checklist item's key: lower-case letters, digits and '_' (made from its name when added). */
export const ItemKeySchema = z
  .string()
  .regex(/^[a-z0-9_]{1,60}$/, 'An item key is lower-case letters, digits and underscores.');

export const ItemParamsSchema = FamilyIdParamsSchema.extend({ itemKey: ItemKeySchema });
export const PhotoParamsSchema = FamilyIdParamsSchema.extend({ photoId: z.uuid() });
export const FamilyPhotoParamsSchema = z.object({ photoId: z.uuid() });
export const FamilyItemParamsSchema = z.object({ itemKey: ItemKeySchema });
export const PhotoFileQuerySchema = z.object({ variant: z.enum(['file', 'thumbnail']).default('file') });

// ---- The checklist (System Configuration) ----------------------------------------------------------

export const AssessmentItemTypeSchema = z.object({
  key: z.string(),
  name: z.string(),
  guidance: z.string(),
  active: z.boolean(),
  position: z.number().int(),
  /** How many assessments have recorded this item (a used item is switched off, never removed). */
  inUse: z.number().int(),
});
export type AssessmentItemType = z.infer<typeof AssessmentItemTypeSchema>;

export const AssessmentItemTypeBodySchema = z.object({
  name: safeText({ min: 2, max: ASSESSMENT_ITEM_NAME_MAX }),
  guidance: safeText({ max: ASSESSMENT_GUIDANCE_MAX }).default(''),
  active: z.boolean().default(true),
});
export type AssessmentItemTypeBody = z.input<typeof AssessmentItemTypeBodySchema>;

// ---- Staff: GET /api/staff/families/:familyId/home-assessment --------------------------------------

export const AssessmentPhotoSchema = z.object({
  id: z.uuid(),
  source: z.enum(PHOTO_SOURCES),
  /** The photo (location data and other metadata stripped) and its 320 px thumbnail. */
  url: z.string(),
  thumbnailUrl: z.string(),
  takenAt: isoDateTime,
  byName: z.string().nullable(),
});
export type AssessmentPhoto = z.infer<typeof AssessmentPhotoSchema>;

export const CorrectionSchema = z.object({
  dueDate: isoDate,
  status: z.enum(CORRECTION_STATUSES),
  /** What the family wrote with its last answer. */
  familyNote: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
  /** The caseworker's words when asking again (the family reads them). */
  staffReply: z.string().nullable(),
  decidedAt: isoDateTime.nullable(),
});
export type Correction = z.infer<typeof CorrectionSchema>;

export const StaffAssessmentItemSchema = z.object({
  key: z.string(),
  name: z.string(),
  guidance: z.string(),
  /** Null: not looked at yet. */
  result: z.enum(ITEM_RESULTS).nullable(),
  /** The caseworker's note; for an item that needs correction the family reads it as what to fix. */
  note: z.string(),
  /** 0 before the first save; a save names the version it was based on (a stale one is 409). */
  version: z.number().int().min(0),
  correction: CorrectionSchema.nullable(),
  photos: z.array(AssessmentPhotoSchema),
  open: z.boolean(),
  updatedAt: isoDateTime.nullable(),
  updatedByName: z.string().nullable(),
});
export type StaffAssessmentItem = z.infer<typeof StaffAssessmentItemSchema>;

export const StaffHomeAssessmentSchema = z.object({
  status: z.enum(ASSESSMENT_STATUSES),
  startedAt: isoDateTime.nullable(),
  completedAt: isoDateTime.nullable(),
  completedByName: z.string().nullable(),
  items: z.array(StaffAssessmentItemSchema),
  figures: z.object({
    total: z.number().int(),
    /** Items with a result. */
    checked: z.number().int(),
    /** Items not looked at, and corrections not accepted yet. */
    open: z.number().int(),
    /** Corrections the family has answered, waiting for the caseworker. */
    answered: z.number().int(),
  }),
});
export type StaffHomeAssessment = z.infer<typeof StaffHomeAssessmentSchema>;

/** PUT …/home-assessment/items/:itemKey: one item's result; progress saves item by item. */
export const RecordItemBodySchema = z
  .object({
    result: z.enum(ITEM_RESULTS),
    note: note.default(''),
    /** Needed for 'needs_correction': by when the family should fix it (today or later). */
    correctionDueDate: isoDate.optional(),
    version: z.number().int().min(0),
  })
  .refine((body) => body.result !== 'needs_correction' || body.correctionDueDate !== undefined, {
    message: 'Give the date by which the family should make the correction.',
    path: ['correctionDueDate'],
  })
  .refine((body) => body.result !== 'needs_correction' || body.note.length > 0, {
    message: 'Say what needs to be corrected: the family reads this note.',
    path: ['note'],
  });
export type RecordItemBody = z.input<typeof RecordItemBodySchema>;

/** POST …/items/:itemKey/correction/decision: accept the family's answer, or ask again with what is missing. */
export const DecideCorrectionBodySchema = z
  .object({
    decision: z.enum(CORRECTION_DECISIONS),
    reply: note.optional(),
    /** Asking again: a new due date (else the old one stays). */
    dueDate: isoDate.optional(),
    version: z.number().int().min(1),
  })
  .refine((body) => body.decision === 'accept' || (body.reply ?? '').length > 0, {
    message: 'Tell the family what is still missing.',
    path: ['reply'],
  });
export type DecideCorrectionBody = z.input<typeof DecideCorrectionBodySchema>;

/** A stale item save answers 409 in the house shape with the item as it is now; nothing was written. */
export const ItemConflictSchema = ApiErrorSchema.extend({ current: StaffAssessmentItemSchema.optional() });

// ---- Family: GET /api/family/home-assessment ------------------------------------------------------

/** What the family reads: the assessment's state and the corrections it is asked for, never the other notes. */
export const FamilyCorrectionSchema = z.object({
  itemKey: z.string(),
  /** As the agency wrote them (English); the client shows its own words for the seeded keys. */
  name: z.string(),
  guidance: z.string(),
  /** What the caseworker asked to be fixed. */
  note: z.string(),
  dueDate: isoDate,
  status: z.enum(CORRECTION_STATUSES),
  staffReply: z.string().nullable(),
  familyNote: z.string().nullable(),
  answeredAt: isoDateTime.nullable(),
  /** The family's own photos for this correction. */
  photos: z.array(AssessmentPhotoSchema),
});
export type FamilyCorrection = z.infer<typeof FamilyCorrectionSchema>;

export const FamilyHomeAssessmentSchema = z.object({
  status: z.enum(ASSESSMENT_STATUSES),
  completedAt: isoDateTime.nullable(),
  corrections: z.array(FamilyCorrectionSchema),
});
export type FamilyHomeAssessment = z.infer<typeof FamilyHomeAssessmentSchema>;

/** POST /api/family/home-assessment/corrections/:itemKey (multipart): up to three photos and this note. */
export const CorrectionAnswerFieldsSchema = z.object({ note: note.default('') });
