/** Limits of the document review forms, without zod (decision 008); documents.schema.ts enforces them. */
export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 500;

/** Most files (photos or PDFs, counted in pages) one upload may combine into one document. */
export const UPLOAD_PAGES_MAX = 20;
/** The files of one upload together may be this many times the single-file limit (UPLOAD_MAX_BYTES). */
export const UPLOAD_TOTAL_SIZE_FACTOR = 4;
/** How far ahead a family may date a copy's expiry, in months (10 years: no ID or certificate lasts longer). */
export const FAMILY_EXPIRY_MAX_MONTHS = 120;
