import { z } from 'zod';
import { LANGUAGE_CODES } from '../i18n/languages';

/** GET/PUT /api/family/preferences (the signed-in family): what the family chose for its own portal. */
export const FamilyPreferencesSchema = z.object({
  /** The language of the family's pages and e-mails (issue 12). */
  preferredLanguage: z.enum(LANGUAGE_CODES),
});
export type FamilyPreferences = z.infer<typeof FamilyPreferencesSchema>;

export const UpdateFamilyPreferencesBodySchema = FamilyPreferencesSchema;
export type UpdateFamilyPreferencesBody = z.infer<typeof UpdateFamilyPreferencesBodySchema>;
