import { useQuery } from '@tanstack/react-query';
import type { Journey } from '@shared/family-portal/journey.schema';
import { apiRequest } from '@client/lib/api-client';
import { openUploadSlots } from '../utils/upload-slots';
import { FAMILY_JOURNEY_KEY } from './documents-query-keys';

/** GET /api/family/journey, reduced to the uploads that still need a file. */
export function useOpenUploadSlots() {
  return useQuery({
    queryKey: FAMILY_JOURNEY_KEY,
    queryFn: ({ signal }) => apiRequest<Journey>('/family/journey', { signal }),
    select: openUploadSlots,
  });
}
