import { useQuery } from '@tanstack/react-query';
import type { ProgramTypes } from '@shared/system-config/program-types';
import { apiRequest } from './api-client';
import { queryKeys } from './query-keys';

/**
 * GET /api/staff/system/program-types: the agency's program types in menu order. New Family, the family page
 * and System Configuration each read them (one query, one cache entry).
 */
export function useProgramTypes() {
  return useQuery({
    queryKey: queryKeys.systemConfig.programTypes,
    queryFn: ({ signal }) => apiRequest<ProgramTypes>('/staff/system/program-types', { signal }),
    select: (data) => data.programTypes,
  });
}
