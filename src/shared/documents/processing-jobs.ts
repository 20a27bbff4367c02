/** The background job that processes handed-in files (server: document-processing.service). */
export const PROCESS_DOCUMENT_JOB = 'process-document';

/**
 * Its payload for the demo data: every handed-in document that has no file yet gets a generated sample file,
 * processed like an upload, so staff can open and review the seeded documents.
 */
export const SAMPLE_FILES_PAYLOAD = { samples: true } as const;
