import { expect, test } from 'vitest';
import { compareTasks, daysUntil, taskActionLabel, taskGroup } from './task-rules';

const now = new Date('2026-11-21T20:00:00Z');

test('days until due are signed whole days', () => {
  expect(daysUntil('2026-11-23', now)).toBe(2);
  expect(daysUntil('2026-11-21', now)).toBe(0);
  expect(daysUntil('2026-11-18', now)).toBe(-3);
});

test('urgent and high priority tasks and overdue ones are urgent; the rest upcoming', () => {
  expect(taskGroup({ priority: 'urgent', dueDate: null }, now)).toBe('urgent');
  expect(taskGroup({ priority: 'high', dueDate: '2026-12-30' }, now)).toBe('urgent');
  expect(taskGroup({ priority: 'low', dueDate: '2026-11-20' }, now)).toBe('urgent');
  expect(taskGroup({ priority: 'medium', dueDate: '2026-11-21' }, now)).toBe('upcoming');
  expect(taskGroup({ priority: 'low', dueDate: null }, now)).toBe('upcoming');
  expect(taskActionLabel('urgent')).toBe('Take Action');
  expect(taskActionLabel('upcoming')).toBe('Start Task');
});

test('tasks sort by due date (none last), then priority', () => {
  const tasks = [
    { id: 'a', priority: 'low', dueDate: null },
    { id: 'b', priority: 'low', dueDate: '2026-11-25' },
    { id: 'c', priority: 'urgent', dueDate: '2026-11-25' },
    { id: 'd', priority: 'medium', dueDate: '2026-11-22' },
  ];
  expect([...tasks].sort(compareTasks).map((t) => t.id)).toEqual(['d', 'c', 'b', 'a']);
});
