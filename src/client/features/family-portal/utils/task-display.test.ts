import { expect, test } from 'vitest';
import type { FamilyTask } from '@shared/family-portal/family-portal.schema';
import { dueLabel, openTaskCount, taskDestination, withoutTask } from './task-display';

const task = (id: string, type: FamilyTask['type'] = 'upload'): FamilyTask => ({
  id,
  source: 'manual',
  document: null,
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

test('manual tasks lead to the upload dialog, the learning journey or the current step', () => {
  expect(taskDestination(task('a', 'upload'))).toEqual({ kind: 'upload', document: null });
  expect(taskDestination(task('a', 'form'))).toEqual({ kind: 'step', stepId: null });
  expect(taskDestination(task('a', 'review'))).toEqual({ kind: 'learning' });
  expect(taskDestination(task('a', 'schedule'))).toEqual({ kind: 'step', stepId: null });
});

test('a task derived from a document opens exactly that item', () => {
  const document = {
    id: '00000000-0000-4000-8000-000000000001',
    stepId: 1,
    name: 'Photo ID',
    kind: 'upload' as const,
    memberName: 'Maria',
    reason: 'rejected' as const,
  };
  expect(taskDestination({ type: 'upload', document })).toEqual({ kind: 'upload', document });
  expect(taskDestination({ type: 'form', document: { ...document, kind: 'e-sign', stepId: 3 } })).toEqual({
    kind: 'step',
    stepId: 3,
  });
});
