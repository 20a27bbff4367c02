import { expect, test } from 'vitest';
import {
  compareTasks,
  coursePriority,
  courseTasks,
  daysUntil,
  documentTasks,
  taskActionLabel,
  taskGroup,
  type TaskDocumentFacts,
  type TaskEnrollmentFacts,
} from './task-rules';

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

const item = (overrides: Partial<TaskDocumentFacts>): TaskDocumentFacts => ({
  id: '00000000-0000-4000-8000-000000000001',
  stepId: 1,
  documentName: 'Photo ID',
  documentType: 'upload',
  required: true,
  status: 'pending',
  dueDate: null,
  rejectionReason: null,
  memberName: null,
  ...overrides,
});
const title = (stepId: number) => `Title ${stepId}`;

test('documents ask for tasks: rejected and expired anywhere, missing required items of the current step', () => {
  const tasks = documentTasks(
    [
      item({ id: 'a', status: 'rejected', stepId: 1, rejectionReason: 'Blurry', memberName: 'Maria' }),
      item({ id: 'b', status: 'expired', stepId: 6, documentName: 'CPR Certificate' }),
      item({ id: 'c', stepId: 4, documentType: 'e-sign', documentName: 'LIC 627' }),
      item({ id: 'd', stepId: 4, required: false }),
      item({ id: 'e', stepId: 5 }),
      item({ id: 'f', stepId: 4, status: 'submitted' }),
      item({ id: 'g', stepId: 4, status: 'waived' }),
    ],
    { currentStep: 4, approved: false },
    title,
  );
  expect(tasks.map((task) => [task.id, task.title, task.priority, task.document.reason])).toEqual([
    ['a', 'Upload a new Photo ID for Maria', 'urgent', 'rejected'],
    ['b', 'Upload a new copy of CPR Certificate', 'high', 'expired'],
    ['c', 'Sign LIC 627', 'medium', 'pending'],
  ]);
  expect(tasks[0]?.description).toBe('Rejected — please upload again. Reason: Blurry');
  // The reason travels as a fact too, so a family's client words the description without reading it back.
  expect(tasks.map((task) => task.document.rejectionReason)).toEqual(['Blurry', null, null]);
  expect(tasks[2]).toMatchObject({ type: 'form', description: 'Requested for step 4: Title 4.' });
});

test('an approved family has no missing items to chase, only what needs a new copy', () => {
  const tasks = documentTasks(
    [item({ id: 'a' }), item({ id: 'b', status: 'expired' })],
    { currentStep: 1, approved: true },
    title,
  );
  expect(tasks.map((task) => task.id)).toEqual(['b']);
});

const enrollment = (overrides: Partial<TaskEnrollmentFacts>): TaskEnrollmentFacts => ({
  id: '00000000-0000-4000-8000-0000000000e1',
  courseId: '00000000-0000-4000-8000-0000000000c1',
  courseTitle: 'Trauma-Informed Care',
  status: 'enrolled',
  progressPercentage: 0,
  isRequired: true,
  dueDate: null,
  ...overrides,
});

test('a course overdue is urgent, due within 7 days high, later or without a due date medium', () => {
  expect(coursePriority('2026-11-20', now)).toBe('urgent');
  expect(coursePriority('2026-11-21', now)).toBe('high');
  expect(coursePriority('2026-11-28', now)).toBe('high');
  expect(coursePriority('2026-11-29', now)).toBe('medium');
  expect(coursePriority(null, now)).toBe('medium');
});

test('required or due courses not completed are tasks that open their enrollment; optional undated ones are not', () => {
  const tasks = courseTasks(
    [
      enrollment({ id: 'a', dueDate: '2026-11-19' }),
      enrollment({ id: 'b', status: 'in_progress', progressPercentage: 40, courseTitle: 'Safe Sleep' }),
      enrollment({ id: 'c', isRequired: false, dueDate: '2026-11-25' }),
      enrollment({ id: 'd', isRequired: false }),
      enrollment({ id: 'e', status: 'completed', progressPercentage: 100, dueDate: '2026-11-19' }),
    ],
    now,
  );
  expect(tasks.map((task) => [task.id, task.title, task.description, task.priority])).toEqual([
    ['a', 'Start the course: Trauma-Informed Care', 'A required course, not started yet.', 'urgent'],
    ['b', 'Continue the course: Safe Sleep', 'A required course, 40% complete.', 'medium'],
    ['c', 'Start the course: Trauma-Informed Care', 'A course assigned to you, not started yet.', 'high'],
  ]);
  expect(tasks[1]).toMatchObject({
    source: 'course',
    type: 'review',
    course: { enrollmentId: 'b', started: true, isRequired: true, progressPercentage: 40 },
  });
  expect(tasks.map((task) => taskGroup(task, now))).toEqual(['urgent', 'upcoming', 'urgent']);
});
