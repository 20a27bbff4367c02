import { and, desc, eq, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { families, familyTraining, familyTrainingEntries, profiles } from '../../db/schema';

type NewEntry = typeof familyTrainingEntries.$inferInsert;

/**
 * Adds a ledger entry and its hours to the family's running total (creating the family_training row with
 * the defaults when it has none). A course entry is written once per enrollment: false when it exists.
 */
export async function addTrainingEntry(tx: Tx, entry: NewEntry): Promise<{ id: string } | undefined> {
  const [row] = await tx
    .insert(familyTrainingEntries)
    .values(entry)
    .onConflictDoNothing()
    .returning({ id: familyTrainingEntries.id });
  if (!row) return undefined;
  await tx
    .insert(familyTraining)
    .values({ familyId: entry.familyId, completedHours: entry.hours })
    .onConflictDoUpdate({
      target: familyTraining.familyId,
      set: {
        completedHours: sql`${familyTraining.completedHours} + excluded.completed_hours`,
        updatedAt: new Date(),
      },
    });
  return row;
}

export async function familyExists(db: Conn, familyId: string): Promise<boolean> {
  const [row] = await db.select({ id: families.id }).from(families).where(eq(families.id, familyId));
  return Boolean(row);
}

export async function findTrainingTotals(db: Conn, familyId: string) {
  const [row] = await db
    .select({ requiredHours: familyTraining.requiredHours, completedHours: familyTraining.completedHours })
    .from(familyTraining)
    .where(eq(familyTraining.familyId, familyId));
  return row;
}

/** The family's ledger, newest first, with the name of whoever recorded each outside training. */
export async function listTrainingEntries(db: Conn, familyId: string) {
  return db
    .select({
      id: familyTrainingEntries.id,
      source: familyTrainingEntries.source,
      title: familyTrainingEntries.title,
      hours: familyTrainingEntries.hours,
      completedOn: familyTrainingEntries.completedOn,
      fileStorageKey: familyTrainingEntries.fileStorageKey,
      fileMimeType: familyTrainingEntries.fileMimeType,
      recordedBy: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.email})`,
    })
    .from(familyTrainingEntries)
    .leftJoin(profiles, eq(profiles.id, familyTrainingEntries.recordedBy))
    .where(eq(familyTrainingEntries.familyId, familyId))
    .orderBy(desc(familyTrainingEntries.completedOn), desc(familyTrainingEntries.createdAt));
}

export async function findTrainingFile(db: Conn, familyId: string, entryId: string) {
  const [row] = await db
    .select({
      title: familyTrainingEntries.title,
      key: familyTrainingEntries.fileStorageKey,
      mimeType: familyTrainingEntries.fileMimeType,
    })
    .from(familyTrainingEntries)
    .where(and(eq(familyTrainingEntries.id, entryId), eq(familyTrainingEntries.familyId, familyId)));
  return row;
}
