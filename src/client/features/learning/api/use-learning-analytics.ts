import { useQuery } from '@tanstack/react-query';
import type { LearningAnalytics } from '@shared/learning/analytics.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { LEARNING_API } from './learning-api';

/** GET /api/staff/learning/analytics: the Analytics tab. */
export function useLearningAnalytics() {
  return useQuery({
    queryKey: queryKeys.learning.analytics,
    queryFn: ({ signal }) => apiRequest<LearningAnalytics>(`${LEARNING_API}/analytics`, { signal }),
  });
}
