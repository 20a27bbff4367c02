import { aliasedTable, and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Conn, Tx } from '../../db/client';
import { jsonArray, type JsonRow } from '../../db/json';
import { jsonRowSchema } from '../../db/json-schema';
import {
  homeAssessmentItems,
  homeAssessmentPhotos,
  homeAssessmentResults,
  homeAssessments,
  profiles,
} from '../../db/schema';

// ---- The checklist -------------------------------------------------------------------------------

/** Every item, switched off ones too, with how many assessments recorded it (System Configuration). */
export function itemTypes(db: Conn) {
  return db
    .select({
      key: homeAssessmentItems.key,
      name: homeAssessmentItems.name,
      guidance: homeAssessmentItems.guidance,
      active: homeAssessmentItems.active,
      position: homeAssessmentItems.position,
      inUse: sql<number>`(select count(*)::int from ${homeAssessmentResults}
        where ${homeAssessmentResults.itemKey} = ${homeAssessmentItems.key})`,
    })
    .from(homeAssessmentItems)
    .orderBy(asc(homeAssessmentItems.position), asc(homeAssessmentItems.name));
}
export type ItemTypeRow = Awaited<ReturnType<typeof itemTypes>>[number];

export async function insertItemType(
  tx: Tx,
  values: { key: string; name: string; guidance: string; active: boolean },
) {
  const [row] = await tx
    .insert(homeAssessmentItems)
    .values({
      ...values,
      position: sql`(select coalesce(max(${homeAssessmentItems.position}), 0) + 1 from ${homeAssessmentItems})`,
    })
    .onConflictDoNothing()
    .returning({ key: homeAssessmentItems.key });
  return row;
}

export async function updateItemType(
  tx: Tx,
  key: string,
  values: { name: string; guidance: string; active: boolean },
) {
  const [row] = await tx
    .update(homeAssessmentItems)
    .set(values)
    .where(eq(homeAssessmentItems.key, key))
    .returning({ key: homeAssessmentItems.key });
  return row;
}

// ---- A family's assessment ------------------------------------------------------------------------

const completer = aliasedTable(profiles, 'completer');

export async function findAssessment(db: Conn, familyId: string) {
  const [row] = await db
    .select({
      id: homeAssessments.id,
      startedAt: homeAssessments.startedAt,
      completedAt: homeAssessments.completedAt,
      completedByName: completer.displayName,
    })
    .from(homeAssessments)
    .leftJoin(completer, eq(completer.id, homeAssessments.completedBy))
    .where(eq(homeAssessments.familyId, familyId));
  return row;
}
export type AssessmentRow = NonNullable<Awaited<ReturnType<typeof findAssessment>>>;

/** The family's assessment, locked for the change; started (by `userId`) when it has none yet. */
export async function lockOrStartAssessment(tx: Tx, familyId: string, userId: string) {
  await tx
    .insert(homeAssessments)
    .values({ familyId, startedBy: userId })
    .onConflictDoNothing({ target: homeAssessments.familyId });
  const [row] = await tx
    .select({ id: homeAssessments.id, completedAt: homeAssessments.completedAt })
    .from(homeAssessments)
    .where(eq(homeAssessments.familyId, familyId))
    .for('update');
  if (!row) throw new Error('the assessment was just started');
  return row;
}

export async function lockAssessment(tx: Tx, familyId: string) {
  const [row] = await tx
    .select({ id: homeAssessments.id, completedAt: homeAssessments.completedAt })
    .from(homeAssessments)
    .where(eq(homeAssessments.familyId, familyId))
    .for('update');
  return row;
}

export async function markCompleted(tx: Tx, assessmentId: string, userId: string, at: Date) {
  await tx
    .update(homeAssessments)
    .set({ completedAt: at, completedBy: userId })
    .where(eq(homeAssessments.id, assessmentId));
}

// ---- Results ------------------------------------------------------------------------------------

const updater = aliasedTable(profiles, 'updater');

export function resultsOf(db: Conn, assessmentId: string) {
  return db
    .select({
      id: homeAssessmentResults.id,
      itemKey: homeAssessmentResults.itemKey,
      result: homeAssessmentResults.result,
      note: homeAssessmentResults.note,
      correctionDueDate: homeAssessmentResults.correctionDueDate,
      correctionStatus: homeAssessmentResults.correctionStatus,
      familyNote: homeAssessmentResults.familyNote,
      answeredAt: homeAssessmentResults.answeredAt,
      staffReply: homeAssessmentResults.staffReply,
      decidedAt: homeAssessmentResults.decidedAt,
      version: homeAssessmentResults.version,
      updatedAt: homeAssessmentResults.updatedAt,
      updatedByName: updater.displayName,
    })
    .from(homeAssessmentResults)
    .leftJoin(updater, eq(updater.id, homeAssessmentResults.updatedBy))
    .where(eq(homeAssessmentResults.assessmentId, assessmentId));
}
export type ResultRow = Awaited<ReturnType<typeof resultsOf>>[number];

export async function lockResult(tx: Tx, assessmentId: string, itemKey: string) {
  const [row] = await tx
    .select()
    .from(homeAssessmentResults)
    .where(
      and(eq(homeAssessmentResults.assessmentId, assessmentId), eq(homeAssessmentResults.itemKey, itemKey)),
    )
    .for('update');
  return row;
}
export type LockedResult = NonNullable<Awaited<ReturnType<typeof lockResult>>>;

type ResultValues = Omit<
  typeof homeAssessmentResults.$inferInsert,
  'id' | 'assessmentId' | 'itemKey' | 'version'
>;

export async function insertResult(tx: Tx, assessmentId: string, itemKey: string, values: ResultValues) {
  await tx.insert(homeAssessmentResults).values({ assessmentId, itemKey, ...values, version: 1 });
}

/** Writes the change and raises the version by one. */
export async function updateResult(tx: Tx, id: string, values: Partial<ResultValues>) {
  await tx
    .update(homeAssessmentResults)
    .set({ ...values, version: sql`${homeAssessmentResults.version} + 1` })
    .where(eq(homeAssessmentResults.id, id));
}

// ---- Photos -------------------------------------------------------------------------------------

const photographer = aliasedTable(profiles, 'photographer');

export function photosOf(db: Conn, assessmentId: string) {
  return db
    .select({
      id: homeAssessmentPhotos.id,
      itemKey: homeAssessmentPhotos.itemKey,
      source: homeAssessmentPhotos.source,
      createdAt: homeAssessmentPhotos.createdAt,
      byName: photographer.displayName,
    })
    .from(homeAssessmentPhotos)
    .leftJoin(photographer, eq(photographer.id, homeAssessmentPhotos.createdBy))
    .where(eq(homeAssessmentPhotos.assessmentId, assessmentId))
    .orderBy(asc(homeAssessmentPhotos.createdAt), asc(homeAssessmentPhotos.id));
}
export type PhotoRow = Awaited<ReturnType<typeof photosOf>>[number];

export async function findPhoto(db: Conn, assessmentId: string, photoId: string) {
  const [row] = await db
    .select()
    .from(homeAssessmentPhotos)
    .where(and(eq(homeAssessmentPhotos.assessmentId, assessmentId), eq(homeAssessmentPhotos.id, photoId)));
  return row;
}

export async function countPhotos(tx: Tx, assessmentId: string, itemKey: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(homeAssessmentPhotos)
    .where(
      and(eq(homeAssessmentPhotos.assessmentId, assessmentId), eq(homeAssessmentPhotos.itemKey, itemKey)),
    );
  return row?.n ?? 0;
}

export async function insertPhoto(tx: Tx, values: typeof homeAssessmentPhotos.$inferInsert) {
  await tx.insert(homeAssessmentPhotos).values(values);
}

export async function deletePhoto(tx: Tx, photoId: string) {
  await tx.delete(homeAssessmentPhotos).where(eq(homeAssessmentPhotos.id, photoId));
}

// ---- The family's tasks -------------------------------------------------------------------------

const openCorrectionFields = {
  id: homeAssessmentResults.id,
  itemKey: homeAssessmentResults.itemKey,
  name: homeAssessmentItems.name,
  note: homeAssessmentResults.note,
  dueDate: homeAssessmentResults.correctionDueDate,
};
export type OpenCorrectionJson = JsonRow<typeof openCorrectionFields>;
export const OpenCorrectionJsonSchema = jsonRowSchema(openCorrectionFields);

/**
 * The corrections the family has to make (open, in an assessment not completed), as one JSON array to embed in
 * the family's tasks statement.
 */
export function openCorrectionsJson(familyId: SQL): SQL {
  return jsonArray(
    openCorrectionFields,
    sql`from ${homeAssessmentResults}
      join ${homeAssessments} on ${homeAssessments.id} = ${homeAssessmentResults.assessmentId}
      join ${homeAssessmentItems} on ${homeAssessmentItems.key} = ${homeAssessmentResults.itemKey}
      where ${homeAssessments.familyId} = ${familyId} and ${homeAssessments.completedAt} is null
        and ${homeAssessmentResults.correctionStatus} = 'open'`,
    sql`${homeAssessmentResults.correctionDueDate}, ${homeAssessmentItems.position}`,
  );
}

/**
 * The assessment's state and its open items (active items without a result, corrections not accepted) as one
 * JSON object (`AssessmentSummary`), to embed in the staff family page's statement.
 */
export function assessmentSummaryJson(familyId: SQL): SQL {
  const results = homeAssessmentResults;
  return sql`(select json_build_object(
      'status', case when ${homeAssessments.id} is null then 'not_started'
        when ${homeAssessments.completedAt} is null then 'in_progress' else 'completed' end,
      'openItems', case when ${homeAssessments.completedAt} is not null then 0 else
        (select count(*)::int from ${homeAssessmentItems} where ${homeAssessmentItems.active} and not exists (
          select 1 from ${results} where ${results.assessmentId} = ${homeAssessments.id}
            and ${results.itemKey} = ${homeAssessmentItems.key}))
        + (select count(*)::int from ${results} where ${results.assessmentId} = ${homeAssessments.id}
            and ${results.correctionStatus} in ('open', 'answered')) end)
    from (select 1) as one
    left join ${homeAssessments} on ${homeAssessments.familyId} = ${familyId})`;
}
