import { useMutation } from '@tanstack/react-query';
import type {
  FamilyPreferences,
  UpdateFamilyPreferencesBody,
} from '@shared/family-portal/family-preferences.schema';
import type { LanguageCode } from '@shared/i18n/languages';
import { apiRequest } from '@client/lib/api-client';

/**
 * PUT /api/family/preferences: saves the family's language to its profile (every device, its e-mails, and the
 * sessions it signs in with from now on).
 */
export function useSaveFamilyLanguage() {
  return useMutation({
    mutationFn: (preferredLanguage: LanguageCode) =>
      apiRequest<FamilyPreferences>('/family/preferences', {
        method: 'PUT',
        body: { preferredLanguage } satisfies UpdateFamilyPreferencesBody,
      }),
  });
}
