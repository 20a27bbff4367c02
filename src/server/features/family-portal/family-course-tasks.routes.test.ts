import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FamilyTask, FamilyTasks } from '@shared/family-portal/family-portal.schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { assignCourse } from '../../testing/learning-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

/** "What You Need to Do Now" from the family's courses: required or due ones, until they are completed. */
let t: TestApp;
let staff = '';
let family = '';
let familyId = '';
let otherFamily = '';

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const created = await createTestFamily(t.db, { email: 'course-tasks@example.org', surname: 'Okafor' });
  familyId = created.family.id;
  family = (await signInFamily(t.app, 'course-tasks@example.org', TEST_PASSWORD)).authorization;
  await createTestFamily(t.db, { email: 'course-tasks-other@example.org', surname: 'Other' });
  otherFamily = (await signInFamily(t.app, 'course-tasks-other@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function call(method: 'GET' | 'POST', url: string, authorization: string, payload?: object) {
  const response = await t.app.inject({ method, url: `/api/${url}`, payload, headers: { authorization } });
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
}

/** A published course of one text lesson, assigned to the family; returns the enrollment and lesson ids. */
async function assignedCourse(title: string, options: { dueDate: string | null; isRequired: boolean }) {
  const course = await call('POST', 'staff/learning/courses', staff, {
    title,
    learningObjectives: ['Keep children safe'],
    audience: 'all_caregivers',
    durationMinutes: 30,
  });
  const lesson = await call('POST', `staff/learning/courses/${course.id}/lessons`, staff, {
    title: 'The only lesson',
    content: '<p>Read me.</p>',
  });
  await call('POST', `staff/learning/courses/${course.id}/publish`, staff);
  const enrollmentId = await assignCourse(t.app, { staff, family }, familyId, course.id, options);
  return { enrollmentId, lessonId: lesson.id as string };
}

const tasks = async (authorization = family): Promise<FamilyTasks> =>
  call('GET', 'family/tasks', authorization);
const courseTasks = (all: FamilyTasks) =>
  [...all.urgent, ...all.upcoming].filter((task) => task.source === 'course');
const find = (all: FamilyTask[], enrollmentId: string) => all.find((task) => task.id === enrollmentId);

test('required or due courses are tasks whose priority follows the due date and which open the enrollment', async () => {
  const overdue = await assignedCourse('Safe Sleep', { dueDate: day(-2), isRequired: true });
  const soon = await assignedCourse('Car Seats', { dueDate: day(3), isRequired: false });
  const later = await assignedCourse('Trauma & Healing', { dueDate: null, isRequired: true });
  const optional = await assignedCourse('Cooking Together', { dueDate: null, isRequired: false });

  const all = await tasks();
  expect(find(all.urgent, overdue.enrollmentId)).toEqual({
    id: overdue.enrollmentId,
    source: 'course',
    document: null,
    correction: null,
    course: {
      enrollmentId: overdue.enrollmentId,
      courseId: expect.any(String),
      title: 'Safe Sleep',
      started: false,
      isRequired: true,
      progressPercentage: 0,
    },
    title: 'Start the course: Safe Sleep',
    description: 'A required course, not started yet.',
    priority: 'urgent',
    dueDate: day(-2),
    daysUntilDue: -2,
    assignedBy: null,
    type: 'review',
    actionLabel: 'Take Action',
  });
  expect(find(all.urgent, soon.enrollmentId)).toMatchObject({
    priority: 'high',
    description: 'A course assigned to you, not started yet.',
    daysUntilDue: 3,
  });
  expect(find(all.upcoming, later.enrollmentId)).toMatchObject({
    priority: 'medium',
    actionLabel: 'Start Task',
    title: 'Start the course: Trauma & Healing',
  });
  expect(find(courseTasks(all), optional.enrollmentId)).toBeUndefined();
  // Another family sees none of them.
  expect(courseTasks(await tasks(otherFamily))).toEqual([]);
});

test('starting the course turns the task into Continue; completing the course ends it', async () => {
  const { enrollmentId, lessonId } = await assignedCourse('Court Visits', {
    dueDate: day(20),
    isRequired: true,
  });
  const enrollment = `family/learning/enrollments/${enrollmentId}`;
  await call('POST', `${enrollment}/start`, family);
  expect(find(courseTasks(await tasks()), enrollmentId)).toMatchObject({
    title: 'Continue the course: Court Visits',
    course: { started: true },
  });

  await call('GET', `${enrollment}/lessons/${lessonId}`, family);
  await call('POST', `${enrollment}/lessons/${lessonId}/complete`, family);
  expect(find(courseTasks(await tasks()), enrollmentId)).toMatchObject({
    description: 'A required course, 100% complete.',
  });
  await call('POST', `${enrollment}/complete`, family);
  expect(find(courseTasks(await tasks()), enrollmentId)).toBeUndefined();
});

test('a course task is not a stored task: Mark Complete on it is 404', async () => {
  const { enrollmentId } = await assignedCourse('Talking About Birth Parents', {
    dueDate: null,
    isRequired: true,
  });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/family/tasks/${enrollmentId}/complete`,
    headers: { authorization: family },
  });
  expect(response.statusCode).toBe(404);
});
