import { useQuery } from '@tanstack/react-query';
import type { Journey } from '@shared/family-portal/journey.schema';
import { apiRequest } from '@client/lib/api-client';
import { openUploadSlots } from '../utils/upload-slots';

/** GET /api/family/journey, reduced to the uploads that still need a file. */
export function useOpenUploadSlots(enabled: boolean) {
  return useQuery({
    queryKey: ['family', 'journey'] as const,
    queryFn: ({ signal }) => apiRequest<Journey>('/family/journey', { signal }),
    select: openUploadSlots,
    enabled,
  });
}
