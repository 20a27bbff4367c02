import { expect, test } from 'vitest';
import type { FamilyTask } from '@shared/family-portal/family-portal.schema';
import { dueLabel, openTaskCount, taskDestination, withoutTask } from './task-display';

const task = (id: string, type: FamilyTask['type'] = 'upload'): FamilyTask => ({
  id,
  title: `Task ${id}`,
  description: '',
  priority: 'medium',
  dueDate: null,
  daysUntilDue: null,
  assignedBy: null,
  type,
  actionLabel: 'Start Task',
});

test('marking a task complete hides it from whichever group it was in', () => {
  const tasks = { urgent: [task('a'), task('b')], upcoming: [task('c')] };
  expect(withoutTask(tasks, 'b')).toEqual({ urgent: [task('a')], upcoming: [task('c')] });
  expect(withoutTask(tasks, 'c').upcoming).toEqual([]);
  expect(openTaskCount(withoutTask(withoutTask(withoutTask(tasks, 'a'), 'b'), 'c'))).toBe(0);
});

test('due dates read as today, tomorrow, in n days or overdue', () => {
  expect(dueLabel(null)).toBeNull();
  expect(dueLabel(0)).toBe('Due today');
  expect(dueLabel(1)).toBe('Due tomorrow');
  expect(dueLabel(8)).toBe('Due in 8 days');
  expect(dueLabel(-1)).toBe('Overdue by 1 day');
  expect(dueLabel(-3)).toBe('Overdue by 3 days');
});

test('each task type leads somewhere: upload dialog, forms, learning, or the caseworker', () => {
  expect(taskDestination('upload')).toBe('upload');
  expect(taskDestination('form')).toBe('documents');
  expect(taskDestination('review')).toBe('learning');
  expect(taskDestination('schedule')).toBe('contact');
});
