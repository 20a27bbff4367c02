import { eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { CHECK_STATUSES } from '@shared/background-checks/background-check-rules';
import { HANDED_IN_STATUSES } from '@shared/family-context/family-rules';
import type { Conn } from '../../db/client';
import {
  jsonArray,
  type JsonFields,
  jsonObject,
  type JsonRow,
  type JsonTuple,
  jsonTuples,
  rowsOf,
} from '../../db/json';
import { jsonRowSchema, jsonTupleSchema } from '../../db/json-schema';
import {
  backgroundChecks,
  backgroundCheckTypes,
  documentRequirements,
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

// ---- One family's rows as JSON, for one-statement reads (`familyId` is a value or an expression) ----------

const familyColumns = getTableColumns(families);
export type FamilyJson = JsonRow<typeof familyColumns>;
export const FamilyJsonSchema = jsonRowSchema(familyColumns);

/** The family row, or null. */
export function familyJson(familyId: SQL): SQL {
  return sql`(select ${jsonObject(familyColumns)} from ${families} where ${families.id} = ${familyId})`;
}

/** Who a household member is: what the approval journey needs of one. */
const memberNameFields = {
  id: householdMembers.id,
  name: householdMembers.name,
  role: householdMembers.role,
};
export type MemberNameJson = JsonRow<typeof memberNameFields>;
const MemberNameJsonSchema = jsonRowSchema(memberNameFields);

const memberFields = {
  ...memberNameFields,
  relationship: householdMembers.relationship,
  age: householdMembers.age,
  avatarUrl: householdMembers.avatarUrl,
  // Counted from the member's documents on every read (documentCounts() in shared/family-context/family-rules),
  // so they follow every upload, review and waiver.
  filesRequired: sql<number>`(select count(*)::int from ${familyDocuments} member_doc
    where member_doc.household_member_id = ${householdMembers.id} and member_doc.required
      and member_doc.status <> 'waived')`,
  filesSubmitted: sql<number>`(select count(*)::int from ${familyDocuments} member_doc
    where member_doc.household_member_id = ${householdMembers.id} and member_doc.required
      and member_doc.status in (${sql.join(
        HANDED_IN_STATUSES.map((status) => sql`${status}`),
        sql`, `,
      )}))`,
};
export type MemberJson = JsonRow<typeof memberFields>;
export const MemberJsonSchema = jsonRowSchema(memberFields, {
  filesRequired: z.number(),
  filesSubmitted: z.number(),
});

/** Household members in the order they were added (spec 01 §7); `fields` picks what each one carries. */
function householdJson(fields: JsonFields, familyId: SQL): SQL {
  return jsonArray(
    fields,
    sql`from ${householdMembers} where ${householdMembers.familyId} = ${familyId}`,
    sql`${householdMembers.createdAt}, ${householdMembers.id}`,
  );
}

/** Household members with their document counts (`MemberJson[]`). */
export function membersJson(familyId: SQL): SQL {
  return householdJson(memberFields, familyId);
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
  waivedReason: familyDocuments.waivedReason,
  validityMonths: familyDocuments.validityMonths,
  expiresOn: familyDocuments.expiresOn,
  fileAddedBy: familyDocuments.fileAddedBy,
};
export type DocumentJson = JsonRow<typeof documentFields>;

/**
 * The family's documents by step, then in checklist order (one-off and unrequested items after), the household's
 * own copy before the members' copies in household order, then as created. The members are joined within the
 * family (as every member of a family's document is) so the join reads the family's members by index, not the
 * whole table.
 */
function documentsOf(familyId: SQL) {
  return {
    from: sql`from ${familyDocuments}
      left join ${documentRequirements} on ${documentRequirements.id} = ${familyDocuments.requirementId}
      left join ${householdMembers} on ${householdMembers.id} = ${familyDocuments.householdMemberId}
        and ${householdMembers.familyId} = ${familyId}
      where ${familyDocuments.familyId} = ${familyId}`,
    orderBy: sql`${familyDocuments.stepId}, ${documentRequirements.position} nulls last,
      ${householdMembers.createdAt} nulls first, ${familyDocuments.createdAt}, ${familyDocuments.documentName},
      ${familyDocuments.id}`,
  };
}

/**
 * The family's documents in `documentsOf`'s order, as tuples (`DocumentTuple[]`: a third of the database's work
 * of objects, decision 026); `documentRows` reads them.
 */
export function documentTuplesJson(familyId: SQL): SQL {
  const { from, orderBy } = documentsOf(familyId);
  return jsonTuples(documentFields, from, orderBy);
}
export type DocumentTuple = JsonTuple<typeof documentFields>;
export const DocumentTupleSchema = jsonTupleSchema(documentFields);
export const documentRows = (tuples: readonly DocumentTuple[]): DocumentJson[] =>
  rowsOf(documentFields, tuples);

const journeyFamilyFields = { currentStep: families.currentStep, status: families.status };

/** What the approval journey is built from, and nothing more. */
export const JourneyFactsJsonSchema = z.object({
  family: jsonRowSchema(journeyFamilyFields).nullable(),
  documents: z.array(DocumentTupleSchema),
  members: z.array(MemberNameJsonSchema),
});
export type JourneyFactsJson = z.infer<typeof JourneyFactsJsonSchema>;

/** The family's `JourneyFactsJson`: its step and status, its documents and who its members are. */
export function journeyFactsJson(familyId: SQL): SQL {
  return sql`json_build_object(
    'family', (select ${jsonObject(journeyFamilyFields)} from ${families} where ${families.id} = ${familyId}),
    'documents', ${documentTuplesJson(familyId)},
    'members', ${householdJson(memberNameFields, familyId)})`;
}

const trainingColumns = getTableColumns(familyTraining);
export type TrainingJson = JsonRow<typeof trainingColumns>;
export const TrainingJsonSchema = jsonRowSchema(trainingColumns);

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

export const SupportTeamJsonSchema = z.array(jsonRowSchema(supportTeamFields, { name: z.string() }));

/** The family's support team in its chosen order, at most `limit`. */
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
  checkType: backgroundCheckTypes.name,
  memberName: householdMembers.name,
  status: backgroundChecks.status,
  submittedDate: backgroundChecks.submittedDate,
  expectedDate: backgroundChecks.expectedDate,
};
export type CheckJson = JsonRow<typeof checkFields>;
export const CheckJsonSchema = jsonRowSchema(checkFields, { status: z.enum(CHECK_STATUSES) });

/** Each adult's recorded background checks, as recorded (the type's name as the agency calls it). */
export function checksJson(familyId: SQL): SQL {
  return jsonArray(
    checkFields,
    sql`from ${backgroundChecks}
      join ${backgroundCheckTypes} on ${backgroundCheckTypes.key} = ${backgroundChecks.checkType}
      join ${householdMembers} on ${householdMembers.id} = ${backgroundChecks.memberId}
      where ${backgroundChecks.familyId} = ${familyId}`,
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
export const AppointmentJsonSchema = jsonRowSchema(appointmentFields);

/** Appointments soonest first. */
export function appointmentsJson(familyId: SQL): SQL {
  return jsonArray(
    appointmentFields,
    sql`from ${familyAppointments} where ${familyAppointments.familyId} = ${familyId}`,
    sql`${familyAppointments.scheduledDate}, ${familyAppointments.id}`,
  );
}
