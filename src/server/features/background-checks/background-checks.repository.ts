import { aliasedTable, and, asc, count, desc, eq, inArray, like, type SQL, sql } from 'drizzle-orm';
import type { CheckAppliesTo } from '@shared/background-checks/background-check-rules';
import type { Conn, Tx } from '../../db/client';
import { familyReach } from '../../db/family-scope';
import {
  backgroundCheckExemptions,
  backgroundChecks,
  backgroundCheckTypes,
  families,
  familyDisplayNameSql,
  familyDocuments,
  householdMembers,
  profiles,
} from '../../db/schema';

/** The household of a family, oldest first: who may need checks. */
export function householdOf(db: Conn, familyId: string) {
  return db
    .select({
      id: householdMembers.id,
      name: householdMembers.name,
      role: householdMembers.role,
      age: householdMembers.age,
      livedOutOfState: householdMembers.livedOutOfState,
      drivesChildren: householdMembers.drivesChildren,
    })
    .from(householdMembers)
    .where(eq(householdMembers.familyId, familyId))
    .orderBy(asc(householdMembers.createdAt), asc(householdMembers.id));
}
export type HouseholdRow = Awaited<ReturnType<typeof householdOf>>[number];

export function checkTypes(db: Conn) {
  return db
    .select({
      key: backgroundCheckTypes.key,
      name: backgroundCheckTypes.name,
      appliesTo: backgroundCheckTypes.appliesTo,
      active: backgroundCheckTypes.active,
    })
    .from(backgroundCheckTypes)
    .orderBy(asc(backgroundCheckTypes.position), asc(backgroundCheckTypes.name));
}
export type CheckTypeRow = Awaited<ReturnType<typeof checkTypes>>[number];

/** Each type with how many checks were recorded of it (System Configuration). */
export function checkTypesWithUse(db: Conn) {
  return db
    .select({
      key: backgroundCheckTypes.key,
      name: backgroundCheckTypes.name,
      appliesTo: backgroundCheckTypes.appliesTo,
      active: backgroundCheckTypes.active,
      recorded: sql<number>`(select count(*)::int from ${backgroundChecks}
        where ${backgroundChecks.checkType} = ${backgroundCheckTypes.key})`,
    })
    .from(backgroundCheckTypes)
    .orderBy(asc(backgroundCheckTypes.position), asc(backgroundCheckTypes.name));
}

const updater = aliasedTable(profiles, 'updater');

/** A family's recorded checks, with who last changed each and the receipt it links. */
export function checksOfFamily(db: Conn, familyId: string) {
  return db
    .select({
      id: backgroundChecks.id,
      memberId: backgroundChecks.memberId,
      checkType: backgroundChecks.checkType,
      status: backgroundChecks.status,
      submittedDate: backgroundChecks.submittedDate,
      expectedDate: backgroundChecks.expectedDate,
      resultDate: backgroundChecks.resultDate,
      note: backgroundChecks.note,
      version: backgroundChecks.version,
      updatedAt: backgroundChecks.updatedAt,
      updatedBy: updater.displayName,
      receiptId: familyDocuments.id,
      receiptName: familyDocuments.documentName,
      receiptStatus: familyDocuments.status,
    })
    .from(backgroundChecks)
    .leftJoin(updater, eq(updater.id, backgroundChecks.updatedBy))
    .leftJoin(familyDocuments, eq(familyDocuments.id, backgroundChecks.receiptDocumentId))
    .where(eq(backgroundChecks.familyId, familyId))
    .orderBy(asc(backgroundChecks.createdAt));
}
export type CheckRow = Awaited<ReturnType<typeof checksOfFamily>>[number];

const requester = aliasedTable(profiles, 'requester');
const decider = aliasedTable(profiles, 'decider');

/** The exemptions of these checks, newest first (the first of each check is its current one). */
export function exemptionsOf(db: Conn, checkIds: readonly string[]) {
  if (checkIds.length === 0) return Promise.resolve([]);
  const e = backgroundCheckExemptions;
  return db
    .select({
      id: e.id,
      checkId: e.checkId,
      offenceCategory: e.offenceCategory,
      documentsConsidered: e.documentsConsidered,
      requestNote: e.requestNote,
      requestedBy: requester.displayName,
      requestedAt: e.requestedAt,
      decision: e.decision,
      decisionReason: e.decisionReason,
      decidedBy: decider.displayName,
      decidedAt: e.decidedAt,
    })
    .from(e)
    .leftJoin(requester, eq(requester.id, e.requestedBy))
    .leftJoin(decider, eq(decider.id, e.decidedBy))
    .where(inArray(e.checkId, [...checkIds]))
    .orderBy(desc(e.requestedAt), desc(e.id));
}
export type ExemptionRow = Awaited<ReturnType<typeof exemptionsOf>>[number];

/** The family's Live Scan receipts (LIC 9163) that a check may link to. */
export function receiptsOf(db: Conn, familyId: string) {
  return db
    .select({ id: familyDocuments.id, name: familyDocuments.documentName, memberName: householdMembers.name })
    .from(familyDocuments)
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(and(eq(familyDocuments.familyId, familyId), like(familyDocuments.documentName, '%LIC 9163%')))
    .orderBy(asc(familyDocuments.createdAt));
}

export async function lockMember(tx: Tx, familyId: string, memberId: string) {
  const [row] = await tx
    .select({
      id: householdMembers.id,
      name: householdMembers.name,
      role: householdMembers.role,
      age: householdMembers.age,
      livedOutOfState: householdMembers.livedOutOfState,
      drivesChildren: householdMembers.drivesChildren,
    })
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.familyId, familyId)))
    .for('update');
  return row ?? null;
}

export async function setMemberApplies(
  tx: Tx,
  memberId: string,
  values: { livedOutOfState: boolean; drivesChildren: boolean },
) {
  await tx.update(householdMembers).set(values).where(eq(householdMembers.id, memberId));
}

export async function findType(db: Conn, key: string) {
  const [row] = await db.select().from(backgroundCheckTypes).where(eq(backgroundCheckTypes.key, key));
  return row ?? null;
}

/** The check of one adult and type, locked; null while it is not started. */
export async function lockCheck(tx: Tx, memberId: string, typeKey: string) {
  const [row] = await tx
    .select()
    .from(backgroundChecks)
    .where(and(eq(backgroundChecks.memberId, memberId), eq(backgroundChecks.checkType, typeKey)))
    .for('update');
  return row ?? null;
}
export type LockedCheck = NonNullable<Awaited<ReturnType<typeof lockCheck>>>;

export interface CheckValues {
  status: LockedCheck['status'];
  submittedDate: string | null;
  expectedDate: string | null;
  resultDate: string | null;
  note: string | null;
  receiptDocumentId: string | null;
  updatedBy: string;
}

/** Inserts the first record of a check; a concurrent first record loses to the unique index (null). */
export async function insertCheck(
  tx: Tx,
  keys: { familyId: string; memberId: string; checkType: string },
  values: CheckValues,
) {
  const [row] = await tx
    .insert(backgroundChecks)
    .values({ ...keys, ...values })
    .onConflictDoNothing()
    .returning({ id: backgroundChecks.id });
  return row ?? null;
}

export async function updateCheck(tx: Tx, id: string, values: Partial<CheckValues>) {
  await tx
    .update(backgroundChecks)
    .set({ ...values, version: sql`${backgroundChecks.version} + 1` })
    .where(eq(backgroundChecks.id, id));
}

export async function latestExemption(tx: Tx, checkId: string) {
  const [row] = await tx
    .select()
    .from(backgroundCheckExemptions)
    .where(eq(backgroundCheckExemptions.checkId, checkId))
    .orderBy(desc(backgroundCheckExemptions.requestedAt), desc(backgroundCheckExemptions.id))
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function insertExemption(
  tx: Tx,
  values: typeof backgroundCheckExemptions.$inferInsert,
): Promise<void> {
  await tx.insert(backgroundCheckExemptions).values(values);
}

export async function decideExemption(
  tx: Tx,
  id: string,
  values: { decision: 'granted' | 'denied'; decisionReason: string; decidedBy: string },
): Promise<void> {
  await tx
    .update(backgroundCheckExemptions)
    .set({ ...values, decidedAt: new Date() })
    .where(eq(backgroundCheckExemptions.id, id));
}

/** A document of this family (the receipt a check links to must be the family's own). */
export async function familyHasDocument(db: Conn, familyId: string, documentId: string): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(familyDocuments)
    .where(and(eq(familyDocuments.id, documentId), eq(familyDocuments.familyId, familyId)));
  return (row?.n ?? 0) > 0;
}

const QUEUE_STATUSES = {
  awaiting_result: ['submitted', 'in_process'],
  needs_exemption: ['needs_exemption'],
} as const;

/** The Checks queue: checks of the families the user reaches, oldest submission first. */
export function checkQueue(db: Conn, userId: string, queue: keyof typeof QUEUE_STATUSES, limit: number) {
  const reach = familyReach(sql`${userId}::uuid`);
  return db
    .select({
      familyId: families.id,
      familyName: familyDisplayNameSql(families).mapWith(String),
      caseNumber: families.caseNumber,
      memberId: householdMembers.id,
      memberName: householdMembers.name,
      typeKey: backgroundCheckTypes.key,
      typeName: backgroundCheckTypes.name,
      status: backgroundChecks.status,
      submittedDate: backgroundChecks.submittedDate,
      updatedAt: backgroundChecks.updatedAt,
    })
    .from(backgroundChecks)
    .innerJoin(families, eq(families.id, backgroundChecks.familyId))
    .innerJoin(householdMembers, eq(householdMembers.id, backgroundChecks.memberId))
    .innerJoin(backgroundCheckTypes, eq(backgroundCheckTypes.key, backgroundChecks.checkType))
    .where(and(inArray(backgroundChecks.status, [...QUEUE_STATUSES[queue]]), reach.visible(families.id)))
    .orderBy(sql`${backgroundChecks.submittedDate} asc nulls last`, asc(backgroundChecks.updatedAt))
    .limit(limit + 1);
}

export async function insertType(
  tx: Tx,
  values: { key: string; name: string; appliesTo: CheckAppliesTo; active: boolean },
) {
  const [row] = await tx
    .insert(backgroundCheckTypes)
    .values({
      ...values,
      position: sql`(select coalesce(max(${backgroundCheckTypes.position}), -1) + 1 from ${backgroundCheckTypes})`,
    })
    .onConflictDoNothing()
    .returning({ key: backgroundCheckTypes.key });
  return row ?? null;
}

export async function updateType(
  tx: Tx,
  key: string,
  values: { name: string; appliesTo: CheckAppliesTo; active: boolean },
) {
  const [row] = await tx
    .update(backgroundCheckTypes)
    .set(values)
    .where(eq(backgroundCheckTypes.key, key))
    .returning({ key: backgroundCheckTypes.key });
  return row ?? null;
}

/**
 * The household's required checks as SQL, for reads that build one statement (the family dashboard, the
 * assistant's context): the same rule as `isAdult` and `checkApplies` in shared/background-checks (the API test
 * holds the two to the same figures). `cleared`: those of them cleared or exempted.
 */
export function requiredCheckCountsSql(familyId: SQL) {
  const m = householdMembers;
  const t = backgroundCheckTypes;
  const pairs = sql`from ${m} cross join ${t}
    where ${m.familyId} = ${familyId} and ${t.active}
      and (case when ${m.age} is not null then ${m.age} >= 18 else ${m.role} <> 'child' end)
      and (${t.appliesTo} = 'every_adult' or (${t.appliesTo} = 'lived_out_of_state' and ${m.livedOutOfState})
        or (${t.appliesTo} = 'drives_children' and ${m.drivesChildren}))`;
  return {
    required: sql`(select count(*)::int ${pairs})`,
    cleared: sql`(select count(*)::int ${pairs} and exists (select 1 from ${backgroundChecks} c
      where c.member_id = ${m.id} and c.check_type = ${t.key} and c.status in ('cleared', 'exemption_granted')))`,
  };
}
