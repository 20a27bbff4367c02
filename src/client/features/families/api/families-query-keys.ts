import type { ListFamiliesQuery } from '@shared/families/families.schema';

/** Query keys of the families feature; `all` is the prefix every change to a family invalidates. */
export const familiesQueryKeys = {
  all: ['families'] as const,
  list: (query: Partial<ListFamiliesQuery>) => ['families', 'list', query] as const,
  applications: (page: number, pageSize: number) => ['families', 'applications', { page, pageSize }] as const,
  detail: (familyId: string) => ['families', 'detail', familyId] as const,
  supportStaffOptions: (search: string) => ['families', 'support-staff-options', search] as const,
};

/** /staff/families/:familyId under the API base. */
export function familyApiPath(familyId: string): string {
  return `/staff/families/${encodeURIComponent(familyId)}`;
}
