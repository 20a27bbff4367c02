import { useQuery } from '@tanstack/react-query';
import type { CHECK_QUEUES, CheckQueue } from '@shared/background-checks/background-checks.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

export type CheckQueueName = (typeof CHECK_QUEUES)[number];

/** GET /api/staff/background-checks?queue=…: the agency's checks waiting for a result or an exemption. */
export function useCheckQueue(queue: CheckQueueName) {
  return useQuery({
    queryKey: queryKeys.backgroundChecks.queue(queue),
    queryFn: ({ signal }) => apiRequest<CheckQueue>('/staff/background-checks', { query: { queue }, signal }),
  });
}
