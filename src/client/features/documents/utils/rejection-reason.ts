import { REJECTION_REASON_MAX, REJECTION_REASON_MIN } from '@shared/documents/documents.limits';

/** The reject dialog's check, the same rule as ReviewDocumentBodySchema (trimmed, 3–500 characters). */
export function rejectionReasonError(reason: string): string | null {
  const length = reason.trim().length;
  if (length === 0) return 'Enter a reason for the family';
  if (length < REJECTION_REASON_MIN) return `Enter at least ${REJECTION_REASON_MIN} characters`;
  if (length > REJECTION_REASON_MAX) return `Use at most ${REJECTION_REASON_MAX} characters`;
  return null;
}
