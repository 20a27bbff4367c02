import { useQuery } from '@tanstack/react-query';
import type { Journey } from '@shared/journey/journey.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { openUploadSlots } from '../utils/upload-slots';

/** GET /api/family/journey, reduced to the uploads that still need a file. */
export function useOpenUploadSlots() {
  return useQuery({
    queryKey: queryKeys.familyPortal.journey,
    queryFn: ({ signal }) => apiRequest<Journey>('/family/journey', { signal }),
    select: openUploadSlots,
  });
}
