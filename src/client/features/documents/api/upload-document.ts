import type { UploadDocumentFields, UploadDocumentResponse } from '@shared/documents/documents.schema';
import { apiUpload, type UploadOptions } from '@client/lib/api-client';

/** The document slot an upload fills: the journey item's id when there is one, else a new item of that step. */
export interface UploadTarget {
  documentId?: string;
  stepId: number;
  documentName: string;
}

/** The multipart body of POST /api/family/documents: text fields first, then the part named `file`. */
export function uploadFormData(target: UploadTarget, file: Blob, fileName: string): FormData {
  const form = new FormData();
  const fields: UploadDocumentFields = {
    stepId: target.stepId,
    documentName: target.documentName,
    documentId: target.documentId,
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, String(value));
  }
  form.append('file', file, fileName);
  return form;
}

/** POST /api/family/documents with upload progress; resolves with the stored document (201). */
export function uploadDocument(
  target: UploadTarget,
  file: Blob,
  fileName: string,
  options: UploadOptions = {},
): Promise<UploadDocumentResponse> {
  return apiUpload<UploadDocumentResponse>(
    '/family/documents',
    uploadFormData(target, file, fileName),
    options,
  );
}
