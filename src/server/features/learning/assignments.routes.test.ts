import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  auditLog,
  courseAssignments,
  courseEnrollmentRequests,
  courseEnrollments,
  families,
  notifications,
} from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { readMail } from '../../testing/read-mail';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let assigner = '';
let assignerId = '';
let coordinator = '';
let publishedCourse = '';
let ruiz = '';
let okafor = '';

beforeAll(async () => {
  t = await createTestApp();
  assignerId = (
    await createStaffUser(t.db, { email: 'assigner@example.org', roles: [], grant: ['assign_courses'] })
  ).id;
  assigner = (await signIn(t.app, 'assigner@example.org', TEST_PASSWORD)).authorization;
  coordinator = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  ruiz = (
    await createTestFamily(t.db, { email: 'familia.ruiz@example.org', surname: 'Ruiz', currentStep: 3 })
  ).family.id;
  await t.db.update(families).set({ preferredLanguage: 'es' }).where(eq(families.id, ruiz));
  okafor = (await createTestFamily(t.db, { email: 'okafor@example.org', surname: 'Okafor' })).family.id;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/learning/courses',
    headers: { authorization: coordinator },
    payload: {
      title: 'Water Safety',
      learningObjectives: ['Watch children near water'],
      audience: 'all_caregivers',
    },
  });
  publishedCourse = created.json().id;
  await t.app.inject({
    method: 'POST',
    url: `/api/staff/learning/courses/${publishedCourse}/publish`,
    headers: { authorization: coordinator },
  });
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, authorization = assigner) =>
  t.app.inject({ method, url: `/api/staff/learning/${url}`, payload, headers: { authorization } });

test('family search finds real families by contact name or id, with step, progress and up to 3 courses', async () => {
  const byName = await call('GET', 'assignments/families?search=pat%20ruiz');
  expect(byName.statusCode).toBe(200);
  expect(byName.json()).toMatchObject({
    total: 1,
    items: [{ familyId: ruiz, primaryContactName: 'Pat Ruiz', currentStep: 3, courses: [], moreCourses: 0 }],
  });
  const byId = await call('GET', `assignments/families?search=${DEMO_FAMILY_ID}`);
  const demo = byId.json().items[0];
  expect(demo.familyId).toBe(DEMO_FAMILY_ID);
  // The demo family has three assigned courses: all on its card, newest first, with required or optional.
  expect(demo.courses).toHaveLength(3);
  expect(demo.courses.map((c: { isRequired: boolean }) => c.isRequired)).toEqual([false, true, true]);
  expect(demo.courses[2]).toMatchObject({ enrollmentStatus: 'completed', progressPercentage: 100 });
  const page = await call('GET', 'assignments/families?pageSize=1');
  expect(page.json().items).toHaveLength(1);
  expect(page.json().total).toBeGreaterThan(2);
});

test('the course select lists published courses only', async () => {
  const list = (await call('GET', 'assignments/courses')).json() as { id: string; title: string }[];
  expect(list.map((course) => course.id)).toContain(publishedCourse);
  expect(list.map((course) => course.title)).not.toContain('Kinship Care Essentials');
});

test('assigning one course to several families enrolls them, tells them in bell and e-mail, and is idempotent', async () => {
  const response = await call('POST', 'assignments', {
    courseId: publishedCourse,
    familyIds: [ruiz, okafor],
    dueDate: '2027-01-05',
  });
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json();
  expect(result.alreadyAssigned).toEqual([]);
  expect(result.assigned.map((a: { familyId: string }) => a.familyId)).toEqual([ruiz, okafor]);
  expect(result.assigned[0]).toMatchObject({
    courseTitle: 'Water Safety',
    isRequired: true,
    dueDate: '2027-01-05',
    assignedByName: 'assigner@example.org',
    enrollmentStatus: 'enrolled',
  });
  const [row] = await t.db.select().from(courseAssignments).where(eq(courseAssignments.familyId, ruiz));
  expect(row?.assignedBy).toBe(assignerId);
  const [notice] = await t.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.familyId, ruiz), eq(notifications.kind, 'course_assigned')));
  expect(notice).toMatchObject({ title: 'New course assigned: Water Safety', link: '/learning' });
  expect(notice?.params).toMatchObject({ courseTitle: 'Water Safety', dueOn: '2027-01-05' });

  await t.app.jobs.runUntilIdle();
  const mail = await readMail(t.outboxDir, 'familia.ruiz@example.org');
  expect(mail.subject).toBe('Nuevo curso asignado: Water Safety');
  expect(mail.contentLanguage).toBe('es');
  expect(mail.text).toContain('Por favor, complételo antes del 5 ene 2027.');
  expect(mail.link).toBe('http://haven.test/learning');

  const again = await call('POST', 'assignments', {
    courseId: publishedCourse,
    familyIds: [okafor],
    isRequired: false,
  });
  expect(again.json()).toEqual({ assigned: [], alreadyAssigned: [okafor] });
  const okaforRows = await t.db
    .select()
    .from(courseAssignments)
    .where(eq(courseAssignments.familyId, okafor));
  expect(okaforRows).toHaveLength(1);
  expect(okaforRows[0]?.isRequired).toBe(true);
  const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'course.assigned'));
  expect(audits.map((a) => a.familyId).sort()).toEqual([ruiz, okafor].sort());
});

test('assignment input is checked: families, course, date; a draft course cannot be assigned', async () => {
  const body = { courseId: publishedCourse, familyIds: [okafor] };
  for (const bad of [
    { ...body, familyIds: [] },
    { ...body, familyIds: [okafor, okafor] },
    { ...body, familyIds: ['not-a-uuid'] },
    { ...body, dueDate: '05/01/2027' },
    { ...body, isRequired: 'yes' },
    { familyIds: [okafor] },
  ]) {
    expect((await call('POST', 'assignments', bad)).statusCode, JSON.stringify(bad)).toBe(400);
  }
  const unknown = await call('POST', 'assignments', {
    ...body,
    familyIds: ['00000000-0000-4000-8000-000000000000'],
  });
  expect(unknown.statusCode).toBe(404);
  const draft = (
    await call(
      'POST',
      'courses',
      { title: 'Draft', learningObjectives: ['x'], audience: 'new_parents' },
      coordinator,
    )
  ).json();
  expect((await call('POST', 'assignments', { ...body, courseId: draft.id })).statusCode).toBe(409);
});

test('assignments need assign_courses; manage_courses alone is refused', async () => {
  const manageOnly = await createStaffUser(t.db, {
    email: 'manage-only@example.org',
    roles: [],
    grant: ['manage_courses'],
  });
  expect(manageOnly.id).toBeTruthy();
  const authorization = (await signIn(t.app, 'manage-only@example.org', TEST_PASSWORD)).authorization;
  expect((await call('GET', 'assignments/families', undefined, authorization)).statusCode).toBe(403);
  expect(
    (await call('POST', 'assignments', { courseId: publishedCourse, familyIds: [ruiz] }, authorization))
      .statusCode,
  ).toBe(403);
  expect((await call('GET', 'enrollment-requests', undefined, authorization)).statusCode).toBe(403);
});

test('removing an assignment removes an unstarted enrollment; a started one stays', async () => {
  await call('POST', 'assignments', { courseId: publishedCourse, familyIds: [DEMO_FAMILY_ID] });
  expect((await call('DELETE', `assignments/${DEMO_FAMILY_ID}/${publishedCourse}`)).statusCode).toBe(204);
  const enrollment = await t.db
    .select()
    .from(courseEnrollments)
    .where(
      and(eq(courseEnrollments.familyId, DEMO_FAMILY_ID), eq(courseEnrollments.courseId, publishedCourse)),
    );
  expect(enrollment).toHaveLength(0);
  expect((await call('DELETE', `assignments/${DEMO_FAMILY_ID}/${publishedCourse}`)).statusCode).toBe(404);

  await t.db
    .update(courseEnrollments)
    .set({ status: 'in_progress', startedAt: new Date() })
    .where(eq(courseEnrollments.familyId, okafor));
  expect((await call('DELETE', `assignments/${okafor}/${publishedCourse}`)).statusCode).toBe(204);
  const kept = await t.db.select().from(courseEnrollments).where(eq(courseEnrollments.familyId, okafor));
  expect(kept.map((e) => e.status)).toEqual(['in_progress']);
  const list = (await call('GET', `assignments?familyId=${okafor}`)).json();
  expect(list.items).toEqual([]);
});

test('a pending enrollment request is approved as an assignment, or declined with a notice; once only', async () => {
  const [approveMe, declineMe] = await t.db
    .insert(courseEnrollmentRequests)
    .values([
      { familyId: okafor, courseId: publishedCourse, requestedAt: new Date(Date.UTC(2026, 9, 1)) },
      { familyId: DEMO_FAMILY_ID, courseId: publishedCourse, requestedAt: new Date(Date.UTC(2026, 9, 2)) },
    ])
    .returning();
  if (!approveMe || !declineMe) throw new Error('requests not created');
  const forCourse = async (status = 'pending') =>
    (
      (await call('GET', `enrollment-requests?status=${status}`)).json().items as {
        id: string;
        courseId: string;
      }[]
    ).filter((request) => request.courseId === publishedCourse);
  const pending = await forCourse();
  expect(pending.map((r) => r.id)).toEqual([approveMe.id, declineMe.id]);
  expect(pending[0]).toMatchObject({
    primaryContactName: 'Pat Okafor',
    courseTitle: 'Water Safety',
    status: 'pending',
  });

  const approved = await call('POST', `enrollment-requests/${approveMe.id}/approve`, { isRequired: false });
  expect(approved.statusCode, approved.body).toBe(200);
  expect(approved.json()).toMatchObject({ status: 'approved', decidedByName: 'assigner@example.org' });
  const [assignment] = await t.db
    .select()
    .from(courseAssignments)
    .where(eq(courseAssignments.familyId, okafor));
  expect(assignment).toMatchObject({ courseId: publishedCourse, isRequired: false, assignedBy: assignerId });

  const declined = await call('POST', `enrollment-requests/${declineMe.id}/decline`, {
    reason: 'Please finish your current course first.',
  });
  expect(declined.json()).toMatchObject({
    status: 'declined',
    declineReason: 'Please finish your current course first.',
  });
  const [notice] = await t.db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.familyId, DEMO_FAMILY_ID), eq(notifications.kind, 'course_request_declined')),
    );
  expect(notice?.title).toBe('Your request to join Water Safety was declined');

  expect((await call('POST', `enrollment-requests/${declineMe.id}/approve`, {})).statusCode).toBe(409);
  expect((await call('POST', `enrollment-requests/${approveMe.id}/decline`, {})).statusCode).toBe(409);
  expect(await forCourse()).toEqual([]);
  expect(await forCourse('declined')).toHaveLength(1);
  expect((await call('POST', `enrollment-requests/${declineMe.courseId}/decline`, {})).statusCode).toBe(404);
});
