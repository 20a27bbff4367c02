import { count, eq, inArray } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { agencySettings, documentRequirements, families } from '../../db/schema';

/** The stored list, locked: two saves of the list take turns. */
export async function lockSetting(db: Tx, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: agencySettings.value })
    .from(agencySettings)
    .where(eq(agencySettings.key, key))
    .for('update');
  return row?.value;
}

/** How many families and checklist items name each of these program types. */
export async function usageOf(db: Conn, names: readonly string[]) {
  if (names.length === 0) return { families: [], requirements: [] };
  const [familyRows, requirementRows] = await Promise.all([
    db
      .select({ name: families.applicantType, total: count() })
      .from(families)
      .where(inArray(families.applicantType, [...names]))
      .groupBy(families.applicantType),
    db
      .select({ name: documentRequirements.programType, total: count() })
      .from(documentRequirements)
      .where(inArray(documentRequirements.programType, [...names]))
      .groupBy(documentRequirements.programType),
  ]);
  return { families: familyRows, requirements: requirementRows };
}
