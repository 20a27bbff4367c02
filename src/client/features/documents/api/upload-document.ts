import type { UploadDocumentFields, UploadDocumentResponse } from '@shared/documents/documents.schema';
import { apiUpload, type UploadOptions } from '@client/lib/api-client';

/** The document slot an upload fills: the journey item's id when there is one, else a new item of that step. */
export interface UploadTarget {
  documentId?: string;
  stepId: number;
  documentName: string;
  /** The expiry date printed on the document (YYYY-MM-DD), for an item with a validity period. */
  expiresOn?: string;
}

/** One file of an upload; several become the pages of one document, in this order. */
export interface UploadPart {
  file: Blob;
  fileName: string;
}

/** The multipart body of POST /api/family/documents: text fields first, then one part named `file` per file. */
export function uploadFormData(target: UploadTarget, parts: readonly UploadPart[]): FormData {
  const form = new FormData();
  const fields: UploadDocumentFields = {
    stepId: target.stepId,
    documentName: target.documentName,
    documentId: target.documentId,
    expiresOn: target.expiresOn,
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, String(value));
  }
  for (const part of parts) form.append('file', part.file, part.fileName);
  return form;
}

/** POST /api/family/documents with upload progress; resolves with the stored document (201). */
export function uploadDocument(
  target: UploadTarget,
  parts: readonly UploadPart[],
  options: UploadOptions = {},
): Promise<UploadDocumentResponse> {
  return apiUpload<UploadDocumentResponse>('/family/documents', uploadFormData(target, parts), options);
}
