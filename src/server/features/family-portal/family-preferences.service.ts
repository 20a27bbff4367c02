import type {
  FamilyPreferences,
  UpdateFamilyPreferencesBody,
} from '@shared/family-portal/family-preferences.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { familyRead, readAsFamily } from '../auth/session-reads.service';
import * as repo from './family-preferences.repository';

/** The family's preferences as a part of another feature's one-statement read, and its schema. */
export const preferencesJsonParts = { preferences: repo.preferencesJson };
export const preferencesJsonSchemas = { preferences: repo.PreferencesJsonSchema };

const familyNotFound = () => new AppError('NOT_FOUND', { message: 'No family is linked to this account.' });

const preferencesRead = familyRead('family_preferences', repo.PreferencesJsonSchema, (familyId) =>
  repo.preferencesJson(familyId),
);

/** What the signed-in family chose for its portal (one statement with the session check). */
export async function getFamilyPreferences(ctx: AppContext, caller: Caller): Promise<FamilyPreferences> {
  const { data } = await readAsFamily(ctx, caller, preferencesRead, {});
  if (!data) throw familyNotFound();
  return { preferredLanguage: data.preferredLanguage };
}

/**
 * Saves the family's language: its pages open in it on every device and its e-mails are written in it. A
 * change is audited (from, to); choosing the language it already has changes nothing and records nothing.
 */
export async function updateFamilyPreferences(
  ctx: AppContext,
  caller: Caller,
  body: UpdateFamilyPreferencesBody,
): Promise<FamilyPreferences> {
  const { familyId } = requireFamily(caller);
  return ctx.db.transaction(async (tx) => {
    const from = await repo.lockPreferredLanguage(tx, familyId);
    if (!from) throw familyNotFound();
    const to = body.preferredLanguage;
    if (from !== to) {
      await repo.setPreferredLanguage(tx, familyId, to);
      await writeAudit(tx, caller.actor, {
        action: 'family.language_changed',
        objectType: 'family',
        objectId: familyId,
        familyId,
        details: { from, to },
      });
    }
    return { preferredLanguage: to };
  });
}
