import type {
  ActivityItem,
  Announcement,
  Engagement,
  FamilyDashboard,
  FamilyStats,
  FamilyTask,
  FamilyTasks,
  Household,
  SupportTeamMember,
} from '@shared/family-portal/family-portal.schema';
import type { Journey } from '@shared/journey/journey.schema';
import { badges, cohortRank, dayStreak, experience } from '@shared/family-context/engagement-rules';
import { completedStepsOf, familyDisplayName, familyStatusLine } from '@shared/family-context/family-display';
import {
  preferredFirstName,
  REQUIRED_BACKGROUND_CHECKS,
  STATS_FALLBACK,
  TRAINING_FALLBACK,
} from '@shared/family-context/family-rules';
import { quoteOfTheDay } from '@shared/family-context/motivational-quotes';
import { compareTasks, daysUntil, taskActionLabel, taskGroup } from '@shared/family-context/task-rules';
import { daysRemaining } from '@shared/journey/journey-rules';
import { TOTAL_JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { type Caller, requireFamily } from '../../lib/caller';
import * as familyContext from '../family-context/family-context.service';
import * as systemConfig from '../system-config/system-config.service';
import * as repo from './family-portal.repository';

/** Streaks look back at most this far. */
const STREAK_WINDOW_DAYS = 400;

const familyNotFound = () => new AppError('NOT_FOUND', { message: 'No family is linked to this account.' });

async function requireOwnFamily(ctx: AppContext, familyId: string) {
  const family = await familyContext.findFamily(ctx.db, familyId);
  if (!family) throw familyNotFound();
  return family;
}

/** Heading data, the status line, the intake address, the quote of the day and the enabled tiles. */
export async function getDashboard(ctx: AppContext, caller: Caller): Promise<FamilyDashboard> {
  const { familyId } = requireFamily(caller);
  const [family, training, intakeEmail, tiles] = await Promise.all([
    requireOwnFamily(ctx, familyId),
    familyContext.familyTraining(ctx.db, familyId),
    systemConfig.intakeEmail(ctx),
    systemConfig.enabledTiles(ctx),
  ]);
  const familyName = familyDisplayName(family.familyName, family.primaryContactName);
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
    statusLine: familyStatusLine({
      familyName,
      currentStep: family.currentStep,
      stepName: family.stepName,
      completedSteps: completedStepsOf(family.currentStep, family.status),
      approved: family.status === 'approved',
    }),
    intakeEmail,
    quoteOfTheDay: quoteOfTheDay(ctx.now()),
    tiles,
  };
}

export async function getJourney(ctx: AppContext, caller: Caller): Promise<Journey> {
  const { familyId } = requireFamily(caller);
  const journey = await familyContext.familyJourney(ctx.db, familyId, ctx.now());
  if (!journey) throw familyNotFound();
  return journey;
}

/** The four statistics cards, in one statement; spec 01 §5 defaults when the family's rows are missing. */
export async function getStats(ctx: AppContext, caller: Caller): Promise<FamilyStats> {
  const { familyId } = requireFamily(caller);
  const now = ctx.now();
  const row = await repo.familyStats(ctx.db, familyId, now);
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

export async function getHousehold(ctx: AppContext, caller: Caller): Promise<Household> {
  const { familyId } = requireFamily(caller);
  return familyContext.familyHousehold(ctx.db, familyId);
}

/** Open tasks split into urgent and upcoming, each sorted by due date. */
export async function getTasks(ctx: AppContext, caller: Caller): Promise<FamilyTasks> {
  const { familyId } = requireFamily(caller);
  const now = ctx.now();
  const rows = [...(await repo.listOpenTasks(ctx.db, familyId))].sort(compareTasks);
  const tasks: FamilyTasks = { urgent: [], upcoming: [] };
  for (const row of rows) {
    const group = taskGroup(row, now);
    const task: FamilyTask = {
      ...row,
      daysUntilDue: row.dueDate === null ? null : daysUntil(row.dueDate, now),
      actionLabel: taskActionLabel(group),
    };
    tasks[group].push(task);
  }
  return tasks;
}

/** Mark Complete. Another family's task is 404; completing a done task again changes nothing. */
export async function completeTask(ctx: AppContext, caller: Caller, taskId: string): Promise<void> {
  const { familyId } = requireFamily(caller);
  await ctx.db.transaction(async (tx) => {
    const task = await repo.findTaskForUpdate(tx, familyId, taskId);
    if (!task) throw new AppError('NOT_FOUND', { message: 'No task with this id.' });
    if (task.completedAt) return;
    await repo.markTaskCompleted(tx, task.id, ctx.now());
    await writeAudit(tx, caller.actor, {
      action: 'family.task_completed',
      objectType: 'family_task',
      objectId: task.id,
      familyId,
      details: { title: task.title },
    });
  });
}

export async function getActivity(ctx: AppContext, caller: Caller, limit: number): Promise<ActivityItem[]> {
  const { familyId } = requireFamily(caller);
  return familyContext.familyActivity(ctx.db, familyId, limit);
}

export async function getAnnouncements(ctx: AppContext, caller: Caller): Promise<Announcement[]> {
  requireFamily(caller);
  return systemConfig.publishedAnnouncements(ctx);
}

export async function getSupportTeam(ctx: AppContext, caller: Caller): Promise<SupportTeamMember[]> {
  const { familyId } = requireFamily(caller);
  return familyContext.familySupportTeam(ctx.db, familyId);
}

/** First day of the start date's month and of the month after, as YYYY-MM-DD. */
function monthRange(startDate: string): [string, string] {
  const [year = 1970, month = 1] = startDate.split('-').map(Number);
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return [`${year}-${String(month).padStart(2, '0')}-01`, next];
}

/** Gamification and PerformanceStats, computed from the family's real progress (formulas in engagement-rules). */
export async function getEngagement(ctx: AppContext, caller: Caller): Promise<Engagement> {
  const { familyId } = requireFamily(caller);
  const now = ctx.now();
  const since = new Date(now.getTime() - STREAK_WINDOW_DAYS * 86_400_000);
  const family = await requireOwnFamily(ctx, familyId);
  const [from, to] = monthRange(family.startDate);
  const [training, approvedDocuments, tasks, loginDays, clearedChecks, cohort] = await Promise.all([
    familyContext.familyTraining(ctx.db, familyId),
    repo.approvedDocumentCount(ctx.db, familyId),
    repo.taskCompletions(ctx.db, familyId, since),
    repo.signInDays(ctx.db, familyId, since),
    repo.clearedCheckCount(ctx.db, familyId),
    repo.cohortCounts(ctx.db, from, to, family.progressPercentage),
  ]);
  const facts = {
    approvedDocuments,
    completedTasks: tasks.total,
    trainingHours: training.completedHours,
    completedSteps: completedStepsOf(family.currentStep, family.status),
    totalSteps: TOTAL_JOURNEY_STEPS,
    clearedChecks,
    requiredChecks: REQUIRED_BACKGROUND_CHECKS,
    loginStreak: dayStreak(loginDays, now),
  };
  const rank = cohortRank(cohort.ahead, cohort.size);
  return {
    ...experience(facts),
    badges: badges(facts),
    loginStreak: facts.loginStreak,
    taskStreak: dayStreak(tasks.days, now),
    cohortRank: rank.rank,
    cohortSize: rank.size,
  };
}
