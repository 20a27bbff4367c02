import { useQuery } from '@tanstack/react-query';
import type { DemoFamilyAvailability } from '@shared/auth/family-auth.schema';
import { apiRequest } from '@client/lib/api-client';

/** GET /api/auth/demo-family: whether this server offers the demo family (it never changes while it runs). */
export function useDemoFamilyAvailability() {
  return useQuery({
    queryKey: ['auth', 'demo-family'],
    queryFn: ({ signal }) =>
      apiRequest<DemoFamilyAvailability>('/auth/demo-family', { withToken: false, signal }),
    staleTime: Infinity,
  });
}
