import { asc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { jsonArray, jsonObject, type JsonRow } from '../../db/json';
import {
  backgroundChecks,
  families,
  familyAppointments,
  familyDocuments,
  familySupportStaff,
  familyTraining,
  householdMembers,
  profiles,
  users,
} from '../../db/schema';

export async function findFamily(db: Conn, familyId: string) {
  const [row] = await db.select().from(families).where(eq(families.id, familyId)).limit(1);
  return row;
}
export type FamilyRow = NonNullable<Awaited<ReturnType<typeof findFamily>>>;

/** Ordered by step, then as created (the seed's catalogue order), then name. */
export async function listDocuments(db: Conn, familyId: string) {
  return db
    .select({
      id: familyDocuments.id,
      stepId: familyDocuments.stepId,
      documentName: familyDocuments.documentName,
      documentType: familyDocuments.documentType,
      required: familyDocuments.required,
      status: familyDocuments.status,
      processingStatus: familyDocuments.processingStatus,
      householdMemberId: familyDocuments.householdMemberId,
      dueDate: familyDocuments.dueDate,
      submittedAt: familyDocuments.submittedAt,
      approvedAt: familyDocuments.approvedAt,
      rejectedAt: familyDocuments.rejectedAt,
      rejectionReason: familyDocuments.rejectionReason,
    })
    .from(familyDocuments)
    .where(eq(familyDocuments.familyId, familyId))
    .orderBy(
      asc(familyDocuments.stepId),
      asc(familyDocuments.createdAt),
      asc(familyDocuments.documentName),
      asc(familyDocuments.id),
    );
}
export type DocumentRow = Awaited<ReturnType<typeof listDocuments>>[number];

/** Spec 01 §7: household members ordered by created_at. */
export async function listMembers(db: Conn, familyId: string) {
  return db
    .select()
    .from(householdMembers)
    .where(eq(householdMembers.familyId, familyId))
    .orderBy(asc(householdMembers.createdAt), asc(householdMembers.id));
}
export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number];

export async function findTraining(db: Conn, familyId: string) {
  const [row] = await db.select().from(familyTraining).where(eq(familyTraining.familyId, familyId)).limit(1);
  return row;
}
export type TrainingRow = NonNullable<Awaited<ReturnType<typeof findTraining>>>;

export async function listBackgroundChecks(db: Conn, familyId: string) {
  return db
    .select()
    .from(backgroundChecks)
    .where(eq(backgroundChecks.familyId, familyId))
    .orderBy(asc(backgroundChecks.createdAt), asc(backgroundChecks.id));
}

export async function listAppointments(db: Conn, familyId: string) {
  return db
    .select()
    .from(familyAppointments)
    .where(eq(familyAppointments.familyId, familyId))
    .orderBy(asc(familyAppointments.scheduledDate), asc(familyAppointments.id));
}

export async function listSupportTeam(db: Conn, familyId: string, limit: number) {
  return db
    .select({
      userId: familySupportStaff.userId,
      roleTitle: familySupportStaff.roleTitle,
      email: users.email,
      name: sql<string>`coalesce(${profiles.displayName}, ${users.email})`,
      avatarUrl: profiles.avatarUrl,
    })
    .from(familySupportStaff)
    .innerJoin(users, eq(users.id, familySupportStaff.userId))
    .leftJoin(profiles, eq(profiles.id, familySupportStaff.userId))
    .where(eq(familySupportStaff.familyId, familyId))
    .orderBy(asc(familySupportStaff.position), asc(familySupportStaff.createdAt))
    .limit(limit);
}

// ---- The same rows as JSON, for one-statement reads (`familyId` is a value or an expression) -------------

const familyColumns = getTableColumns(families);
export type FamilyJson = JsonRow<typeof familyColumns>;

/** The family row, or null. */
export function familyJson(familyId: SQL): SQL {
  return sql`(select ${jsonObject(familyColumns)} from ${families} where ${families.id} = ${familyId})`;
}

const memberFields = {
  id: householdMembers.id,
  name: householdMembers.name,
  role: householdMembers.role,
  relationship: householdMembers.relationship,
  age: householdMembers.age,
  avatarUrl: householdMembers.avatarUrl,
  filesSubmitted: householdMembers.filesSubmitted,
  filesRequired: householdMembers.filesRequired,
  completionRate: householdMembers.completionRate,
  status: householdMembers.status,
};
export type MemberJson = JsonRow<typeof memberFields>;

/** Household members in `listMembers` order. */
export function membersJson(familyId: SQL): SQL {
  return jsonArray(
    memberFields,
    sql`from ${householdMembers} where ${householdMembers.familyId} = ${familyId}`,
    sql`${householdMembers.createdAt}, ${householdMembers.id}`,
  );
}

const documentFields = {
  id: familyDocuments.id,
  stepId: familyDocuments.stepId,
  documentName: familyDocuments.documentName,
  documentType: familyDocuments.documentType,
  required: familyDocuments.required,
  status: familyDocuments.status,
  processingStatus: familyDocuments.processingStatus,
  householdMemberId: familyDocuments.householdMemberId,
  dueDate: familyDocuments.dueDate,
  submittedAt: familyDocuments.submittedAt,
  approvedAt: familyDocuments.approvedAt,
  rejectedAt: familyDocuments.rejectedAt,
  rejectionReason: familyDocuments.rejectionReason,
};
export type DocumentJson = JsonRow<typeof documentFields>;

/** The family's documents in `listDocuments` order. */
export function documentsJson(familyId: SQL): SQL {
  return jsonArray(
    documentFields,
    sql`from ${familyDocuments} where ${familyDocuments.familyId} = ${familyId}`,
    sql`${familyDocuments.stepId}, ${familyDocuments.createdAt}, ${familyDocuments.documentName}, ${familyDocuments.id}`,
  );
}

const trainingColumns = getTableColumns(familyTraining);
export type TrainingJson = JsonRow<typeof trainingColumns>;

/** The family's training row, or null. */
export function trainingJson(familyId: SQL): SQL {
  return sql`(select ${jsonObject(trainingColumns)} from ${familyTraining} where ${familyTraining.familyId} = ${familyId} limit 1)`;
}

const supportTeamFields = {
  userId: familySupportStaff.userId,
  roleTitle: familySupportStaff.roleTitle,
  email: users.email,
  name: sql<string>`coalesce(${profiles.displayName}, ${users.email})`,
  avatarUrl: profiles.avatarUrl,
};

/** The family's support team in `listSupportTeam` order, at most `limit`. */
export function supportTeamJson(familyId: SQL, limit: number): SQL {
  return sql`(select coalesce(json_agg(team.member order by team.position, team.created_at), '[]'::json) from (
    select ${jsonObject(supportTeamFields)} as member, ${familySupportStaff.position} as position,
      ${familySupportStaff.createdAt} as created_at
    from ${familySupportStaff}
    join ${users} on ${users.id} = ${familySupportStaff.userId}
    left join ${profiles} on ${profiles.id} = ${familySupportStaff.userId}
    where ${familySupportStaff.familyId} = ${familyId}
    order by ${familySupportStaff.position}, ${familySupportStaff.createdAt}
    limit ${sql.raw(String(limit))}) team)`;
}

const checkFields = {
  id: backgroundChecks.id,
  checkType: backgroundChecks.checkType,
  status: backgroundChecks.status,
  result: backgroundChecks.result,
  submittedDate: backgroundChecks.submittedDate,
  expectedDate: backgroundChecks.expectedDate,
};
export type CheckJson = JsonRow<typeof checkFields>;

/** Background checks in `listBackgroundChecks` order. */
export function checksJson(familyId: SQL): SQL {
  return jsonArray(
    checkFields,
    sql`from ${backgroundChecks} where ${backgroundChecks.familyId} = ${familyId}`,
    sql`${backgroundChecks.createdAt}, ${backgroundChecks.id}`,
  );
}

const appointmentFields = {
  id: familyAppointments.id,
  appointmentType: familyAppointments.appointmentType,
  scheduledDate: familyAppointments.scheduledDate,
  status: familyAppointments.status,
  location: familyAppointments.location,
};
export type AppointmentJson = JsonRow<typeof appointmentFields>;

/** Appointments in `listAppointments` order. */
export function appointmentsJson(familyId: SQL): SQL {
  return jsonArray(
    appointmentFields,
    sql`from ${familyAppointments} where ${familyAppointments.familyId} = ${familyId}`,
    sql`${familyAppointments.scheduledDate}, ${familyAppointments.id}`,
  );
}
