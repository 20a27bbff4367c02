import { ReviewQueueView } from '@client/features/decisions/components/review-queue-view';

/** /staff/reviews (approve_families; the staff layout guards it, from STAFF_PAGES): reports awaiting review. */
export function Component() {
  return <ReviewQueueView />;
}
