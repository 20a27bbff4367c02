import { PATHS } from '../paths';

// Apart from the dashboard's schema (zod), which the page that links to them need not load with its first paint.

/** The staff Documents page, filtered as the dashboard's figures count (its query parameters). */
export const STAFF_DOCUMENTS_SUBMITTED = `${PATHS.staffDocuments}?status=submitted`;
export const STAFF_DOCUMENTS_FAILED = `${PATHS.staffDocuments}?processingStatus=failed`;
export const STAFF_DOCUMENTS_EXPIRING = `${PATHS.staffDocuments}?expiring=soon`;
