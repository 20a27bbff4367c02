import { z } from 'zod';
import { TOTAL_JOURNEY_STEPS } from '../journey/journey-steps';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { safeText, searchText } from '../text/safe-text';
import { DOCUMENT_CLASSIFICATIONS } from './classification';
import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from './documents.limits';

export const DOCUMENT_STATUSES = ['pending', 'submitted', 'completed', 'approved', 'rejected'] as const;
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
};

export const DocumentIdParamsSchema = z.object({ documentId: z.uuid() });

/**
 * The text fields of POST /api/family/documents (multipart/form-data, plus one part named `file`).
 * `documentId` fills an existing pending or rejected slot of the family; without it a new item is created.
 */
export const UploadDocumentFieldsSchema = z.object({
  stepId,
  documentName: safeText({ min: 1, max: 200 }),
  documentId: z.uuid().optional(),
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
  createdAt: z.iso.datetime(),
});
export type FamilyDocument = z.infer<typeof FamilyDocumentSchema>;

export const FamilyDocumentListSchema = z.array(FamilyDocumentSchema);

/** 201 answer of an upload. */
export const UploadDocumentResponseSchema = z.object({ document: FamilyDocumentSchema });
export type UploadDocumentResponse = z.infer<typeof UploadDocumentResponseSchema>;

const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/staff/documents: filters and search (document name, family name, case number). */
export const StaffDocumentListQuerySchema = PaginationQuerySchema.extend({
  status: DocumentStatusSchema.optional(),
  processingStatus: ProcessingStatusSchema.optional(),
  familyId: z.uuid().optional(),
  stepId: stepId.optional(),
  /** 'true': only documents flagged as a likely mismatch; 'false': only unflagged ones. */
  flagged: booleanQuery.optional(),
  search: searchText,
});
export type StaffDocumentListQuery = z.input<typeof StaffDocumentListQuerySchema>;

/** A row of the staff Documents list. */
export const StaffDocumentSchema = z.object({
  id: z.uuid(),
  familyId: z.uuid(),
  familyName: z.string(),
  caseNumber: z.string(),
  stepId: z.number().int(),
  documentName: z.string(),
  status: DocumentStatusSchema,
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

/** The staff detail view. */
export const StaffDocumentDetailSchema = StaffDocumentSchema.extend({
  expectedClassification: DocumentClassificationSchema.nullable(),
  /** The document's text: OCR of an image or a scanned PDF page, or a PDF page's own text layer. */
  ocrText: z.string().nullable(),
  pageCount: z.number().int().nullable(),
  /** Why processing failed; staff only. */
  processingError: z.string().nullable(),
  processedAt: z.iso.datetime().nullable(),
  history: z.array(DocumentHistoryEntrySchema),
});
export type StaffDocumentDetail = z.infer<typeof StaffDocumentDetailSchema>;

/** POST /api/staff/documents/:documentId/review. */
export const ReviewDocumentBodySchema = z.discriminatedUnion('decision', [
  z.object({ decision: z.literal('approve') }),
  z.object({
    decision: z.literal('reject'),
    reason: safeText({ min: REJECTION_REASON_MIN, max: REJECTION_REASON_MAX, multiline: true }),
  }),
]);
export type ReviewDocumentBody = z.infer<typeof ReviewDocumentBodySchema>;
