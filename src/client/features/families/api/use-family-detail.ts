import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FamilyDetail, SupportStaffOptionsSchema } from '@shared/families/families.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { familyApiPath } from './family-api-path';

/** GET /api/staff/families/:familyId: everything staff see about one family. */
export function useFamilyDetail(familyId: string) {
  return useQuery({
    queryKey: queryKeys.families.detail(familyId),
    queryFn: ({ signal }) => apiRequest<FamilyDetail>(familyApiPath(familyId), { signal }),
  });
}

export type SupportStaffOption = z.infer<typeof SupportStaffOptionsSchema>[number];

/** GET /api/staff/families/support-staff-options?search=: up to 20 staff users to pick from. */
export function useSupportStaffOptions(search: string) {
  return useQuery({
    queryKey: queryKeys.families.supportStaffOptions(search),
    queryFn: ({ signal }) =>
      apiRequest<SupportStaffOption[]>('/staff/families/support-staff-options', {
        query: { search },
        signal,
      }),
    staleTime: 5 * 60_000,
  });
}
