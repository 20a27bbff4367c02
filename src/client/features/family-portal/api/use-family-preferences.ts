import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FamilyPreferences,
  UpdateFamilyPreferencesBody,
} from '@shared/family-portal/family-preferences.schema';
import type { LanguageCode } from '@shared/i18n/languages';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** Under the family prefix: whatever refreshes the family's reads refreshes this too. */
const preferencesKey = [...queryKeys.familyPortal.all, 'preferences'] as const;

/** GET /api/family/preferences: what the family chose for its portal (its language). */
export function useFamilyPreferences() {
  return useQuery({
    queryKey: preferencesKey,
    queryFn: ({ signal }) => apiRequest<FamilyPreferences>('/family/preferences', { signal }),
    // A family without the route yet (or offline) keeps the language it has; asking again changes nothing.
    retry: false,
  });
}

/** PUT /api/family/preferences: saves the family's language to its profile (every device, and its e-mails). */
export function useSaveFamilyLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (preferredLanguage: LanguageCode) =>
      apiRequest<FamilyPreferences>('/family/preferences', {
        method: 'PUT',
        body: { preferredLanguage } satisfies UpdateFamilyPreferencesBody,
      }),
    // The saved choice is what the layout applies from now on (it must not switch back to the old one).
    onSuccess: (_saved, preferredLanguage) =>
      queryClient.setQueryData<FamilyPreferences>(preferencesKey, { preferredLanguage }),
  });
}
