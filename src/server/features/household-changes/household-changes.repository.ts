import { aliasedTable, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { HouseholdChangeDetails } from '@shared/household-changes/household-changes.schema';
import type { HouseholdChangeKind } from '@shared/household-changes/household-changes.limits';
import type { Conn, Tx } from '../../db/client';
import { families, householdChanges, householdMembers, profiles, users } from '../../db/schema';

const proposerUser = aliasedTable(users, 'proposer_user');
const proposerProfile = aliasedTable(profiles, 'proposer_profile');
const deciderUser = aliasedTable(users, 'decider_user');
const deciderProfile = aliasedTable(profiles, 'decider_profile');

/** Changes of one family matching `where`, newest first, with who proposed and who decided them. */
function selectChanges(db: Conn, where: SQL, limit: number) {
  return db
    .select({
      id: householdChanges.id,
      kind: householdChanges.kind,
      details: householdChanges.details,
      note: householdChanges.note,
      status: householdChanges.status,
      createdAt: householdChanges.createdAt,
      decidedAt: householdChanges.decidedAt,
      decisionNote: householdChanges.decisionNote,
      // A family user may have no profile: their e-mail names them then.
      proposedBy: sql<string | null>`coalesce(${proposerProfile.displayName}, ${proposerUser.email})`,
      decidedBy: sql<string | null>`coalesce(${deciderProfile.displayName}, ${deciderUser.email})`,
    })
    .from(householdChanges)
    .leftJoin(proposerUser, eq(proposerUser.id, householdChanges.proposedBy))
    .leftJoin(proposerProfile, eq(proposerProfile.id, householdChanges.proposedBy))
    .leftJoin(deciderUser, eq(deciderUser.id, householdChanges.decidedBy))
    .leftJoin(deciderProfile, eq(deciderProfile.id, householdChanges.decidedBy))
    .where(where)
    .orderBy(desc(householdChanges.createdAt), desc(householdChanges.id))
    .limit(limit);
}

/** The family's newest `limit` changes. */
export function listChanges(db: Conn, familyId: string, limit: number) {
  return selectChanges(db, eq(householdChanges.familyId, familyId), limit);
}
export type ChangeRow = Awaited<ReturnType<typeof listChanges>>[number];

/** One change of the family, as the lists show it. */
export async function findChange(db: Conn, familyId: string, changeId: string) {
  const [row] = await selectChanges(
    db,
    and(eq(householdChanges.familyId, familyId), eq(householdChanges.id, changeId)) as SQL,
    1,
  );
  return row;
}

/** The family's home address on file; undefined when there is no such family. */
export async function findFamilyAddress(db: Conn, familyId: string) {
  const [row] = await db
    .select({ homeAddress: families.homeAddress })
    .from(families)
    .where(eq(families.id, familyId));
  return row;
}

/** Locks the family's row: proposals of one family are counted and added one at a time. */
export async function lockFamily(tx: Tx, familyId: string) {
  const [row] = await tx
    .select({ id: families.id })
    .from(families)
    .where(eq(families.id, familyId))
    .for('update');
  return row;
}

/** The family's proposals still waiting for staff, with what each says (duplicates are refused). */
export function openChanges(db: Conn, familyId: string) {
  return db
    .select({ id: householdChanges.id, kind: householdChanges.kind, details: householdChanges.details })
    .from(householdChanges)
    .where(and(eq(householdChanges.familyId, familyId), eq(householdChanges.status, 'proposed')));
}

/** One member of the family (a removal names them), or undefined. */
export async function findMember(db: Conn, familyId: string, memberId: string) {
  const [row] = await db
    .select({
      id: householdMembers.id,
      name: householdMembers.name,
      role: householdMembers.role,
      relationship: householdMembers.relationship,
    })
    .from(householdMembers)
    .where(and(eq(householdMembers.id, memberId), eq(householdMembers.familyId, familyId)));
  return row;
}

export async function insertChange(
  tx: Tx,
  values: {
    familyId: string;
    kind: HouseholdChangeKind;
    details: HouseholdChangeDetails;
    note: string | null;
    proposedBy: string;
  },
) {
  const [row] = await tx.insert(householdChanges).values(values).returning({ id: householdChanges.id });
  if (!row) throw new Error('insert household_changes returned no row');
  return row;
}

/** One change of the family, locked for its decision or withdrawal; undefined for another family's. */
export async function lockChange(tx: Tx, familyId: string, changeId: string) {
  const [row] = await tx
    .select()
    .from(householdChanges)
    .where(and(eq(householdChanges.id, changeId), eq(householdChanges.familyId, familyId)))
    .for('update');
  return row;
}
export type LockedChange = NonNullable<Awaited<ReturnType<typeof lockChange>>>;

export async function settleChange(
  tx: Tx,
  changeId: string,
  values: {
    status: 'accepted' | 'declined' | 'withdrawn';
    decidedBy: string;
    decidedAt: Date;
    decisionNote: string | null;
  },
) {
  await tx.update(householdChanges).set(values).where(eq(householdChanges.id, changeId));
}

/** The address staff accepted becomes the family's address on file. */
export async function setHomeAddress(tx: Tx, familyId: string, homeAddress: string) {
  await tx.update(families).set({ homeAddress }).where(eq(families.id, familyId));
}
