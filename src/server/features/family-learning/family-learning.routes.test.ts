import { and, eq } from 'drizzle-orm';
import forge from 'node-forge';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_FAMILY_ID } from '../../db/seed/demo-accounts';
import { auditLog, courseEnrollmentRequests, courses, quizAttempts } from '../../db/schema';
import { signInFamily as signInDemoFamily } from '../../testing/document-fixtures';
import { assignCourse, createPublishedQuizCourse, QUIZ_QUESTIONS } from '../../testing/learning-fixtures';
import { opensslVerifies } from '../../testing/pdf-signature';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';
import { loadSealIdentity } from '../signing/agency-seal';

let t: TestApp;
let family = '';
let coordinator = '';
let otherFamily = '';

beforeAll(async () => {
  t = await createTestApp();
  family = await signInDemoFamily(t.app);
  await createStaffUser(t.db, {
    email: 'courses@example.org',
    roles: [],
    grant: ['manage_courses', 'assign_courses'],
  });
  coordinator = (await signIn(t.app, 'courses@example.org', TEST_PASSWORD)).authorization;
  await createTestFamily(t.db, { email: 'other-learner@example.org', surname: 'Other' });
  otherFamily = (await signInFamily(t.app, 'other-learner@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, authorization = family) =>
  t.app.inject({ method, url: `/api/family/learning${url}`, payload, headers: { authorization } });

const at = (minutesFromStart: number, start: Date) => new Date(start.getTime() + minutesFromStart * 60_000);

type CourseOptions = Omit<Parameters<typeof createPublishedQuizCourse>[2], 'title'>;

async function enrolledCourse(title: string, options: CourseOptions = {}) {
  const { courseId, lessonIds } = await createPublishedQuizCourse(t.app, coordinator, { ...options, title });
  const enrollmentId = await assignCourse(t.app, { staff: coordinator, family }, DEMO_FAMILY_ID, courseId, {
    dueDate: '2020-01-31',
  });
  return { courseId, lessonIds, enrollmentId };
}

/** Opens then completes a lesson; the quiz lesson needs its passing attempt first. */
async function finishLesson(enrollmentId: string, lessonId: string) {
  expect((await call('GET', `/enrollments/${enrollmentId}/lessons/${lessonId}`)).statusCode).toBe(200);
  const done = await call('POST', `/enrollments/${enrollmentId}/lessons/${lessonId}/complete`);
  expect(done.statusCode, done.body).toBe(200);
  return done.json();
}

/** Answers every question, right or wrong, in the learner's (shuffled) display order. */
async function answerQuiz(enrollmentId: string, lessonId: string, right: boolean) {
  const view = (await call('GET', `/enrollments/${enrollmentId}/lessons/${lessonId}`)).json();
  const answers = view.quiz.questions.map((q: { id: string; options: string[] }, n: number) => {
    const stored = QUIZ_QUESTIONS[n];
    const correct = q.options.indexOf(stored?.options[stored.correctAnswer] ?? '');
    return { questionId: q.id, optionIndex: right ? correct : (correct + 1) % q.options.length };
  });
  return call('POST', `/enrollments/${enrollmentId}/lessons/${lessonId}/quiz-attempts`, { answers });
}

test('My Learning Journey counts the seeded courses and lists the catalog with at most 3 objectives', async () => {
  const { courseId } = await createPublishedQuizCourse(t.app, coordinator, { title: 'Catalog Only' });
  const response = await call('GET', '');
  expect(response.statusCode).toBe(200);
  const journey = response.json();
  expect(journey.stats).toEqual({ total: 3, completed: 1, inProgress: 1, certificates: 1 });
  expect(journey.current.map((e: { status: string }) => e.status).sort()).toEqual([
    'enrolled',
    'in_progress',
  ]);
  expect(journey.completed[0]).toMatchObject({
    status: 'completed',
    progressPercentage: 100,
    isRequired: true,
  });
  const card = journey.catalog.find((c: { id: string }) => c.id === courseId);
  expect(card).toMatchObject({
    learningObjectives: ['Know the goal', 'Know whom to call', 'Speak with respect'],
    moreObjectives: 1,
    enrollmentId: null,
    requested: false,
  });
  const draftTitles = (await t.db.select().from(courses).where(eq(courses.isPublished, false))).map(
    (c) => c.title,
  );
  for (const title of draftTitles)
    expect(journey.catalog.some((c: { title: string }) => c.title === title)).toBe(false);
});

test('Request Enrollment creates one pending request, however often it is pressed', async () => {
  const { courseId } = await createPublishedQuizCourse(t.app, coordinator, { title: 'Requested Course' });
  for (let i = 0; i < 2; i += 1) {
    const response = await call('POST', `/courses/${courseId}/enrollment-request`);
    expect(response.json()).toEqual({ courseId, requested: true });
  }
  const requests = await t.db
    .select()
    .from(courseEnrollmentRequests)
    .where(eq(courseEnrollmentRequests.courseId, courseId));
  expect(requests).toMatchObject([{ familyId: DEMO_FAMILY_ID, status: 'pending' }]);
  const audits = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'course.enrollment_requested'), eq(auditLog.objectId, courseId)));
  expect(audits).toHaveLength(1);
  const card = (await call('GET', '')).json().catalog.find((c: { id: string }) => c.id === courseId);
  expect(card.requested).toBe(true);
  const staffView = await t.app.inject({
    url: '/api/staff/learning/enrollment-requests',
    headers: { authorization: coordinator },
  });
  expect(staffView.json().items).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ familyId: DEMO_FAMILY_ID, courseId, courseTitle: 'Requested Course' }),
    ]),
  );
  const draft = await t.db.select().from(courses).where(eq(courses.isPublished, false));
  expect((await call('POST', `/courses/${draft[0]?.id}/enrollment-request`)).statusCode).toBe(404);
});

test('starting sets in_progress; completing lessons records capped minutes and the rounded share', async () => {
  const { enrollmentId, lessonIds } = await enrolledCourse('Progress Arithmetic');
  const [first, second] = lessonIds;
  expect((await call('GET', `/enrollments/${enrollmentId}/lessons/${first}`)).statusCode).toBe(409);
  // Within the access token's hour: the app's clock also decides whether the token is still valid.
  const start = new Date(Math.floor(Date.now() / 1000) * 1000);
  t.clock.now = start;
  const started = await call('POST', `/enrollments/${enrollmentId}/start`);
  expect(started.json().enrollment).toMatchObject({
    status: 'in_progress',
    startedAt: start.toISOString(),
    currentLessonId: first,
    overdue: true,
    isRequired: true,
  });
  expect((await call('GET', `/enrollments/${enrollmentId}/lessons/${first}`)).json()).toMatchObject({
    content: '<p>Welcome to <strong>foster care</strong>.</p>',
    completed: false,
    quiz: null,
  });
  t.clock.now = at(7.4, start);
  const done = (await call('POST', `/enrollments/${enrollmentId}/lessons/${first}/complete`)).json();
  expect(done).toEqual({
    progressPercentage: 33,
    minutesSpent: 7,
    nextLessonId: second,
    allLessonsCompleted: false,
  });

  t.clock.now = at(10, start);
  await call('GET', `/enrollments/${enrollmentId}/lessons/${second}`);
  t.clock.now = at(10 + 40, start);
  const capped = (await call('POST', `/enrollments/${enrollmentId}/lessons/${second}/complete`)).json();
  expect(capped).toMatchObject({ progressPercentage: 67, minutesSpent: 15 });
  const player = (await call('GET', `/enrollments/${enrollmentId}`)).json();
  expect(player.enrollment).toMatchObject({ progressPercentage: 67, currentLessonId: lessonIds[2] });
  expect(player.lessons.map((l: { completed: boolean }) => l.completed)).toEqual([true, true, false]);
  t.clock.now = null;
});

test('the quiz is graded on the server: no answers before submitting, pass mark and attempt limit enforced', async () => {
  const { enrollmentId, lessonIds } = await enrolledCourse('Graded Quiz', { passMark: 70, attemptLimit: 3 });
  await call('POST', `/enrollments/${enrollmentId}/start`);
  const quizLesson = lessonIds[2] ?? '';
  const view = await call('GET', `/enrollments/${enrollmentId}/lessons/${quizLesson}`);
  for (const secret of ['correctAnswer', 'explanation', ...QUIZ_QUESTIONS.map((q) => q.explanation)])
    expect(view.body).not.toContain(secret);
  expect(view.json().quiz).toMatchObject({ passMark: 70, attemptLimit: 3, attemptsUsed: 0, passed: false });
  const shown = view.json().quiz.questions.map((q: { options: string[] }) => [...q.options].sort());
  expect(shown).toEqual(QUIZ_QUESTIONS.map((q) => [...q.options].sort()));

  const failed = (await answerQuiz(enrollmentId, quizLesson, false)).json();
  expect(failed).toMatchObject({ attemptNumber: 1, score: 0, correctCount: 0, total: 3, passed: false });
  expect(failed.attemptsRemaining).toBe(2);
  expect(failed.review[0].explanation).toBe(QUIZ_QUESTIONS[0]?.explanation);
  const firstReview = failed.review[0];
  expect(firstReview.options[firstReview.correctIndex]).toBe(QUIZ_QUESTIONS[0]?.options[1]);
  const blocked = await t.app.inject({
    method: 'POST',
    url: `/api/family/learning/enrollments/${enrollmentId}/lessons/${quizLesson}/complete`,
    headers: { authorization: family, 'accept-language': 'es' },
  });
  expect(blocked.statusCode).toBe(409);
  expect(blocked.json().message).toBe('Necesita una calificación aprobatoria para continuar.');

  const passed = await answerQuiz(enrollmentId, quizLesson, true);
  expect(passed.statusCode).toBe(201);
  expect(passed.json()).toMatchObject({ attemptNumber: 2, score: 100, correctCount: 3, passed: true });
  expect((await answerQuiz(enrollmentId, quizLesson, true)).statusCode).toBe(201);
  expect((await answerQuiz(enrollmentId, quizLesson, true)).statusCode).toBe(409);

  const attempts = await t.db.select().from(quizAttempts).where(eq(quizAttempts.enrollmentId, enrollmentId));
  expect(attempts.map((a) => a.score).sort()).toEqual([0, 100, 100]);
  const stored = attempts.find((a) => a.score === 100)?.answers ?? [];
  expect(stored.map((a) => a.selectedIndex)).toEqual(QUIZ_QUESTIONS.map((q) => q.correctAnswer));

  const incomplete = await call('POST', `/enrollments/${enrollmentId}/lessons/${quizLesson}/quiz-attempts`, {
    answers: [{ questionId: view.json().quiz.questions[0].id, optionIndex: 0 }],
  });
  expect(incomplete.statusCode).toBe(400);
});

test('completing the course adds its hours once; the certificate verifies publicly', async () => {
  const { enrollmentId, lessonIds } = await enrolledCourse('Certificate Course', {
    passMark: null,
    attemptLimit: null,
    durationMinutes: 90,
  });
  await call('POST', `/enrollments/${enrollmentId}/start`);
  expect((await call('POST', `/enrollments/${enrollmentId}/complete`)).statusCode).toBe(409);
  expect(
    (await call('POST', `/enrollments/${enrollmentId}/certificate`, { fullName: 'Maria' })).statusCode,
  ).toBe(409);
  await finishLesson(enrollmentId, lessonIds[0] ?? '');
  await finishLesson(enrollmentId, lessonIds[1] ?? '');
  await answerQuiz(enrollmentId, lessonIds[2] ?? '', false);
  const last = await finishLesson(enrollmentId, lessonIds[2] ?? '');
  expect(last).toMatchObject({ progressPercentage: 100, nextLessonId: null, allLessonsCompleted: true });

  const hoursBefore = (
    await t.app.inject({ url: '/api/family/stats', headers: { authorization: family } })
  ).json().training.completedHours;
  const completed = await call('POST', `/enrollments/${enrollmentId}/complete`);
  expect(completed.json().enrollment).toMatchObject({ status: 'completed', progressPercentage: 100 });
  await call('POST', `/enrollments/${enrollmentId}/complete`);
  const hoursAfter = (
    await t.app.inject({ url: '/api/family/stats', headers: { authorization: family } })
  ).json().training.completedHours;
  expect(hoursAfter).toBeCloseTo(hoursBefore + 1.5);

  expect(
    (await call('POST', `/enrollments/${enrollmentId}/certificate`, { fullName: '   ' })).statusCode,
  ).toBe(400);
  const issued = await call('POST', `/enrollments/${enrollmentId}/certificate`, {
    fullName: '  Maria Martinez ',
  });
  const certificateId = `CERT-${enrollmentId.slice(0, 8).toUpperCase()}`;
  expect(issued.json()).toMatchObject({
    certificateId,
    recipientName: 'Maria Martinez',
    courseTitle: 'Certificate Course',
    verificationPath: `/verify/${certificateId}`,
  });
  const pdf = await call('GET', `/enrollments/${enrollmentId}/certificate/pdf`);
  expect(pdf.headers['content-type']).toBe('application/pdf');
  expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

  const verified = await t.app.inject({ url: `/api/verify/certificates/${certificateId}` });
  expect(verified.json()).toEqual({
    valid: true,
    certificateId,
    recipientName: 'Maria Martinez',
    courseTitle: 'Certificate Course',
    issuedAt: issued.json().issuedAt,
  });
  const unknown = await t.app.inject({ url: '/api/verify/certificates/CERT-00000000' });
  expect(unknown.json()).toEqual({ valid: false, certificateId: 'CERT-00000000' });
  expect((await t.app.inject({ url: '/api/verify/certificates/cert-12' })).statusCode).toBe(400);
  const journey = (await call('GET', '')).json();
  expect(journey.completed.find((e: { id: string }) => e.id === enrollmentId).certificateId).toBe(
    certificateId,
  );
});

test('an issued certificate keeps its name: asking again answers the one issued and writes nothing', async () => {
  const { enrollmentId, lessonIds } = await enrolledCourse('Immutable Certificate Course', {
    passMark: null,
    attemptLimit: null,
  });
  await call('POST', `/enrollments/${enrollmentId}/start`);
  await finishLesson(enrollmentId, lessonIds[0] ?? '');
  await finishLesson(enrollmentId, lessonIds[1] ?? '');
  await answerQuiz(enrollmentId, lessonIds[2] ?? '', true);
  await finishLesson(enrollmentId, lessonIds[2] ?? '');
  expect((await call('POST', `/enrollments/${enrollmentId}/complete`)).statusCode).toBe(200);
  const first = await call('POST', `/enrollments/${enrollmentId}/certificate`, {
    fullName: 'Maria Martinez',
  });
  expect(first.statusCode).toBe(200);
  const { certificateId } = first.json();
  const audits = () =>
    t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'course.certificate_issued'), eq(auditLog.familyId, DEMO_FAMILY_ID)));
  const auditsBefore = (await audits()).length;

  const again = await call('POST', `/enrollments/${enrollmentId}/certificate`, { fullName: 'Someone Else' });
  expect(again.statusCode).toBe(200);
  expect(again.json()).toEqual(first.json());
  expect((await call('GET', `/enrollments/${enrollmentId}/certificate`)).json().recipientName).toBe(
    'Maria Martinez',
  );
  const verified = await t.app.inject({ url: `/api/verify/certificates/${certificateId}` });
  expect(verified.json()).toMatchObject({ valid: true, recipientName: 'Maria Martinez' });
  expect((await audits()).length).toBe(auditsBefore);

  // The PDF carries the agency's PAdES seal, checkable like a sealed form's.
  const pdf = (await call('GET', `/enrollments/${enrollmentId}/certificate/pdf`)).rawPayload;
  expect(pdf.toString('latin1')).toContain('/SubFilter /ETSI.CAdES.detached');
  const identity = await loadSealIdentity(t.app.ctx);
  const caPem = identity.chain.map((c) => forge.pki.certificateToPem(c)).join('');
  expect(await opensslVerifies(pdf, caPem)).toBe(true);
  const changed = Buffer.from(pdf);
  changed[200] = changed[200]! ^ 0x01;
  expect(await opensslVerifies(changed, caPem)).toBe(false);
});

test("another family's enrollment answers 404 on every route", async () => {
  const { enrollmentId, lessonIds } = await enrolledCourse('Private Course');
  const lesson = `/enrollments/${enrollmentId}/lessons/${lessonIds[0]}`;
  for (const [method, url, body] of [
    ['GET', `/enrollments/${enrollmentId}`],
    ['POST', `/enrollments/${enrollmentId}/start`],
    ['POST', `/enrollments/${enrollmentId}/complete`],
    ['GET', lesson],
    ['POST', `${lesson}/complete`],
    ['GET', `${lesson}/video-link`],
    ['POST', `${lesson}/quiz-attempts`, { answers: [{ questionId: 'q1', optionIndex: 0 }] }],
    ['GET', `/enrollments/${enrollmentId}/certificate`],
    ['GET', `/enrollments/${enrollmentId}/certificate/pdf`],
    ['POST', `/enrollments/${enrollmentId}/certificate`, { fullName: 'Pat Other' }],
  ] as const) {
    const response = await call(method, url, body, otherFamily);
    expect(response.statusCode, `${method} ${url}`).toBe(404);
  }
});
