import { z } from 'zod';
import { TOTAL_JOURNEY_STEPS } from '../journey/journey-steps';
import { FamilyScopeEchoSchema, FamilyScopeQuerySchema } from '../families/family-scope';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { safeText, searchText } from '../text/safe-text';
import { DOCUMENT_CLASSIFICATIONS } from './classification';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from './documents.limits';
import { IdNameCheckSchema } from './id-name-check';

/**
 * One vocabulary for family and staff pages. 'waived': staff excused the item with a reason; 'expired': an
 * approved copy ran past its validity and a new copy is needed.
 */
export const DOCUMENT_STATUSES = [
  'pending',
  'submitted',
  'completed',
  'approved',
  'rejected',
  'waived',
  'expired',
] as const;
export const DocumentStatusSchema = z.enum(DOCUMENT_STATUSES);
export type DocumentStatus = z.infer<typeof DocumentStatusSchema>;

export const PROCESSING_STATUSES = ['pending', 'processing', 'completed', 'failed'] as const;
export const ProcessingStatusSchema = z.enum(PROCESSING_STATUSES);
export type ProcessingStatus = z.infer<typeof ProcessingStatusSchema>;

/**
 * What a family sees of processing. Spec 01 §7: a processing failure is not shown to the family, so 'failed'
 * is reported as 'completed' (the upload is received and with staff, who see the real status).
 */
export const FamilyProcessingStatusSchema = z.enum(['pending', 'processing', 'completed']);

export const DocumentClassificationSchema = z.enum(DOCUMENT_CLASSIFICATIONS);
export const DocumentTypeSchema = z.enum(['upload', 'form', 'e-sign']);

const stepId = z.coerce.number().int().min(1).max(TOTAL_JOURNEY_STEPS);

/** The stored file and the review decision, as both the family's and the staff's views show them. */
const fileAndReviewFields = {
  /** MIME type of the stored file, null when nothing was uploaded. */
  mimeType: z.string().nullable(),
  sizeBytes: z.number().int().nullable(),
  /** GET …/file answers for this document. */
  hasFile: z.boolean(),
  /** GET …/thumbnail answers for this document (after processing of an image or a readable PDF). */
  hasThumbnail: z.boolean(),
  submittedAt: z.iso.datetime().nullable(),
  approvedAt: z.iso.datetime().nullable(),
  rejectedAt: z.iso.datetime().nullable(),
  /** Why staff rejected it; shown to the family so they can upload a replacement. */
  rejectionReason: z.string().nullable(),
  /** Why staff excused the item (status 'waived'); shown to the family. */
  waivedReason: z.string().nullable(),
  /** The last day the approved copy is valid (YYYY-MM-DD); null when it does not expire. */
  expiresOn: z.iso.date().nullable(),
};

export const DocumentIdParamsSchema = z.object({ documentId: z.uuid() });
export const DocumentVersionParamsSchema = DocumentIdParamsSchema.extend({
  version: z.coerce.number().int().min(1).max(10_000),
});
export const DocumentPageParamsSchema = DocumentIdParamsSchema.extend({
  pageNumber: z.coerce.number().int().min(1).max(10_000),
});

/**
 * The text fields of POST /api/family/documents (multipart/form-data, plus one or more parts named `file`:
 * several files become one document with a page per photo).
 * `documentId` fills an existing pending or rejected slot of the family; without it a new item is created.
 */
export const UploadDocumentFieldsSchema = z.object({
  stepId,
  documentName: safeText({ min: 1, max: 200 }),
  documentId: z.uuid().optional(),
  /**
   * The last valid day printed on the document (YYYY-MM-DD), for an item with a validity period only: after
   * today, at most FAMILY_EXPIRY_MAX_MONTHS ahead. Staff see it when they approve the copy.
   */
  expiresOn: z.iso.date().optional(),
});
export type UploadDocumentFields = z.infer<typeof UploadDocumentFieldsSchema>;

/** One of the family's own documents (upload dialog, journey steps, Documents and Signing). */
export const FamilyDocumentSchema = z.object({
  id: z.uuid(),
  stepId: z.number().int(),
  documentName: z.string(),
  documentType: DocumentTypeSchema,
  required: z.boolean(),
  status: DocumentStatusSchema,
  processingStatus: FamilyProcessingStatusSchema,
  ...fileAndReviewFields,
  /** Staff handed the current file in for the family (an upload or a filed e-mail): "Added by staff". */
  addedByStaff: z.boolean(),
  createdAt: z.iso.datetime(),
});
export type FamilyDocument = z.infer<typeof FamilyDocumentSchema>;

export const FamilyDocumentListSchema = z.array(FamilyDocumentSchema);

/** 201 answer of an upload. */
export const UploadDocumentResponseSchema = z.object({ document: FamilyDocumentSchema });
export type UploadDocumentResponse = z.infer<typeof UploadDocumentResponseSchema>;

export const FamilyIdParamsSchema = z.object({ familyId: z.uuid() });

/**
 * The text fields of POST /api/staff/families/:familyId/documents (multipart/form-data with one or more `file`
 * parts, as a family's upload): staff hand in a file for one of the family's checklist items (an expiry date
 * is theirs to give when they approve it).
 */
export const StaffUploadDocumentFieldsSchema = z.object({
  /** The family's upload item (pending, rejected or expired) the file is for. */
  documentId: z.uuid(),
});
export type StaffUploadDocumentFields = z.infer<typeof StaffUploadDocumentFieldsSchema>;

/** A family's checklist item that a file can be handed in for (GET /api/staff/families/:familyId/upload-slots). */
export const UploadSlotSchema = z.object({
  id: z.uuid(),
  stepId: z.number().int(),
  documentName: z.string(),
  /** The household member it is for; null for the household's own. */
  memberName: z.string().nullable(),
  status: z.enum(['pending', 'rejected', 'expired']),
});
export type UploadSlot = z.infer<typeof UploadSlotSchema>;
export const UploadSlotListSchema = z.array(UploadSlotSchema);

/** 201 answer of a staff upload (or of filing an e-mailed attachment): the item now handed in, and by whom. */
export const StaffUploadResponseSchema = z.object({
  documentId: z.uuid(),
  familyId: z.uuid(),
  documentName: z.string(),
  status: DocumentStatusSchema,
  addedByName: z.string(),
});
export type StaffUploadResponse = z.infer<typeof StaffUploadResponseSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/staff/documents: filters and search (document name, family name, case number). */
export const StaffDocumentListQuerySchema = PaginationQuerySchema.extend({
  status: DocumentStatusSchema.optional(),
  processingStatus: ProcessingStatusSchema.optional(),
  familyId: z.uuid().optional(),
  stepId: stepId.optional(),
  /** 'true': only documents flagged as a likely mismatch; 'false': only unflagged ones. */
  flagged: booleanQuery.optional(),
  /** 'soon': approved copies that expire within EXPIRING_SOON_DAYS, and copies already expired. */
  expiring: z.enum(['soon']).optional(),
  ...FamilyScopeQuerySchema.shape,
  search: searchText,
});
export type StaffDocumentListQuery = z.input<typeof StaffDocumentListQuerySchema>;
export type StaffDocumentListFilters = z.output<typeof StaffDocumentListQuerySchema>;

/** How far ahead the "Expiring soon" filter looks, in days (the first expiry reminder goes out then too). */
export const EXPIRING_SOON_DAYS = 60;

/** A row of the staff Documents list. */
export const StaffDocumentSchema = z.object({
  id: z.uuid(),
  familyId: z.uuid(),
  familyName: z.string(),
  caseNumber: z.string(),
  /** The household member the document is for (their former name if they left); null for the household's own. */
  memberName: z.string().nullable(),
  stepId: z.number().int(),
  documentName: z.string(),
  /** An upload is reviewed by its file; a form or e-signature by its filled form (the signing feature's). */
  documentType: DocumentTypeSchema,
  status: DocumentStatusSchema,
  /** How many months an approved copy stays valid; null when it does not expire. */
  validityMonths: z.number().int().nullable(),
  processingStatus: ProcessingStatusSchema,
  classification: DocumentClassificationSchema.nullable(),
  /** 0..1. */
  classificationConfidence: z.number().nullable(),
  /** Likely not what the slot asks for. */
  mismatch: z.boolean(),
  ...fileAndReviewFields,
});
export type StaffDocument = z.infer<typeof StaffDocumentSchema>;

export const StaffDocumentPageSchema = pageOf(StaffDocumentSchema).extend({
  /** A search stops counting at 1,000 matches: true when there are more than `total`. */
  totalIsCapped: z.boolean(),
  ...FamilyScopeEchoSchema.shape,
});
export type StaffDocumentPage = z.infer<typeof StaffDocumentPageSchema>;

/** One audited event of a document, oldest first. */
export const DocumentHistoryEntrySchema = z.object({
  id: z.number().int(),
  at: z.iso.datetime(),
  /** e.g. 'document.uploaded', 'document.approved', 'document.rejected', 'document.reprocess_requested'. */
  action: z.string(),
  actorEmail: z.string().nullable(),
  /** The event in words, from the audit vocabulary ("Jordan Lee rejected TB Test Results"). */
  description: z.string(),
  /** The rejection reason of a 'document.rejected' event. */
  reason: z.string().nullable(),
});
export type DocumentHistoryEntry = z.infer<typeof DocumentHistoryEntrySchema>;

/** An earlier file of a document, kept when a replacement was handed in. */
export const DocumentVersionSchema = z.object({
  /** 1 for the first file handed in. */
  version: z.number().int(),
  mimeType: z.string(),
  sizeBytes: z.number().int(),
  pageCount: z.number().int().nullable(),
  submittedAt: z.iso.datetime().nullable(),
  rejectedAt: z.iso.datetime().nullable(),
  rejectionReason: z.string().nullable(),
  /** Set when the file was retired because it expired. */
  expiredOn: z.iso.date().nullable(),
  /** When the replacement took its place. */
  replacedAt: z.iso.datetime(),
});
export type DocumentVersion = z.infer<typeof DocumentVersionSchema>;
export const DocumentVersionListSchema = z.array(DocumentVersionSchema);

/** A rendered page of the current file; its image is GET …/pages/:pageNumber/image. */
export const DocumentPageSchema = z.object({
  pageNumber: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
});
export type DocumentPage = z.infer<typeof DocumentPageSchema>;
export const DocumentPageListSchema = z.array(DocumentPageSchema);

/** The staff detail view. */
export const StaffDocumentDetailSchema = StaffDocumentSchema.extend({
  expectedClassification: DocumentClassificationSchema.nullable(),
  /** The document's text: OCR of an image or a scanned PDF page, or a PDF page's own text layer. */
  ocrText: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  /** Why processing failed; staff only. */
  processingError: z.string().nullable(),
  processedAt: z.iso.datetime().nullable(),
  /** When processing tries again after a failed attempt; staff only. */
  processingRetryAt: z.iso.datetime().nullable(),
  /** The staff member who handed in the current file for the family; null when the family did. */
  addedByName: z.string().nullable(),
  /** A photo ID's name against the household's; null for other documents and before the file is read. */
  nameCheck: IdNameCheckSchema.nullable(),
  history: z.array(DocumentHistoryEntrySchema),
  /** Earlier files, oldest first. */
  versions: DocumentVersionListSchema,
  /** The current file's pages in order (after processing). */
  pages: DocumentPageListSchema,
});
export type StaffDocumentDetail = z.infer<typeof StaffDocumentDetailSchema>;

/** POST /api/staff/documents/:documentId/review. */
export const ReviewDocumentBodySchema = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    /** The last day the copy is valid; without it an item with a validity period gets today + its months. */
    expiresOn: z.iso.date().optional(),
  }),
  z.object({
    decision: z.literal('reject'),
    reason: safeText({ min: REJECTION_REASON_MIN, max: REJECTION_REASON_MAX, multiline: true }),
  }),
]);
export type ReviewDocumentBody = z.infer<typeof ReviewDocumentBodySchema>;
