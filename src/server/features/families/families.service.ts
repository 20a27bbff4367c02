import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { openChecksSentence } from '@shared/background-checks/background-check-rules';
import {
  type ApplicationPage,
  type CreateFamilyBody,
  FamilyAccessSchema,
  type FamilyDetail,
  type FamilyListItem,
  type FamilyPage,
  type ListFamiliesQuery,
  type StepMoveBody,
  type StepMoveResult,
} from '@shared/families/families.schema';
import { completedStepsOf, familyDisplayName } from '@shared/family-context/family-display';
import { daysInProcess, documentKey } from '@shared/family-context/family-rules';
import { APPLICATION_STEPS } from '@shared/journey/journey-steps';
import { moveStep, type StepMoveRefusal } from '@shared/journey/step-moves';
import type { SupportTeamMember } from '@shared/family-portal/family-portal.schema';
import type { AssessmentSummary } from '@shared/home-assessment/home-assessment-summary.schema';
import { withFields } from '@shared/with-fields';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { Tx } from '../../db/client';
import { isoOf } from '../../db/json';
import { familyDocuments } from '../../db/schema';
import type { ActivityJsonRow } from '../../lib/audit';
import { readAsStaff, type StaffRead, staffRead } from '../auth/session-reads.service';
import * as familyContext from '../family-context/family-context.service';
import { syncFamilyDocuments } from '../requirements/requirements.service';
import { firstProgramType, requireProgramType } from '../system-config/program-types.service';
import * as backgroundChecks from '../background-checks/background-checks.service';
import * as homeAssessment from '../home-assessment/home-assessment.service';
import * as repo from './families.repository';

const DETAIL_ACTIVITY_LIMIT = 20;

/** The family reads filter by who may read which family (`repo.sessionReach`), so assigned caseworkers read them too. */
const READ_FAMILIES = ['manage_families', 'manage_assigned_families'] as const;

export const familyNotFound = () => new AppError('NOT_FOUND', { message: 'No family with this id.' });

type PageJson = { total: number; rows: repo.FamilyListTuple[]; caseworkerName: string | null };
type PageValues = {
  search: string | null;
  step: number | null;
  status: string | null;
  caseworker: string | null;
  applicantType: string | null;
  limit: number;
  offset: number;
};
const pageReads = new Map<string, StaffRead<PageJson, PageValues>>();

/** The one-statement read of a page shape, made on first use (one prepared statement per shape). */
function pageRead(shape: repo.FamilyPageShape) {
  const filters = (['byStep', 'byStatus', 'byCaseworker', 'byApplicantType'] as const).filter(
    (key) => shape[key],
  );
  const name = [
    'staff_families',
    shape.sort,
    shape.order,
    ...(shape.search === 'none' ? [] : [`search_${shape.search}`]),
    ...filters.map((key) => key.slice(2).toLowerCase()),
  ].join('_');
  let read = pageReads.get(name);
  if (!read) {
    read = staffRead(name, repo.FamilyPageJsonSchema, repo.familyPageJson(shape));
    pageReads.set(name, read);
  }
  return read;
}

const listItemOf = (row: repo.FamilyListJson): FamilyListItem => ({
  id: row.id,
  caseNumber: row.caseNumber,
  familyName: familyDisplayName(row.familyName, row.primaryContactName),
  primaryContactName: row.primaryContactName,
  currentStep: row.currentStep,
  stepName: row.stepName,
  progressPercentage: row.progressPercentage,
  status: row.status,
  startDate: row.startDate,
  lastLogin: isoOf(row.lastLogin),
});

/** All Families: search, filter by step, status, caseworker and applicant type, sort, paginate. */
export async function listFamilies(
  ctx: AppContext,
  caller: Caller,
  query: ListFamiliesQuery,
): Promise<FamilyPage> {
  const search = repo.familySearchOf(query.search);
  const shape = {
    sort: query.sort,
    order: query.order,
    search: search.search,
    byStep: query.step !== undefined,
    byStatus: query.status !== undefined,
    byCaseworker: query.caseworker !== undefined,
    byApplicantType: query.applicantType !== undefined,
  };
  const { data } = await readAsStaff(ctx, caller, READ_FAMILIES, pageRead(shape), {
    search: search.value,
    step: query.step ?? null,
    status: query.status ?? null,
    caseworker: query.caseworker ?? null,
    applicantType: query.applicantType ?? null,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return {
    items: repo.familyRows(data?.rows ?? []).map(listItemOf),
    total: data?.total ?? 0,
    caseworkerName: data?.caseworkerName ?? null,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const applicationsRead = staffRead<
  { total: number; rows: repo.ApplicationTuple[] },
  { limit: number; offset: number }
>(
  'staff_applications',
  repo.ApplicationPageJsonSchema,
  repo.applicationPageJson(APPLICATION_STEPS),
  'generic',
);

/** Applications: active families in the application steps, oldest first, with days waiting and what is missing. */
export async function listApplications(
  ctx: AppContext,
  caller: Caller,
  query: { page: number; pageSize: number },
): Promise<ApplicationPage> {
  const { data } = await readAsStaff(ctx, caller, READ_FAMILIES, applicationsRead, {
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  const now = ctx.now();
  return {
    items: repo.applicationRows(data?.rows ?? []).map((row) =>
      withFields(listItemOf(row), {
        daysWaiting: daysInProcess(row.startDate, now),
        missing: [...new Set(row.missingDocumentNames.map(documentKey))],
      }),
    ),
    total: data?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
  };
}

const parts = familyContext.familyJsonParts;
const schemas = familyContext.familyJsonSchemas;
const DETAIL_FAMILY_ID = sql`${sql.placeholder('familyId')}::uuid`;

const detailRead = staffRead<
  {
    access: 'manage' | 'read';
    record: familyContext.FamilyRecordJson;
    supportStaff: SupportTeamMember[];
    accounts: repo.PortalAccountJson[];
    activity: ActivityJsonRow[];
    formerMembers: Record<string, string>;
    homeAssessment: AssessmentSummary;
  },
  { familyId: string }
>(
  'staff_family_detail',
  z.object({
    access: FamilyAccessSchema,
    record: schemas.record,
    supportStaff: schemas.supportTeam,
    accounts: repo.PortalAccountsJsonSchema,
    activity: schemas.activity,
    formerMembers: z.record(z.string(), z.string()),
    homeAssessment: homeAssessment.assessmentJsonSchemas.summary,
  }),
  sql`select json_build_object(
    'access', reach.access,
    'record', ${parts.record(DETAIL_FAMILY_ID)},
    'formerMembers', (select coalesce(json_object_agg(${familyDocuments.id}, ${familyDocuments.formerMemberName}), '{}'::json)
      from ${familyDocuments} where ${familyDocuments.familyId} = ${DETAIL_FAMILY_ID}
        and ${familyDocuments.formerMemberName} is not null),
    'homeAssessment', ${homeAssessment.assessmentJsonParts.summary(DETAIL_FAMILY_ID)},
    'supportStaff', ${parts.supportTeam(DETAIL_FAMILY_ID)},
    'accounts', ${repo.portalAccountsJson(DETAIL_FAMILY_ID)},
    'activity', ${parts.activity(DETAIL_FAMILY_ID, DETAIL_ACTIVITY_LIMIT)})
    from (select ${repo.sessionReach.access(DETAIL_FAMILY_ID)} as access) reach where reach.access is not null`,
);

/** Everything staff see about one family, in one statement with the session check. */
export async function getFamilyDetail(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<FamilyDetail> {
  const { data } = await readAsStaff(ctx, caller, READ_FAMILIES, detailRead, { familyId });
  const record = familyContext.familyRecordOf(data?.record);
  if (!data || !record) throw familyNotFound();
  const { family, members, documents, training, appointments } = record;
  const now = ctx.now();
  const memberNames = new Map(members.map((m) => [m.id, m.name]));
  return {
    access: data.access,
    family: {
      ...listItemOf(family),
      primaryContactEmail: family.primaryContactEmail,
      preferredLanguage: family.preferredLanguage,
      timezone: family.timezone,
      applicantType: family.applicantType,
      totalSteps: family.totalSteps,
      estimatedCompletion: family.estimatedCompletion,
      daysInProcess: daysInProcess(family.startDate, now),
    },
    journey: familyContext.journeyFromJson(family, documents, members, now),
    documents: documents.map(({ householdMemberId, ...d }) => ({
      ...d,
      // Someone who has left the household is still named on what they handed in.
      memberName: (householdMemberId ? memberNames.get(householdMemberId) : data.formerMembers[d.id]) ?? null,
      waivedReason: d.waivedReason,
      submittedAt: isoOf(d.submittedAt),
      approvedAt: isoOf(d.approvedAt),
      rejectedAt: isoOf(d.rejectedAt),
    })),
    household: familyContext.householdOf(members),
    training: familyContext.trainingOf(training),
    appointments: appointments.map(({ id, appointmentType, scheduledDate, status, location }) => ({
      id,
      appointmentType,
      scheduledDate: new Date(scheduledDate).toISOString(),
      status,
      location,
    })),
    homeAssessment: data.homeAssessment,
    supportStaff: data.supportStaff,
    portalAccounts: data.accounts.map(({ hasPassword, lastSignInAt, ...account }) => ({
      ...account,
      status: hasPassword ? 'active' : 'invited',
      lastSignInAt: isoOf(lastSignInAt),
    })),
    recentActivity: familyContext.activityItemsOf(data.activity),
  };
}

/**
 * A new family on step 1 with the next case number of the year ('HVN-2026-0009') and its program type, asked
 * for the checklist's household items (of every program type and its own) at once; per-member items follow as
 * members are added.
 */
export async function createFamily(ctx: AppContext, caller: Caller, body: CreateFamilyBody) {
  requireStaffPermission(caller, 'manage_families');
  const now = ctx.now();
  const year = now.getUTCFullYear();
  return ctx.db.transaction(async (tx) => {
    const last = await repo.lockAndFindLastCaseNumber(tx, year);
    const caseNumber = `HVN-${year}-${String(last + 1).padStart(4, '0')}`;
    const applicantType = body.applicantType
      ? await requireProgramType(tx, body.applicantType)
      : await firstProgramType(tx);
    const created = await repo.insertFamily(tx, {
      applicantType,
      caseNumber,
      familyName: body.familyName,
      primaryContactName: body.primaryContactName,
      primaryContactEmail: body.primaryContactEmail ?? null,
      preferredLanguage: body.preferredLanguage,
      startDate: now.toISOString().slice(0, 10),
    });
    await writeAudit(tx, caller.actor, {
      action: 'family.created',
      objectType: 'family',
      objectId: created.id,
      familyId: created.id,
      details: { caseNumber, familyName: body.familyName },
    });
    // The primary contact is the household's primary applicant: the checklist asks them for their own papers
    // (photo ID, physician's report…) from the start. Staff complete the household on the family page.
    const applicant = await repo.insertMember(tx, created.id, {
      name: body.primaryContactName,
      role: 'primary_applicant',
      relationship: 'Self',
      age: null,
    });
    await writeAudit(tx, caller.actor, {
      action: 'family.household_member_added',
      objectType: 'household_member',
      objectId: applicant.id,
      familyId: created.id,
      details: { name: applicant.name, role: applicant.role },
    });
    await syncFamilyDocuments(tx, [created.id]);
    return created;
  });
}

/** Step 8, Decide: a family reaches it only with every adult's checks cleared (approval is a decision, issue 45). */
const DECISION_STEP = 8;

async function requireChecksCleared(tx: Tx, familyId: string) {
  const open = await backgroundChecks.openChecks(tx, familyId);
  if (open === 'no_adults') {
    throw new AppError('CONFLICT', {
      message:
        'No adult is in the household yet: add the applicants and clear their background checks first.',
    });
  }
  if (open.length > 0) throw new AppError('CONFLICT', { message: openChecksSentence(open) });
}

const REFUSED_MOVES: Record<StepMoveRefusal, string> = {
  at_first_step: 'The family is already on step 1.',
  decision_step: 'Step 8 ends with a decision: approve or deny the family from its Decision tab.',
  decided: "A decision closed the family's journey: only a new decision (the Decision tab) changes it.",
};

/** Advance or return one step, with the reason in the audit row (and so in the family's activity). */
export async function moveFamilyStep(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: StepMoveBody,
): Promise<StepMoveResult> {
  requireStaffPermission(caller, 'manage_families');
  return ctx.db.transaction(async (tx) => {
    const family = await repo.findFamilyForUpdate(tx, familyId);
    if (!family) throw familyNotFound();
    const outcome = moveStep(family, body.direction);
    if (!outcome.ok) throw new AppError('CONFLICT', { message: REFUSED_MOVES[outcome.reason] });
    const next = outcome.position;
    if (body.direction === 'advance' && next.currentStep >= DECISION_STEP)
      await requireChecksCleared(tx, familyId);
    await repo.updateFamilyPosition(tx, familyId, {
      currentStep: next.currentStep,
      stepName: next.stepName,
      progressPercentage: next.progressPercentage,
      status: next.status,
    });
    await writeAudit(tx, caller.actor, {
      action: 'family.step_moved',
      objectType: 'family',
      objectId: familyId,
      familyId,
      details: {
        direction: body.direction,
        reason: body.reason,
        from: family.currentStep,
        to: next.currentStep,
        stepName: next.stepName,
        status: next.status,
      },
    });
    return {
      currentStep: next.currentStep,
      stepName: next.stepName,
      progressPercentage: next.progressPercentage,
      status: next.status,
      completedSteps: completedStepsOf(next.currentStep, next.status),
    };
  });
}
