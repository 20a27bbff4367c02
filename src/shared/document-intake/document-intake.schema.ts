import { z } from 'zod';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { searchText } from '../text/safe-text';

/**
 * An e-mailed attachment's life in the staff intake queue: it waits until staff file it to a checklist item or
 * discard it; one the upload checks refuse is kept (without its bytes) to show why.
 */
export const INTAKE_ATTACHMENT_STATUSES = ['waiting', 'refused', 'filed', 'discarded'] as const;
export const IntakeAttachmentStatusSchema = z.enum(INTAKE_ATTACHMENT_STATUSES);
export type IntakeAttachmentStatus = z.infer<typeof IntakeAttachmentStatusSchema>;

export const IntakeAttachmentIdParamsSchema = z.object({ attachmentId: z.uuid() });

/** GET /api/staff/document-intake: 'open' is what waits for staff and what was refused; 'handled' the rest. */
export const IntakeQueueQuerySchema = PaginationQuerySchema.extend({
  view: z.enum(['open', 'handled']).default('open'),
});
export type IntakeQueueQuery = z.input<typeof IntakeQueueQuerySchema>;

export const IntakeFamilySchema = z.object({
  id: z.uuid(),
  familyName: z.string(),
  caseNumber: z.string(),
});
export type IntakeFamily = z.infer<typeof IntakeFamilySchema>;

export const IntakeAttachmentSchema = z.object({
  id: z.uuid(),
  receivedAt: z.iso.datetime(),
  fromAddress: z.string(),
  subject: z.string(),
  /** The family whose case number the subject names; null for unmatched mail. */
  family: IntakeFamilySchema.nullable(),
  filename: z.string(),
  /** The type its bytes are; null for a refused attachment. */
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int(),
  status: IntakeAttachmentStatusSchema,
  /** Why the upload checks refused it. */
  refusedReason: z.string().nullable(),
  /** GET …/file answers (a waiting attachment). */
  hasFile: z.boolean(),
  /** The item it was filed to, and the family of that item. */
  filedTo: z.object({ documentId: z.uuid(), documentName: z.string(), familyName: z.string() }).nullable(),
  handledByName: z.string().nullable(),
  handledAt: z.iso.datetime().nullable(),
});
export type IntakeAttachment = z.infer<typeof IntakeAttachmentSchema>;

export const IntakeQueuePageSchema = pageOf(IntakeAttachmentSchema).extend({
  /** The agency's intake address, the one the family dashboard names. */
  intakeAddress: z.string(),
});
export type IntakeQueuePage = z.infer<typeof IntakeQueuePageSchema>;

/** GET /api/staff/document-intake/families: families to file an attachment to, by name or case number. */
export const IntakeFamilySearchQuerySchema = z.object({ search: searchText });
export const IntakeFamilyListSchema = z.array(IntakeFamilySchema);

/** POST /api/staff/document-intake/:attachmentId/file. */
export const FileIntakeAttachmentBodySchema = z.object({
  /** A family's upload item (pending, rejected or expired). */
  documentId: z.uuid(),
});
export type FileIntakeAttachmentBody = z.infer<typeof FileIntakeAttachmentBodySchema>;
