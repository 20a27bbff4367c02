import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { TrainingStatus } from '@shared/families/families.schema';
import { FIXED_FAMILY_INDICATORS, type FamilyContext } from '@shared/family-context/family-context.schema';
import type {
  ActivityItem,
  Household,
  HouseholdMember,
  SupportTeamMember,
} from '@shared/family-portal/family-portal.schema';
import { SUPPORT_TEAM_MAX } from '@shared/families/families.limits';
import type { Journey } from '@shared/journey/journey.schema';
import { actionsHiddenFrom, describeAuditEvent } from '@shared/audit/audit-events';
import { collapseRepeats } from '@shared/family-context/activity-rules';
import { completedStepsOf, familyDisplayName } from '@shared/family-context/family-display';
import {
  backgroundCheckSummary,
  daysInProcess,
  documentCounts,
  memberProgress,
  preferredFirstName,
  TRAINING_FALLBACK,
} from '@shared/family-context/family-rules';
import { buildHousehold, toHouseholdMember } from '@shared/family-context/household-summary';
import { buildJourney } from '@shared/journey/journey-builder';
import { type Conn, queryRows } from '../../db/client';
import { isoOf } from '../../db/json';
import { type ActivityJsonRow, ActivityJsonRowSchema, auditActivityJson } from '../../lib/audit';
import * as repo from './family-context.repository';
import * as backgroundChecks from '../background-checks/background-checks.service';

/**
 * The family read model: every feature that shows one family (family portal, staff detail, assistant)
 * reads it through these functions. None of them checks permissions; callers decide who may see what.
 */

/** All rows about one family that the derived context needs, as the JSON of one statement. */
export interface FamilyRecord {
  family: repo.FamilyJson;
  members: repo.MemberJson[];
  documents: repo.DocumentJson[];
  training: repo.TrainingJson | null;
  checks: repo.CheckJson[];
  /** How many checks the agency asks of the household's adults (background-checks' rule). */
  requiredChecks: number;
  appointments: repo.AppointmentJson[];
}

export async function findFamily(db: Conn, familyId: string) {
  return repo.findFamily(db, familyId);
}

/** `FamilyRecord` as the JSON of one statement part; its family is null when there is no such family. */
export type FamilyRecordJson = Omit<FamilyRecord, 'family' | 'documents'> & {
  family: repo.FamilyJson | null;
  documents: repo.DocumentTuple[];
};

const FamilyRecordJsonSchema: z.ZodType<FamilyRecordJson> = z.object({
  family: repo.FamilyJsonSchema.nullable(),
  members: z.array(repo.MemberJsonSchema),
  documents: z.array(repo.DocumentTupleSchema),
  training: repo.TrainingJsonSchema.nullable(),
  checks: z.array(repo.CheckJsonSchema),
  requiredChecks: z.number().int(),
  appointments: z.array(repo.AppointmentJsonSchema),
});

/** The record a `FamilyRecordJson` holds; null when there is no such family. */
export function familyRecordOf(json: FamilyRecordJson | null | undefined): FamilyRecord | null {
  return json?.family ? { ...json, family: json.family, documents: repo.documentRows(json.documents) } : null;
}

/** The rows of `FamilyRecord` as one JSON value (`FamilyRecordJson`), to embed in a read's statement. */
function familyRecordJson(familyId: SQL): SQL {
  return sql`json_build_object(
    'family', ${repo.familyJson(familyId)},
    'members', ${repo.membersJson(familyId)},
    'documents', ${repo.documentTuplesJson(familyId)},
    'training', ${repo.trainingJson(familyId)},
    'checks', ${repo.checksJson(familyId)},
    'requiredChecks', ${backgroundChecks.requiredCheckCountsSql(familyId).required},
    'appointments', ${repo.appointmentsJson(familyId)})`;
}

/** Everything `FamilyRecord` holds, in one statement; null when there is no such family. */
export async function loadFamilyRecord(db: Conn, familyId: string): Promise<FamilyRecord | null> {
  const [row] = await queryRows(
    db,
    z.object({ record: FamilyRecordJsonSchema }),
    sql`select ${familyRecordJson(sql`${familyId}::uuid`)} as record`,
  );
  return familyRecordOf(row?.record);
}

/** Spec 01 §5: without a training row, 40 required hours, 0 completed, module 'Getting Started'. */
export function trainingOf(row: repo.TrainingJson | null | undefined): TrainingStatus {
  if (!row) return { ...TRAINING_FALLBACK, nextSessionDate: null, moduleProgress: 0 };
  return {
    requiredHours: row.requiredHours,
    completedHours: row.completedHours,
    currentModule: row.currentModule,
    nextSessionDate: row.nextSessionDate === null ? null : new Date(row.nextSessionDate).toISOString(),
    moduleProgress: row.moduleProgress,
  };
}

/** One stored member as the Household Information tile shows it. */
export function memberOf(m: repo.MemberJson): HouseholdMember {
  return toHouseholdMember({
    id: m.id,
    name: m.name,
    role: m.role,
    relationship: m.relationship,
    age: m.age,
    avatarUrl: m.avatarUrl,
    filesSubmitted: m.filesSubmitted,
    filesRequired: m.filesRequired,
    ...memberProgress(m.filesSubmitted, m.filesRequired),
  });
}

export function householdOf(members: readonly repo.MemberJson[]): Household {
  return buildHousehold(members.map(memberOf));
}

/** Scheduled appointments from now on, soonest first. */
function upcomingAppointments(rows: FamilyRecord['appointments'], now: Date) {
  return rows.filter((a) => a.status === 'scheduled' && new Date(a.scheduledDate).getTime() >= now.getTime());
}

/** Spec 01 §3 "Derived family context", from already loaded rows. */
function deriveFamilyContext(record: FamilyRecord, now: Date): FamilyContext {
  const { family } = record;
  const checks = backgroundCheckSummary(record.checks);
  return {
    familyId: family.id,
    caseNumber: family.caseNumber,
    familyName: familyDisplayName(family.familyName, family.primaryContactName),
    status: family.status,
    primaryContact: {
      name: family.primaryContactName,
      preferredFirstName: preferredFirstName(family.primaryContactName),
      language: family.preferredLanguage,
      timezone: family.timezone,
      lastLogin: isoOf(family.lastLogin),
    },
    householdMembers: record.members.map(({ id, name, role, relationship, age }) => ({
      id,
      name,
      role,
      relationship,
      age,
    })),
    currentStep: family.currentStep,
    stepName: family.stepName,
    totalSteps: family.totalSteps,
    completedSteps: completedStepsOf(family.currentStep, family.status),
    daysInProcess: daysInProcess(family.startDate, now),
    estimatedCompletion: family.estimatedCompletion,
    progressPercentage: family.progressPercentage,
    documents: documentCounts(record.documents),
    training: trainingOf(record.training),
    backgroundChecks: { ...checks, required: record.requiredChecks },
    upcomingAppointments: upcomingAppointments(record.appointments, now).map((a) => ({
      appointmentType: a.appointmentType,
      scheduledDate: new Date(a.scheduledDate).toISOString(),
      location: a.location,
    })),
    unreadMessages: 0,
    indicators: { ...FIXED_FAMILY_INDICATORS, riskFactors: [...FIXED_FAMILY_INDICATORS.riskFactors] },
  };
}

/** Loads one family's rows and derives its context; null when there is no such family. */
export async function buildFamilyContext(
  db: Conn,
  familyId: string,
  now: Date,
): Promise<FamilyContext | null> {
  const record = await loadFamilyRecord(db, familyId);
  return record ? deriveFamilyContext(record, now) : null;
}

export async function familySupportTeam(db: Conn, familyId: string): Promise<SupportTeamMember[]> {
  const [row] = await queryRows(
    db,
    z.object({ team: repo.SupportTeamJsonSchema }),
    sql`select ${repo.supportTeamJson(sql`${familyId}::uuid`, SUPPORT_TEAM_MAX)} as team`,
  );
  return row?.team ?? [];
}

const FAMILY_FEED_HIDDEN = actionsHiddenFrom('family');

/**
 * Parts of one-statement reads for other features (`familyId` is a value or an expression of the statement,
 * such as the family id a session gives): each yields the JSON of the matching `repo` type.
 */
export const familyJsonParts = {
  /** Everything `FamilyRecord` holds (`FamilyRecordJson`). */
  record: familyRecordJson,
  family: repo.familyJson,
  members: repo.membersJson,
  /** `DocumentTuple[]`, read by `documentRows`. */
  documents: repo.documentTuplesJson,
  journeyFacts: repo.journeyFactsJson,
  training: repo.trainingJson,
  checks: repo.checksJson,
  appointments: repo.appointmentsJson,
  supportTeam: (familyId: SQL) => repo.supportTeamJson(familyId, SUPPORT_TEAM_MAX),
  /** The family's own feed, newest first, at most `limit` (a number or a placeholder). */
  activity: (familyId: SQL, limit: number | Placeholder) =>
    auditActivityJson({ familyId, limit, hiddenActions: FAMILY_FEED_HIDDEN }),
};

/** The schemas of `familyJsonParts`' JSON, for the reads that embed them (`checkedRows`). */
export const familyJsonSchemas = {
  record: FamilyRecordJsonSchema,
  family: repo.FamilyJsonSchema.nullable(),
  members: z.array(repo.MemberJsonSchema),
  documents: z.array(repo.DocumentTupleSchema),
  journeyFacts: repo.JourneyFactsJsonSchema,
  training: repo.TrainingJsonSchema.nullable(),
  checks: z.array(repo.CheckJsonSchema),
  appointments: z.array(repo.AppointmentJsonSchema),
  supportTeam: repo.SupportTeamJsonSchema,
  activity: z.array(ActivityJsonRowSchema),
};
export { documentRows } from './family-context.repository';
export type {
  AppointmentJson,
  CheckJson,
  DocumentJson,
  DocumentTuple,
  FamilyJson,
  JourneyFactsJson,
  MemberJson,
  TrainingJson,
} from './family-context.repository';

/**
 * The family's own audit trail as sentences (the family is not named: it is theirs); a run of repeated
 * sign-ins reads as one line.
 */
export function activityItemsOf(rows: readonly ActivityJsonRow[]): ActivityItem[] {
  return collapseRepeats(
    rows.map((row) => ({
      id: row.id,
      at: new Date(row.at).toISOString(),
      action: row.action,
      description: describeAuditEvent({
        action: row.action,
        actorName: row.actor_name,
        details: row.details,
      }),
      actorName: row.actor_name,
    })),
  );
}

/** Journey facts from the JSON of a one-statement read. */
export function journeyFromJson(
  family: Pick<repo.FamilyJson, 'currentStep' | 'status'>,
  documents: readonly repo.DocumentJson[],
  members: readonly repo.MemberNameJson[],
  now: Date,
): Journey {
  return buildJourney(
    {
      currentStep: family.currentStep,
      status: family.status,
      documents,
      members,
    },
    now,
  );
}
