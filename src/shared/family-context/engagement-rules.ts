/**
 * Gamification and performance stats (spec 01 §2), computed from a family's real progress instead of the
 * demo's fixed sample numbers.
 */

/** Points per unit of progress. */
export const XP_RULES = {
  approvedDocument: 100,
  completedTask: 50,
  trainingHour: 25,
  completedStep: 250,
} as const;
export const XP_PER_LEVEL = 1000;

export interface EngagementFacts {
  /** Documents with status approved or completed. */
  approvedDocuments: number;
  completedTasks: number;
  /** Training hours completed (fractions count down to whole hours). */
  trainingHours: number;
  completedSteps: number;
  totalSteps: number;
  /** Background checks back and cleared, and how many are required. */
  clearedChecks: number;
  requiredChecks: number;
  /** Consecutive active days (see `activeDayStreak`). */
  loginStreak: number;
}

/**
 * XP = 100 per approved document + 50 per completed task + 25 per whole training hour + 250 per completed step.
 * Level = floor(XP / 1000) + 1; the next level starts at level × 1000.
 */
export function experience(
  facts: Pick<EngagementFacts, 'approvedDocuments' | 'completedTasks' | 'trainingHours' | 'completedSteps'>,
) {
  const xp =
    facts.approvedDocuments * XP_RULES.approvedDocument +
    facts.completedTasks * XP_RULES.completedTask +
    Math.floor(Math.max(0, facts.trainingHours)) * XP_RULES.trainingHour +
    facts.completedSteps * XP_RULES.completedStep;
  const level = Math.floor(xp / XP_PER_LEVEL) + 1;
  return {
    xp,
    level,
    levelXp: xp - (level - 1) * XP_PER_LEVEL,
    levelSize: XP_PER_LEVEL,
    nextLevelXp: level * XP_PER_LEVEL,
  };
}

interface BadgeRule {
  id: string;
  name: string;
  description: string;
  earned: (facts: EngagementFacts) => boolean;
}

/** The achievement badges, in display order. */
export const BADGE_RULES: readonly BadgeRule[] = [
  {
    id: 'first-step',
    name: 'First Step',
    description: 'Completed the first step of the journey.',
    earned: (f) => f.completedSteps >= 1,
  },
  {
    id: 'paperwork-pro',
    name: 'Paperwork Pro',
    description: 'Ten documents approved.',
    earned: (f) => f.approvedDocuments >= 10,
  },
  {
    id: 'all-clear',
    name: 'All Clear',
    description: 'Every required background check came back cleared.',
    earned: (f) => f.clearedChecks >= f.requiredChecks,
  },
  {
    id: 'halfway-there',
    name: 'Halfway There',
    description: 'Half of the approval journey completed.',
    earned: (f) => f.completedSteps * 2 >= f.totalSteps,
  },
  {
    id: 'eager-learner',
    name: 'Eager Learner',
    description: 'Twenty hours of training completed.',
    earned: (f) => f.trainingHours >= 20,
  },
  {
    id: 'task-master',
    name: 'Task Master',
    description: 'Five tasks completed.',
    earned: (f) => f.completedTasks >= 5,
  },
  {
    id: 'on-a-roll',
    name: 'On a Roll',
    description: 'Active in the portal seven days in a row.',
    earned: (f) => f.loginStreak >= 7,
  },
  {
    id: 'approved',
    name: 'Resource Family',
    description: 'Approved as a resource family.',
    earned: (f) => f.completedSteps >= f.totalSteps,
  },
];

export function badges(facts: EngagementFacts) {
  return BADGE_RULES.map(({ earned, ...badge }) => ({ ...badge, earned: earned(facts) }));
}

const DAY_MS = 86_400_000;

/**
 * Consecutive calendar days (UTC, 'YYYY-MM-DD') with activity, counted back from today. A streak that
 * last counted yesterday is still alive (the family has not had today yet); older than that it is 0.
 */
export function dayStreak(days: readonly string[], now: Date): number {
  const active = new Set(days);
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const key = (ms: number) => new Date(ms).toISOString().slice(0, 10);
  let cursor = active.has(key(today)) ? today : today - DAY_MS;
  let streak = 0;
  while (active.has(key(cursor))) {
    streak += 1;
    cursor -= DAY_MS;
  }
  return streak;
}

/**
 * What makes a day count for the streaks. Signing in alone does not: a day counts for the Login Streak when
 * one of the family's own users did something in the portal (handed in a document, completed a task, signed a
 * form, changed the household; any audited action of theirs except authentication), and for the Task Streak
 * when they completed a task or handed in a document. Staff actions on the family never count.
 */
export const STREAK_RULES = {
  /** Audit actions that never make a day active (prefixes). */
  inactivePrefixes: ['auth.'],
  /** Audit actions that make a day count for the Task Streak. */
  taskActions: ['family.task_completed', 'document.uploaded'],
} as const;

/** Families that must have started in the same month before a rank means anything ("1 of 1" does not). */
export const COHORT_MIN_SIZE = 5;

/**
 * Rank among families that started in the same month: 1 + those strictly further along (equal progress
 * shares a rank). `cohortSize` includes the family itself. The rank is null (hidden) below COHORT_MIN_SIZE.
 */
export function cohortRank(furtherAlong: number, cohortSize: number) {
  const size = Math.max(1, cohortSize, furtherAlong + 1);
  return { rank: size < COHORT_MIN_SIZE ? null : 1 + Math.max(0, furtherAlong), size };
}
