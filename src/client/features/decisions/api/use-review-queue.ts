import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewItem } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** GET /api/staff/reviews (approve_families): the written reports waiting for a supervisor's review. */
export const reviewQueueQuery = queryOptions({
  queryKey: queryKeys.decisions.reviews,
  queryFn: ({ signal }) => apiRequest<ReviewItem[]>('/staff/reviews', { signal }),
});

export function useReviewQueue() {
  return useQuery(reviewQueueQuery);
}
