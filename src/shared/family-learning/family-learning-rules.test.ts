import { expect, test } from 'vitest';
import {
  certificateIdOf,
  courseHours,
  hoursTowardRequired,
  minutesSpent,
  progressPercent,
  quizBand,
  quizScore,
  shuffledOrder,
} from './family-learning-rules';

test('the certificate id is CERT- and the first 8 characters of the enrollment id, upper case', () => {
  expect(certificateIdOf('3f2a9c1b-77aa-4e0e-9d1c-0a1b2c3d4e5f')).toBe('CERT-3F2A9C1B');
});

test('progress is the rounded share of completed lessons', () => {
  expect([
    progressPercent(1, 3),
    progressPercent(2, 3),
    progressPercent(3, 3),
    progressPercent(0, 0),
  ]).toEqual([33, 67, 100, 0]);
});

test('minutes spent are rounded and capped at three times the planned minutes', () => {
  const shown = new Date('2026-01-01T10:00:00Z');
  expect(minutesSpent(shown, new Date('2026-01-01T10:07:29Z'), 10)).toBe(7);
  expect(minutesSpent(shown, new Date('2026-01-01T10:07:31Z'), 10)).toBe(8);
  expect(minutesSpent(shown, new Date('2026-01-02T10:00:00Z'), 10)).toBe(30);
  expect(minutesSpent(shown, new Date('2026-01-01T09:00:00Z'), 10)).toBe(0);
});

test('quiz scores round and fall into the spec bands', () => {
  expect(quizScore(2, 3)).toBe(67);
  expect([quizBand(80), quizBand(79), quizBand(60), quizBand(59)]).toEqual([
    'excellent',
    'fair',
    'fair',
    'poor',
  ]);
});

test('the option shuffle is a stable permutation per seed', () => {
  const order = shuffledOrder(5, 'enrollment:q1');
  expect([...order].sort()).toEqual([0, 1, 2, 3, 4]);
  expect(shuffledOrder(5, 'enrollment:q1')).toEqual(order);
  const seeds = Array.from({ length: 20 }, (_, i) => shuffledOrder(5, `seed-${i}`).join(''));
  expect(new Set(seeds).size).toBeGreaterThan(1);
});

test('course minutes become hours to one decimal; remaining hours never go below zero', () => {
  expect(courseHours(90)).toBe(1.5);
  expect(courseHours(50)).toBe(0.8);
  expect(hoursTowardRequired(12.5, 40)).toEqual({ done: 12.5, remaining: 27.5 });
  expect(hoursTowardRequired(45, 40)).toEqual({ done: 45, remaining: 0 });
});
