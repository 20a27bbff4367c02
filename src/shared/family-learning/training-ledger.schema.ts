import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { TRAINING_ENTRY_SOURCES } from './family-learning-rules';
import { TRAINING_HOURS_MAX, TRAINING_HOURS_MIN, TRAINING_TITLE_MAX } from './family-learning.limits';

/** A family's training ledger on the staff family detail page (/api/staff/families/:familyId/training*). */

export const TrainingEntrySchema = z.object({
  id: z.uuid(),
  source: z.enum(TRAINING_ENTRY_SOURCES),
  title: z.string(),
  hours: z.number(),
  completedOn: z.iso.date(),
  /** Outside trainings: the uploaded certificate is GET …/training/:entryId/certificate. */
  hasCertificateFile: z.boolean(),
  recordedBy: z.string().nullable(),
});
export type TrainingEntry = z.infer<typeof TrainingEntrySchema>;

export const TrainingLedgerSchema = z.object({
  requiredHours: z.number(),
  /** The running total (family_training), including hours recorded before the ledger existed. */
  completedHours: z.number(),
  remainingHours: z.number(),
  /** Hours in the total that no ledger entry explains (recorded before the ledger). */
  earlierHours: z.number(),
  entries: z.array(TrainingEntrySchema),
});
export type TrainingLedger = z.infer<typeof TrainingLedgerSchema>;

export const FamilyTrainingParamsSchema = z.object({ familyId: z.uuid() });
export const TrainingEntryParamsSchema = FamilyTrainingParamsSchema.extend({ entryId: z.uuid() });

/** The text fields of POST …/training (multipart, with one `file` part: the certificate). */
export const OutsideTrainingFieldsSchema = z.object({
  title: safeText({ min: 1, max: TRAINING_TITLE_MAX }),
  hours: z.coerce
    .number()
    .min(TRAINING_HOURS_MIN)
    .max(TRAINING_HOURS_MAX)
    .transform((hours) => Math.round(hours * 10) / 10),
  completedOn: z.iso.date(),
});
export type OutsideTrainingFields = z.input<typeof OutsideTrainingFieldsSchema>;
