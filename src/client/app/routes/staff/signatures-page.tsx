import { CountersignQueueView } from '@client/features/signing/components/staff/countersign-queue-view';

/**
 * /staff/signatures (a family's caseworker or a supervisor; the staff layout guards it, from STAFF_PAGES): the
 * documents waiting for the signed-in staff member's countersignature, and one open for signing (?document=).
 */
export function Component() {
  return <CountersignQueueView />;
}
