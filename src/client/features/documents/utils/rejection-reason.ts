/**
 * REJECTION_REASON_MIN and _MAX of documents.schema, repeated so the staff pages do not load zod with that
 * module; rejection-reason.test.ts keeps them equal.
 */
export const REASON_MIN_LENGTH = 3;
export const REASON_MAX_LENGTH = 500;

/** The reject dialog's check, the same rule as ReviewDocumentBodySchema (trimmed, 3–500 characters). */
export function rejectionReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'Enter a reason for the family';
  if (length < REASON_MIN_LENGTH) return `Enter at least ${REASON_MIN_LENGTH} characters`;
  if (length > REASON_MAX_LENGTH) return `Use at most ${REASON_MAX_LENGTH} characters`;
  return null;
}
