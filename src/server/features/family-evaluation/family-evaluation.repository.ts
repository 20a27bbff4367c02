import { aliasedTable, and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { InterviewSections, PresentMember } from '@shared/family-evaluation/family-evaluation.schema';
import type { Conn, Tx } from '../../db/client';
import { familyInterviews, familyInterviewVersions, householdMembers, profiles } from '../../db/schema';

/** A family's household, oldest first. */
export function householdOf(db: Conn, familyId: string) {
  return db
    .select({
      id: householdMembers.id,
      name: householdMembers.name,
      role: householdMembers.role,
      age: householdMembers.age,
    })
    .from(householdMembers)
    .where(eq(householdMembers.familyId, familyId))
    .orderBy(asc(householdMembers.createdAt), asc(householdMembers.id));
}

/** The household members of a family among `ids` (a member of another family is simply not found). */
export function membersOfFamily(db: Conn, familyId: string, ids: string[]) {
  return db
    .select({
      id: householdMembers.id,
      name: householdMembers.name,
      role: householdMembers.role,
      age: householdMembers.age,
    })
    .from(householdMembers)
    .where(and(eq(householdMembers.familyId, familyId), inArray(householdMembers.id, ids)));
}
export type MemberRow = Awaited<ReturnType<typeof membersOfFamily>>[number];

const current = aliasedTable(familyInterviewVersions, 'current_version');

const summaryFields = {
  id: familyInterviews.id,
  memberId: familyInterviews.memberId,
  memberName: familyInterviews.memberName,
  status: familyInterviews.status,
  version: familyInterviews.version,
  updatedAt: familyInterviews.updatedAt,
  finalisedAt: familyInterviews.finalisedAt,
  interviewDate: current.interviewDate,
  present: current.present,
  presentOthers: current.presentOthers,
};

/** A family's interviews with their current version's date and who was present, newest interview first. */
export function listInterviews(db: Conn, familyId: string) {
  return db
    .select(summaryFields)
    .from(familyInterviews)
    .innerJoin(
      current,
      and(eq(current.interviewId, familyInterviews.id), eq(current.version, familyInterviews.version)),
    )
    .where(eq(familyInterviews.familyId, familyId))
    .orderBy(desc(current.interviewDate), desc(familyInterviews.createdAt));
}

const finaliser = aliasedTable(profiles, 'finaliser');

/** One interview with its current content; null when the family has no such interview. */
export async function findInterview(db: Conn, familyId: string, interviewId: string) {
  const [row] = await db
    .select({
      ...summaryFields,
      sections: current.sections,
      finalisedByName: sql<string | null>`coalesce(${finaliser.displayName}, ${finaliser.email})`,
    })
    .from(familyInterviews)
    .innerJoin(
      current,
      and(eq(current.interviewId, familyInterviews.id), eq(current.version, familyInterviews.version)),
    )
    .leftJoin(finaliser, eq(finaliser.id, familyInterviews.finalisedBy))
    .where(and(eq(familyInterviews.familyId, familyId), eq(familyInterviews.id, interviewId)));
  return row ?? null;
}
export type InterviewRow = NonNullable<Awaited<ReturnType<typeof findInterview>>>;

/** Every saved version of an interview, newest first, with who saved it. */
export function versionsOf(db: Conn, interviewId: string) {
  return db
    .select({
      version: familyInterviewVersions.version,
      interviewDate: familyInterviewVersions.interviewDate,
      present: familyInterviewVersions.present,
      presentOthers: familyInterviewVersions.presentOthers,
      sections: familyInterviewVersions.sections,
      savedAt: familyInterviewVersions.savedAt,
      savedByName: sql<string | null>`coalesce(${profiles.displayName}, ${profiles.email})`,
    })
    .from(familyInterviewVersions)
    .leftJoin(profiles, eq(profiles.id, familyInterviewVersions.savedBy))
    .where(eq(familyInterviewVersions.interviewId, interviewId))
    .orderBy(desc(familyInterviewVersions.version));
}

/** The interview's row, locked until the transaction ends, so two saves run one after the other. */
export async function lockInterview(tx: Tx, familyId: string, interviewId: string) {
  const [row] = await tx
    .select({
      id: familyInterviews.id,
      memberId: familyInterviews.memberId,
      memberName: familyInterviews.memberName,
      status: familyInterviews.status,
      version: familyInterviews.version,
    })
    .from(familyInterviews)
    .where(and(eq(familyInterviews.familyId, familyId), eq(familyInterviews.id, interviewId)))
    .for('update');
  return row ?? null;
}

export interface VersionValues {
  interviewDate: string;
  present: PresentMember[];
  presentOthers: string;
  sections: InterviewSections;
  savedBy: string;
}

export async function insertInterview(
  tx: Tx,
  values: { familyId: string; memberId: string; memberName: string; createdBy: string },
) {
  const [row] = await tx.insert(familyInterviews).values(values).returning({ id: familyInterviews.id });
  if (!row) throw new Error('the interview was not inserted');
  return row.id;
}

export async function insertVersion(tx: Tx, interviewId: string, version: number, values: VersionValues) {
  await tx.insert(familyInterviewVersions).values({ interviewId, version, ...values });
}

export async function setCurrentVersion(tx: Tx, interviewId: string, version: number) {
  await tx.update(familyInterviews).set({ version }).where(eq(familyInterviews.id, interviewId));
}

export async function markFinal(tx: Tx, interviewId: string, finalisedBy: string) {
  await tx
    .update(familyInterviews)
    .set({ status: 'final', finalisedAt: sql`now()`, finalisedBy })
    .where(eq(familyInterviews.id, interviewId));
}
