import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, courseEnrollments, courses } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let coordinator = '';
let assigner = '';
let nobody = '';
let family = '';
let coordinatorId = '';

beforeAll(async () => {
  t = await createTestApp();
  const user = await createStaffUser(t.db, {
    email: 'courses@example.org',
    roles: [],
    grant: ['manage_courses'],
  });
  coordinatorId = user.id;
  coordinator = (await signIn(t.app, 'courses@example.org', TEST_PASSWORD)).authorization;
  await createStaffUser(t.db, { email: 'assigner@example.org', roles: [], grant: ['assign_courses'] });
  assigner = (await signIn(t.app, 'assigner@example.org', TEST_PASSWORD)).authorization;
  await createStaffUser(t.db, { email: 'nobody@example.org', roles: [] });
  nobody = (await signIn(t.app, 'nobody@example.org', TEST_PASSWORD)).authorization;
  family = (await signInFamily(t.app, 'family@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  authorization = coordinator,
) => t.app.inject({ method, url: `/api/staff/learning/${url}`, payload, headers: { authorization } });

const wizard = {
  title: '  Safe Sleep for Infants ',
  description: 'What every caregiver of a baby needs to know.',
  learningObjectives: [' Explain the ABCs of safe sleep ', '', '   ', 'Set up a safe crib'],
  audience: 'new_parents',
};

async function createCourse(overrides: object = {}) {
  const response = await call('POST', 'courses', { ...wizard, ...overrides });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: string; title: string };
}

test('the wizard creates a draft with its defaults, trimmed objectives and the caller as author', async () => {
  const response = await call('POST', 'courses', wizard);
  expect(response.statusCode, response.body).toBe(201);
  const course = response.json();
  expect(course).toMatchObject({
    title: 'Safe Sleep for Infants',
    learningObjectives: ['Explain the ABCs of safe sleep', 'Set up a safe crib'],
    audience: 'new_parents',
    difficultyLevel: 'beginner',
    durationMinutes: 30,
    contentType: 'mixed',
    isPublished: false,
    createdByName: 'courses@example.org',
    lessonCount: 0,
    enrolledCount: 0,
    lessons: [],
  });
  const [row] = await t.db.select().from(courses).where(eq(courses.id, course.id));
  expect(row?.createdBy).toBe(coordinatorId);
  const audit = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'course.created'), eq(auditLog.objectId, course.id)));
  expect(audit).toHaveLength(1);
});

test('each wizard rule refuses with 400: title, audience, difficulty, objectives, duration, content type', async () => {
  const refused = [
    { title: '' },
    { title: '   ' },
    { audience: undefined },
    { audience: 'everyone' },
    { difficultyLevel: 'expert' },
    { learningObjectives: [] },
    { learningObjectives: ['  ', ''] },
    { durationMinutes: 4 },
    { durationMinutes: 481 },
    { durationMinutes: 12.5 },
    { contentType: 'video' },
  ];
  for (const overrides of refused) {
    const response = await call('POST', 'courses', { ...wizard, ...overrides });
    expect(response.statusCode, JSON.stringify(overrides)).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
  const noObjective = await call('POST', 'courses', { ...wizard, learningObjectives: [' '] });
  expect(noObjective.body).toContain('Add at least one to continue');
  for (const durationMinutes of [5, 480]) {
    expect((await call('POST', 'courses', { ...wizard, durationMinutes })).statusCode).toBe(201);
  }
});

test('courses need manage_courses: assign_courses alone, no permission and families are refused', async () => {
  for (const authorization of [assigner, nobody, family]) {
    expect((await call('GET', 'courses', undefined, authorization)).statusCode).toBe(403);
    expect((await call('POST', 'courses', wizard, authorization)).statusCode).toBe(403);
  }
  expect((await call('GET', 'courses', undefined, '')).statusCode).toBe(401);
});

test('edit, publish and unpublish change the course; each change is audited', async () => {
  const course = await createCourse();
  const edited = await call('PATCH', `courses/${course.id}`, {
    title: 'Safe Sleep',
    description: '',
    audience: 'all_caregivers',
    difficultyLevel: 'intermediate',
    durationMinutes: 45,
  });
  expect(edited.statusCode, edited.body).toBe(200);
  expect(edited.json()).toMatchObject({
    title: 'Safe Sleep',
    description: null,
    audience: 'all_caregivers',
    difficultyLevel: 'intermediate',
    durationMinutes: 45,
  });
  expect((await call('PATCH', `courses/${course.id}`, {})).statusCode).toBe(400);
  expect((await call('PATCH', `courses/${course.id}`, { durationMinutes: 481 })).statusCode).toBe(400);

  expect((await call('POST', `courses/${course.id}/publish`)).json().isPublished).toBe(true);
  expect((await call('POST', `courses/${course.id}/unpublish`)).json().isPublished).toBe(false);
  const actions = await t.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.objectId, course.id));
  expect(actions.map((row) => row.action)).toEqual(
    expect.arrayContaining(['course.updated', 'course.published', 'course.unpublished']),
  );
});

test('the list searches title and description and filters published or draft', async () => {
  const draft = await createCourse({ title: 'Zebra Draft Course' });
  const published = await createCourse({ title: 'Zebra Published Course' });
  await call('POST', `courses/${published.id}/publish`);
  const titles = async (query: string) =>
    ((await call('GET', `courses?${query}`)).json().items as { title: string }[]).map((c) => c.title);
  expect(await titles('search=zebra')).toEqual(['Zebra Published Course', 'Zebra Draft Course']);
  expect(await titles('search=zebra&status=published')).toEqual(['Zebra Published Course']);
  expect(await titles('search=zebra&status=draft')).toEqual(['Zebra Draft Course']);
  expect(await titles('search=every%20caregiver%20of%20a%20baby&status=draft')).toContain(
    'Zebra Draft Course',
  );
  expect((await call('GET', 'courses?status=archived')).statusCode).toBe(400);
  expect(draft.id).not.toBe(published.id);
});

test('the header stats count real courses and enrollments', async () => {
  const response = await call('GET', 'stats');
  expect(response.statusCode).toBe(200);
  const stats = response.json();
  const all = await t.db.select().from(courses);
  const live = all.filter((row) => row.archivedAt === null);
  expect(stats.totalCourses).toBe(live.length);
  expect(stats.publishedCourses + stats.draftCourses).toBe(live.length);
  // The demo family finished one course, is half-way through one and has not started one.
  expect(stats.activeEnrollments).toBeGreaterThanOrEqual(2);
  expect(stats.completionRate).toBeGreaterThan(0);
  expect(stats.completionRate).toBeLessThanOrEqual(100);
});

test('deleting a course nobody took deletes it; one with enrollments is archived and hidden everywhere', async () => {
  const fresh = await createCourse({ title: 'Delete Me' });
  const deleted = await call('DELETE', `courses/${fresh.id}`);
  expect(deleted.json()).toEqual({ outcome: 'deleted' });
  expect(await t.db.select().from(courses).where(eq(courses.id, fresh.id))).toHaveLength(0);

  const taken = (await call('GET', 'courses?search=Foster%20Care%20101')).json().items[0];
  expect(taken.enrolledCount).toBeGreaterThan(0);
  const archived = await call('DELETE', `courses/${taken.id}`);
  expect(archived.json()).toEqual({ outcome: 'archived' });
  const [row] = await t.db.select().from(courses).where(eq(courses.id, taken.id));
  expect(row?.archivedAt).toBeInstanceOf(Date);
  expect(row?.isPublished).toBe(false);
  expect((await call('GET', `courses/${taken.id}`)).statusCode).toBe(404);
  expect((await call('GET', 'courses?search=Foster%20Care%20101')).json().items).toEqual([]);
  expect((await call('DELETE', `courses/${taken.id}`)).statusCode).toBe(404);
  const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.objectId, taken.id));
  expect(audit?.action).toBe('course.archived');
  // Hidden from assignments too, while the family's enrollment (and so its certificate) stays.
  const admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  expect((await call('GET', `assignments?courseId=${taken.id}`, undefined, admin)).json().items).toEqual([]);
  const assignable = (await call('GET', 'assignments/courses', undefined, admin)).json() as { id: string }[];
  expect(assignable.map((course) => course.id)).not.toContain(taken.id);
  const kept = await t.db.select().from(courseEnrollments).where(eq(courseEnrollments.courseId, taken.id));
  expect(kept.map((enrollment) => enrollment.status)).toEqual(['completed']);
});
