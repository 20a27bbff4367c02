/** Limits of the document review forms, without zod (decision 008); documents.schema.ts enforces them. */
export const REJECTION_REASON_MIN = 3;
export const REJECTION_REASON_MAX = 500;
