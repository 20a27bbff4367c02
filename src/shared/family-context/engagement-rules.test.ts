import { expect, test } from 'vitest';
import {
  badges,
  COHORT_MIN_SIZE,
  cohortRank,
  dayStreak,
  experience,
  type EngagementFacts,
} from './engagement-rules';

const facts: EngagementFacts = {
  approvedDocuments: 14,
  completedTasks: 2,
  trainingHours: 12.5,
  completedSteps: 3,
  totalSteps: 8,
  clearedChecks: 1,
  requiredChecks: 3,
  loginStreak: 2,
};

test('XP is 100 per approved document, 50 per task, 25 per whole training hour and 250 per step', () => {
  // 1400 + 100 + 300 + 750
  expect(experience(facts)).toEqual({ xp: 2550, level: 3, levelXp: 550, levelSize: 1000, nextLevelXp: 3000 });
  expect(
    experience({ approvedDocuments: 0, completedTasks: 0, trainingHours: 0, completedSteps: 0 }),
  ).toEqual({
    xp: 0,
    level: 1,
    levelXp: 0,
    levelSize: 1000,
    nextLevelXp: 1000,
  });
  expect(
    experience({ approvedDocuments: 10, completedTasks: 0, trainingHours: 0, completedSteps: 0 }).level,
  ).toBe(2);
});

test('badges are earned from the facts, in a fixed order', () => {
  const earned = badges(facts)
    .filter((b) => b.earned)
    .map((b) => b.id);
  expect(earned).toEqual(['first-step', 'paperwork-pro']);
  const finished = badges({
    ...facts,
    completedSteps: 8,
    clearedChecks: 3,
    trainingHours: 40,
    completedTasks: 5,
    loginStreak: 7,
  });
  expect(finished.every((b) => b.earned)).toBe(true);
  expect(badges({ ...facts, completedSteps: 0, approvedDocuments: 0 }).some((b) => b.earned)).toBe(false);
});

test('a day streak counts back from today, or from yesterday when today has nothing yet', () => {
  const now = new Date('2026-11-21T08:00:00Z');
  expect(dayStreak(['2026-11-21', '2026-11-20', '2026-11-19', '2026-11-17'], now)).toBe(3);
  expect(dayStreak(['2026-11-20', '2026-11-19'], now)).toBe(2);
  expect(dayStreak(['2026-11-19', '2026-11-18'], now)).toBe(0);
  expect(dayStreak([], now)).toBe(0);
  expect(dayStreak(['2026-11-21', '2026-11-21'], now)).toBe(1);
});

test('cohort rank is one more than the families further along; ties share a rank', () => {
  expect(cohortRank(0, 125)).toEqual({ rank: 1, size: 125 });
  expect(cohortRank(80, 125)).toEqual({ rank: 81, size: 125 });
  expect(cohortRank(2, COHORT_MIN_SIZE)).toEqual({ rank: 3, size: COHORT_MIN_SIZE });
});

test('a cohort smaller than the minimum has no rank: a family alone is not "1 of 1"', () => {
  expect(cohortRank(0, 0)).toEqual({ rank: null, size: 1 });
  expect(cohortRank(0, 1)).toEqual({ rank: null, size: 1 });
  expect(cohortRank(1, COHORT_MIN_SIZE - 1)).toEqual({ rank: null, size: COHORT_MIN_SIZE - 1 });
});
