import { eq, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { type LanguageCode, LANGUAGE_CODES } from '@shared/i18n/languages';
import type { Tx } from '../../db/client';
import { families } from '../../db/schema';

export const PreferencesJsonSchema = z.object({ preferredLanguage: z.enum(LANGUAGE_CODES) });

/** The family's preferences as JSON (`{ preferredLanguage }`), or null when there is no such family. */
export function preferencesJson(familyId: SQL): SQL {
  return sql`(select json_build_object('preferredLanguage', ${families.preferredLanguage})
    from ${families} where ${families.id} = ${familyId})`;
}

/** The family's language, locked until the transaction ends; undefined when there is no such family. */
export async function lockPreferredLanguage(tx: Tx, familyId: string): Promise<LanguageCode | undefined> {
  const [row] = await tx
    .select({ language: families.preferredLanguage })
    .from(families)
    .where(eq(families.id, familyId))
    .for('update');
  return row?.language;
}

export async function setPreferredLanguage(tx: Tx, familyId: string, language: LanguageCode): Promise<void> {
  await tx.update(families).set({ preferredLanguage: language }).where(eq(families.id, familyId));
}
