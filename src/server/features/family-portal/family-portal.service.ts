import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  Announcement,
  DashboardTileRef,
  Engagement,
  FamilyActivityItem,
  FamilyDashboard,
  FamilyStats,
  FamilyTask,
  FamilyTasks,
  Household,
  SupportTeamMember,
} from '@shared/family-portal/family-portal.schema';
import type { Journey } from '@shared/journey/journey.schema';
import { FEED_OVERFETCH, familyActivityItems } from '@shared/family-context/activity-rules';
import { badges, cohortRank, dayStreak, experience } from '@shared/family-context/engagement-rules';
import { completedStepsOf, familyDisplayName, familyStatusLine } from '@shared/family-context/family-display';
import { preferredFirstName, STATS_FALLBACK, TRAINING_FALLBACK } from '@shared/family-context/family-rules';
import { quoteOfTheDay } from '@shared/family-context/motivational-quotes';
import {
  compareTasks,
  correctionTasks,
  courseTasks,
  daysUntil,
  documentTasks,
  taskActionLabel,
  taskGroup,
} from '@shared/family-context/task-rules';
import { daysRemaining } from '@shared/journey/journey-rules';
import { JOURNEY_STEPS, TOTAL_JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { courseIn } from '@shared/learning/course-translations';
import { announcementIn } from '@shared/system-config/announcement-translations';
import { withFields } from '@shared/with-fields';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { type Caller, requireFamily } from '../../lib/caller';
import { type ActivityJsonRow } from '../../lib/audit';
import { familyRead, readAsFamily } from '../auth/session-reads.service';
import * as familyContext from '../family-context/family-context.service';
import * as familyLearning from '../family-learning/family-learning.service';
import * as homeAssessment from '../home-assessment/home-assessment.service';
import * as systemConfig from '../system-config/system-config.service';
import * as repo from './family-portal.repository';
import * as preferences from './family-preferences.repository';

/** Streaks look back at most this far. */
const STREAK_WINDOW_DAYS = 400;

const familyNotFound = () => new AppError('NOT_FOUND', { message: 'No family is linked to this account.' });

/*
 * Every read below is one prepared statement that also checks the session (routes declare
 * `session: 'in-read'`); the family id comes from that session, never from the request.
 */
const parts = familyContext.familyJsonParts;
const schemas = familyContext.familyJsonSchemas;
const tiles = systemConfig.familyPortalJsonParts;
const tileSchemas = systemConfig.familyPortalJsonSchemas;

const dashboardRead = familyRead<{
  family: familyContext.FamilyJson | null;
  training: familyContext.TrainingJson | null;
  intakeEmail: unknown;
  tiles: DashboardTileRef[];
}>(
  'family_dashboard',
  z.object({
    family: schemas.family,
    training: schemas.training,
    intakeEmail: tileSchemas.intakeEmail,
    tiles: tileSchemas.enabledTiles,
  }),
  (familyId) => sql`select json_build_object(
    'family', ${parts.family(familyId)},
    'training', ${parts.training(familyId)},
    'intakeEmail', ${tiles.intakeEmail()},
    'tiles', ${tiles.enabledTiles()})`,
);

/** Heading data, the status line, the intake address, the quote of the day and the enabled tiles. */
export async function getDashboard(ctx: AppContext, caller: Caller): Promise<FamilyDashboard> {
  const { data } = await readAsFamily(ctx, caller, dashboardRead, {});
  const family = data?.family;
  if (!data || !family) throw familyNotFound();
  const training = familyContext.trainingOf(data.training);
  const familyName = familyDisplayName(family.familyName, family.primaryContactName);
  const progress = {
    currentStep: family.currentStep,
    totalSteps: TOTAL_JOURNEY_STEPS,
    stepName: family.stepName,
    completedSteps: completedStepsOf(family.currentStep, family.status),
    approved: family.status === 'approved',
  };
  return {
    family: {
      id: family.id,
      familyName,
      primaryContactName: family.primaryContactName,
      firstName: preferredFirstName(family.primaryContactName),
      applicantType: family.applicantType,
      requiredTrainingHours: training.requiredHours,
      caseNumber: family.caseNumber,
    },
    statusLine: familyStatusLine({ familyName, ...progress }),
    progress,
    intakeEmail: systemConfig.intakeEmailOf(data.intakeEmail),
    quoteOfTheDay: quoteOfTheDay(ctx.now()),
    tiles: data.tiles,
  };
}

const journeyRead = familyRead('family_journey', schemas.journeyFacts, parts.journeyFacts);

export async function getJourney(ctx: AppContext, caller: Caller): Promise<Journey> {
  const { data } = await readAsFamily(ctx, caller, journeyRead, {});
  if (!data?.family) throw familyNotFound();
  const documents = familyContext.documentRows(data.documents);
  return familyContext.journeyFromJson(data.family, documents, data.members, ctx.now());
}

const statsRead = familyRead('family_stats', repo.StatsRowSchema, repo.familyStats);

/** The four statistics cards, in one statement; spec 01 §5 defaults when the family's rows are missing. */
export async function getStats(ctx: AppContext, caller: Caller): Promise<FamilyStats> {
  const now = ctx.now();
  const { data: row } = await readAsFamily(ctx, caller, statsRead, {});
  if (!row) {
    return {
      documents: { submitted: 0, required: 0 },
      training: {
        completedHours: TRAINING_FALLBACK.completedHours,
        requiredHours: STATS_FALLBACK.trainingHours,
      },
      progress: { step: STATS_FALLBACK.currentStep, total: STATS_FALLBACK.totalSteps },
      nextCheckIn: null,
    };
  }
  const next = row.next_appointment;
  const nextDate = next ? new Date(next.scheduled_date).toISOString() : null;
  return {
    documents: { submitted: row.submitted_documents, required: row.required_documents },
    training: {
      completedHours: row.completed_hours ?? TRAINING_FALLBACK.completedHours,
      requiredHours: row.required_hours ?? TRAINING_FALLBACK.requiredHours,
    },
    progress: { step: row.current_step, total: row.total_steps },
    nextCheckIn:
      next && nextDate
        ? {
            date: nextDate,
            daysAway: daysRemaining(nextDate.slice(0, 10), now),
            appointmentType: next.appointment_type,
          }
        : null,
  };
}

const householdRead = familyRead<familyContext.MemberJson[]>(
  'family_household',
  schemas.members,
  (familyId) => sql`select ${parts.members(familyId)}`,
);

export async function getHousehold(ctx: AppContext, caller: Caller): Promise<Household> {
  const { data } = await readAsFamily(ctx, caller, householdRead, {});
  return familyContext.householdOf(data ?? []);
}

const tasksRead = familyRead<{
  family: familyContext.FamilyJson | null;
  manual: repo.OpenTaskJson[];
  documents: familyContext.DocumentTuple[];
  members: familyContext.MemberJson[];
  courses: familyLearning.TaskEnrollmentJson[];
  corrections: homeAssessment.OpenCorrectionJson[];
}>(
  'family_tasks',
  z.object({
    family: schemas.family,
    manual: repo.OpenTasksJsonSchema,
    documents: schemas.documents,
    members: schemas.members,
    courses: familyLearning.learningJsonSchemas.openCourseTasks,
    corrections: homeAssessment.assessmentJsonSchemas.openCorrections,
  }),
  (familyId) => sql`select json_build_object(
    'family', ${parts.family(familyId)},
    'manual', ${repo.openTasksJson(familyId)},
    'documents', ${parts.documents(familyId)},
    'members', ${parts.members(familyId)},
    'courses', ${familyLearning.learningJsonParts.openCourseTasks(familyId)},
    'corrections', ${homeAssessment.assessmentJsonParts.openCorrections(familyId)})`,
);

/**
 * Open tasks split into urgent and upcoming, each sorted by due date: the manual tasks staff set, the tasks
 * the family's documents ask for (rejected, expired, and the current step's missing items), its required
 * or due courses not completed yet, and the home assessment's corrections it has to make.
 */
export async function getTasks(ctx: AppContext, caller: Caller): Promise<FamilyTasks> {
  const { data } = await readAsFamily(ctx, caller, tasksRead, {});
  if (!data?.family) throw familyNotFound();
  const now = ctx.now();
  const language = data.family.preferredLanguage;
  const names = new Map(data.members.map((m) => [m.id, m.name]));
  const derived = documentTasks(
    familyContext
      .documentRows(data.documents)
      .map((d) =>
        withFields(d, { memberName: d.householdMemberId ? (names.get(d.householdMemberId) ?? null) : null }),
      ),
    { currentStep: data.family.currentStep, approved: data.family.status === 'approved' },
    (stepId) => JOURNEY_STEPS.find((step) => step.id === stepId)?.title ?? `Step ${stepId}`,
  );
  const rows = [
    ...derived,
    ...correctionTasks(data.corrections, now),
    ...courseTasks(
      data.courses.map(({ courseTranslations, ...course }) =>
        withFields(course, {
          courseTitle: courseIn({ title: course.courseTitle }, courseTranslations, language).title,
        }),
      ),
      now,
    ),
    ...data.manual.map((row) =>
      withFields(row, { source: 'manual' as const, document: null, course: null, correction: null }),
    ),
  ];
  const tasks: FamilyTasks = { urgent: [], upcoming: [] };
  for (const row of rows.sort(compareTasks)) {
    const group = taskGroup(row, now);
    const task: FamilyTask = withFields(row, {
      daysUntilDue: row.dueDate === null ? null : daysUntil(row.dueDate, now),
      actionLabel: taskActionLabel(group),
    });
    tasks[group].push(task);
  }
  return tasks;
}

/**
 * Mark Complete (`done`) or its Undo (`!done`) on a manual task. Another family's task, or a task derived from
 * a document (it completes itself), is 404; asking for the state the task is already in changes nothing.
 */
async function setTaskDone(ctx: AppContext, caller: Caller, taskId: string, done: boolean): Promise<void> {
  const { familyId } = requireFamily(caller);
  await ctx.db.transaction(async (tx) => {
    const task = await repo.findTaskForUpdate(tx, familyId, taskId);
    if (!task) throw new AppError('NOT_FOUND', { message: 'No task with this id.' });
    if ((task.completedAt !== null) === done) return;
    await repo.setTaskCompletedAt(tx, task.id, done ? ctx.now() : null);
    await writeAudit(tx, caller.actor, {
      action: done ? 'family.task_completed' : 'family.task_reopened',
      objectType: 'family_task',
      objectId: task.id,
      familyId,
      details: { title: task.title },
    });
  });
}

export const completeTask = (ctx: AppContext, caller: Caller, taskId: string) =>
  setTaskDone(ctx, caller, taskId, true);

export const reopenTask = (ctx: AppContext, caller: Caller, taskId: string) =>
  setTaskDone(ctx, caller, taskId, false);

const activityRead = familyRead<ActivityJsonRow[], { limit: number }>(
  'family_activity',
  schemas.activity,
  (familyId) => sql`select ${parts.activity(familyId, sql.placeholder('limit'))}`,
);

/**
 * The newest `limit` feed lines, after repeated sign-ins are collapsed (so more rows are read than shown), each
 * with its action and values so the family's client words it in the family's language.
 */
export async function getActivity(
  ctx: AppContext,
  caller: Caller,
  limit: number,
): Promise<FamilyActivityItem[]> {
  const { data } = await readAsFamily(ctx, caller, activityRead, { limit: limit * FEED_OVERFETCH });
  return familyActivityItems(data ?? []).slice(0, limit);
}

const announcementsRead = familyRead(
  'family_announcements',
  z.object({
    items: tileSchemas.publishedAnnouncements,
    preferences: preferences.PreferencesJsonSchema.nullable(),
  }),
  (familyId) => sql`select json_build_object(
    'items', ${tiles.publishedAnnouncements()},
    'preferences', ${preferences.preferencesJson(familyId)})`,
);

/** The published announcements, each in the family's language where staff translated it (issue 50). */
export async function getAnnouncements(ctx: AppContext, caller: Caller): Promise<Announcement[]> {
  const { data } = await readAsFamily(ctx, caller, announcementsRead, {});
  const language = data?.preferences?.preferredLanguage ?? 'en';
  return (data?.items ?? []).map(({ translations, ...row }) =>
    announcementIn(
      withFields(row, { publishedAt: new Date(row.publishedAt).toISOString() }),
      translations,
      language,
    ),
  );
}

const supportTeamRead = familyRead<SupportTeamMember[]>(
  'family_support_team',
  schemas.supportTeam,
  (familyId) => sql`select ${parts.supportTeam(familyId)}`,
);

export async function getSupportTeam(ctx: AppContext, caller: Caller): Promise<SupportTeamMember[]> {
  const { data } = await readAsFamily(ctx, caller, supportTeamRead, {});
  return data ?? [];
}

const engagementRead = familyRead<repo.EngagementFactsJson, { since: string }>(
  'family_engagement',
  repo.EngagementFactsJsonSchema,
  repo.engagementFacts,
);

/** Gamification and PerformanceStats, computed from the family's real progress (formulas in engagement-rules). */
export async function getEngagement(ctx: AppContext, caller: Caller): Promise<Engagement> {
  const now = ctx.now();
  const since = new Date(now.getTime() - STREAK_WINDOW_DAYS * 86_400_000);
  const { data: family } = await readAsFamily(ctx, caller, engagementRead, { since: since.toISOString() });
  if (!family) throw familyNotFound();
  const facts = {
    approvedDocuments: family.approved_documents,
    completedTasks: family.completed_tasks,
    trainingHours: family.completed_hours ?? TRAINING_FALLBACK.completedHours,
    completedSteps: completedStepsOf(family.current_step, family.status),
    totalSteps: TOTAL_JOURNEY_STEPS,
    clearedChecks: family.cleared_checks,
    requiredChecks: family.required_checks,
    loginStreak: dayStreak(family.active_days, now),
  };
  const rank = cohortRank(family.cohort.ahead, family.cohort.size);
  return {
    ...experience(facts),
    badges: badges(facts),
    loginStreak: facts.loginStreak,
    taskStreak: dayStreak(family.task_days, now),
    cohortRank: rank.rank,
    cohortSize: rank.size,
  };
}
