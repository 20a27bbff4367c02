import { and, asc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { documentRequirements, families, familyDocuments, householdMembers } from '../../db/schema';

const {
  createdAt: _created,
  updatedAt: _updated,
  ...requirementColumns
} = getTableColumns(documentRequirements);

export type RequirementRow = Pick<typeof documentRequirements.$inferSelect, keyof typeof requirementColumns>;
type RequirementValues = Omit<typeof documentRequirements.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** The whole checklist, by step then position. */
export async function listRequirements(db: Conn): Promise<RequirementRow[]> {
  return db
    .select(requirementColumns)
    .from(documentRequirements)
    .orderBy(
      asc(documentRequirements.stepId),
      asc(documentRequirements.position),
      asc(documentRequirements.id),
    );
}

/** One item, locked for the change that reads it. */
export async function findRequirementForUpdate(db: Conn, id: string): Promise<RequirementRow | undefined> {
  const [row] = await db
    .select(requirementColumns)
    .from(documentRequirements)
    .where(eq(documentRequirements.id, id))
    .for('update');
  return row;
}

/** The step's items, locked: adding and reordering in one step take turns. */
export async function lockStep(db: Conn, stepId: number) {
  return db
    .select({ id: documentRequirements.id, position: documentRequirements.position })
    .from(documentRequirements)
    .where(eq(documentRequirements.stepId, stepId))
    .orderBy(asc(documentRequirements.position))
    .for('update');
}

export async function insertRequirement(db: Conn, values: RequirementValues): Promise<RequirementRow> {
  const [row] = await db.insert(documentRequirements).values(values).returning(requirementColumns);
  if (!row) throw new Error('insert document_requirements returned no row');
  return row;
}

export async function updateRequirement(db: Conn, id: string, values: Partial<RequirementValues>) {
  await db
    .update(documentRequirements)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(documentRequirements.id, id));
}

/** Positions 10, 20, 30… in the order given (every id belongs to the step; the service checked). */
export async function setPositions(db: Conn, ids: readonly string[]) {
  await db.execute(sql`update document_requirements r set position = o.position, updated_at = now()
    from unnest(${sql.param([...ids])}::uuid[]) with ordinality as o(id, position)
    where r.id = o.id`);
  // ordinality is 1-based: stretch to 10, 20, 30 so a later insert has room.
  await db
    .update(documentRequirements)
    .set({ position: sql`${documentRequirements.position} * 10` })
    .where(inArray(documentRequirements.id, [...ids]));
}

// ---- one family ----------------------------------------------------------------------------------

const familyItemFields = {
  id: familyDocuments.id,
  familyId: familyDocuments.familyId,
  stepId: familyDocuments.stepId,
  documentName: familyDocuments.documentName,
  status: familyDocuments.status,
  source: familyDocuments.source,
  waivedReason: familyDocuments.waivedReason,
  memberName: sql<string | null>`coalesce(${householdMembers.name}, ${familyDocuments.formerMemberName})`,
};

/** One of the family's documents with its member's name, locked for a waiver. */
export async function findFamilyDocumentForUpdate(db: Conn, familyId: string, documentId: string) {
  const [row] = await db
    .select(familyItemFields)
    .from(familyDocuments)
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(and(eq(familyDocuments.id, documentId), eq(familyDocuments.familyId, familyId)))
    .for('update', { of: familyDocuments });
  return row;
}

export async function findMemberName(db: Conn, familyId: string, memberId: string) {
  const [row] = await db
    .select({ name: householdMembers.name })
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.familyId, familyId)));
  return row?.name;
}

type OneOffValues = Pick<
  typeof familyDocuments.$inferInsert,
  'familyId' | 'householdMemberId' | 'stepId' | 'documentName' | 'documentType' | 'required' | 'addedBy'
>;

export async function insertOneOff(db: Conn, values: OneOffValues) {
  const [row] = await db
    .insert(familyDocuments)
    .values({ ...values, source: 'one_off' })
    .returning({ id: familyDocuments.id });
  if (!row) throw new Error('insert family_documents returned no row');
  return row.id;
}

export async function waive(
  db: Conn,
  documentId: string,
  waiver: { waivedAt: Date; waivedBy: string; waivedReason: string },
) {
  await db
    .update(familyDocuments)
    .set({ status: 'waived', ...waiver, updatedAt: sql`now()` })
    .where(eq(familyDocuments.id, documentId));
}

/**
 * Takes a waiver back: the item returns to the state its own dates and file say it was in (rejected, expired,
 * handed in, else requested). Returns the new status.
 */
export async function reinstate(db: Conn, documentId: string) {
  const [row] = await db
    .update(familyDocuments)
    .set({
      status: sql`case
        when ${familyDocuments.rejectedAt} is not null then 'rejected'
        when ${familyDocuments.approvedAt} is not null then 'expired'
        when ${familyDocuments.storageKey} is not null then 'submitted'
        else 'pending' end`,
      waivedAt: null,
      waivedBy: null,
      waivedReason: null,
      updatedAt: sql`now()`,
    })
    .where(eq(familyDocuments.id, documentId))
    .returning({ status: familyDocuments.status });
  if (!row) throw new Error('update family_documents returned no row');
  return row.status;
}

export async function familyExists(db: Conn, familyId: string) {
  const [row] = await db.select({ id: families.id }).from(families).where(eq(families.id, familyId));
  return row !== undefined;
}
