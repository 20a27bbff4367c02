import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, courseEnrollments, courseImports, courseLessons, quizAttempts } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let staff = '';

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: `/api/staff/learning/${url}`,
    payload: payload as object,
    headers: { authorization: staff },
  });

async function newCourse(title = 'Trauma-Informed Caregiving Basics') {
  const response = await call('POST', 'courses', {
    title,
    description: 'Calm, predictable care for children who have been hurt.',
    learningObjectives: ['Recognize trauma triggers', 'Plan birth family visits'],
    audience: 'new_parents',
    difficultyLevel: 'intermediate',
    durationMinutes: 45,
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

test('Generate with AI fills an empty course with marked drafts, and refuses a course that has lessons', async () => {
  const courseId = await newCourse();
  const response = await call('POST', `courses/${courseId}/generate`);
  expect(response.statusCode, response.body).toBe(201);
  const result = response.json();
  expect(result.source).toBe('library');
  expect(result.lessonsCreated).toBe(4);
  expect(
    result.lessons.map((l: { title: string; orderIndex: number }) => `${l.orderIndex} ${l.title}`),
  ).toEqual([
    '1 Introduction: Trauma-Informed Caregiving Basics',
    '2 Lesson 1: Recognize trauma triggers',
    '3 Lesson 2: Plan birth family visits',
    '4 Knowledge Check',
  ]);
  expect(result.lessons[1].generatedFrom).toMatchObject({
    source: 'library',
    objective: 'Recognize trauma triggers',
    topics: ['trauma-informed-care'],
  });
  expect(result.lessons[3].quiz.questions).toHaveLength(2);

  const again = await call('POST', `courses/${courseId}/generate`);
  expect(again.statusCode).toBe(409);
  expect(again.json().code).toBe('CONFLICT');

  // Saving a draft lesson makes it the staff's own: the generated mark goes.
  const lesson = result.lessons[1];
  const saved = await call('PUT', `courses/${courseId}/lessons/${lesson.id}`, {
    title: lesson.title,
    lessonType: lesson.lessonType,
    durationMinutes: lesson.durationMinutes,
    content: lesson.content,
  });
  expect(saved.json().generatedFrom).toBeNull();
});

test('a course of generated drafts publishes only once each lesson is reviewed; a review is audited', async () => {
  const courseId = await newCourse('Generated Course To Review');
  const { lessons } = (await call('POST', `courses/${courseId}/generate`)).json();

  const early = await call('POST', `courses/${courseId}/publish`);
  expect(early.statusCode).toBe(409);
  expect(early.json()).toMatchObject({ code: 'CONFLICT' });
  expect(early.json().message).toContain('Review each generated lesson before publishing');
  expect(early.json().message).toContain('Introduction: Generated Course To Review');
  expect((await call('GET', `courses/${courseId}`)).json().isPublished).toBe(false);

  for (const lesson of lessons.slice(0, -1)) {
    const reviewed = await call('POST', `courses/${courseId}/lessons/${lesson.id}/review`);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().generatedFrom).toBeNull();
  }
  const oneLeft = await call('POST', `courses/${courseId}/publish`);
  expect(oneLeft.statusCode).toBe(409);
  expect(oneLeft.json().message).toContain('Knowledge Check');

  const last = lessons.at(-1);
  await call('POST', `courses/${courseId}/lessons/${last.id}/review`);
  // Reviewing twice changes nothing and writes no second audit row.
  expect((await call('POST', `courses/${courseId}/lessons/${last.id}/review`)).statusCode).toBe(200);
  const published = await call('POST', `courses/${courseId}/publish`);
  expect(published.statusCode, published.body).toBe(200);
  expect(published.json().isPublished).toBe(true);

  const reviews = await t.db
    .select({ objectId: auditLog.objectId })
    .from(auditLog)
    .where(eq(auditLog.action, 'course.lesson_reviewed'));
  expect(reviews.map((row) => row.objectId).sort()).toEqual(lessons.map((l: { id: string }) => l.id).sort());
});

test('export then import gives a draft copy with the same lessons and quiz; the import is recorded', async () => {
  const courseId = await newCourse('Course To Share');
  await call('POST', `courses/${courseId}/generate`);
  await call('POST', `courses/${courseId}/publish`);
  const exported = await call('GET', `courses/${courseId}/export`);
  expect(exported.statusCode, exported.body).toBe(200);
  expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="course-/);
  const pack = exported.json();
  expect(pack).toMatchObject({ format: 'haven.course', version: 1, course: { title: 'Course To Share' } });

  const imported = await call('POST', 'imports', { fileName: 'course-to-share.json', package: pack });
  expect(imported.statusCode, imported.body).toBe(201);
  const record = imported.json();
  expect(record).toMatchObject({
    status: 'completed',
    fileName: 'course-to-share.json',
    courseTitle: 'Course To Share',
    lessonCount: 4,
    errorMessage: null,
  });
  const copy = (await call('GET', `courses/${record.courseId}`)).json();
  const original = (await call('GET', `courses/${courseId}`)).json();
  expect(copy.isPublished).toBe(false);
  expect(copy.id).not.toBe(original.id);
  const shape = (lessons: { title: string; content: string; quiz: unknown; lessonType: string }[]) =>
    lessons.map(({ title, content, quiz, lessonType }) => ({ title, content, quiz, lessonType }));
  expect(shape(copy.lessons)).toEqual(shape(original.lessons));
  expect(copy.learningObjectives).toEqual(original.learningObjectives);
});

test('a package that does not fit is a 400 and a failed import with the reason', async () => {
  for (const pack of [{ format: 'other' }, 'text', { format: 'haven.course', version: 2 }]) {
    const response = await call('POST', 'imports', { fileName: 'bad.json', package: pack });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/not a Haven course package/);
  }
  expect((await call('POST', 'imports', { fileName: 'none.json' })).statusCode).toBe(400);
  const failed = await t.db.select().from(courseImports).where(eq(courseImports.importStatus, 'failed'));
  expect(failed.length).toBeGreaterThanOrEqual(3);
  expect(failed.every((row) => row.courseId === null && row.errorMessage)).toBe(true);
  const list = (await call('GET', 'imports')).json();
  expect(list.items[0]).toMatchObject({ status: 'failed', fileName: 'bad.json', courseId: null });
  expect(list.items[0].errorMessage).toMatch(/not a Haven course package/);
});

test('a package with a script in a lesson arrives sanitized', async () => {
  const response = await call('POST', 'imports', {
    fileName: null,
    package: {
      format: 'haven.course',
      version: 1,
      exportedAt: new Date().toISOString(),
      course: {
        title: 'Shared Course',
        description: null,
        learningObjectives: ['Stay safe'],
        audience: null,
        difficultyLevel: 'beginner',
        durationMinutes: 20,
        contentType: 'text',
      },
      lessons: [{ title: 'One', content: '<p>Hi<script>alert(1)</script><img src=x onerror=alert(1)></p>' }],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const [lesson] = await t.db
    .select()
    .from(courseLessons)
    .where(eq(courseLessons.courseId, response.json().courseId));
  expect(lesson?.content).toBe('<p>Hi</p>');
});

test('analytics count enrollments per course, quiz scores and the share of first attempts correct', async () => {
  // The demo family passed the Foster Care 101 quiz on its second try; its first try missed the last question.
  const [quiz] = await t.db.select().from(courseLessons).where(eq(courseLessons.lessonType, 'quiz'));
  const attempts = await t.db
    .select()
    .from(quizAttempts)
    .where(eq(quizAttempts.lessonId, quiz?.id ?? ''));
  expect(attempts.map((attempt) => attempt.score).sort()).toEqual([100, 67]);

  const response = await call('GET', 'analytics');
  expect(response.statusCode).toBe(200);
  const analytics = response.json();
  const enrollments = await t.db.select().from(courseEnrollments);
  expect(analytics.totalEnrollments).toBe(enrollments.length);
  expect(analytics.completedEnrollments).toBe(enrollments.filter((e) => e.status === 'completed').length);
  expect(analytics.completionRate).toBe(
    Math.round((analytics.completedEnrollments / analytics.totalEnrollments) * 1000) / 10,
  );
  const row = analytics.courses.find((c: { courseId: string }) => c.courseId === quiz?.courseId);
  expect(row).toMatchObject({
    enrolled: 1,
    completed: 1,
    inProgress: 0,
    completionRate: 100,
    averageQuizScore: 100,
  });
  // Only first attempts count: the retake after seeing the answers does not flatter the questions.
  expect(
    row.questions.map((q: { questionId: string; answered: number; shareCorrect: number }) => [
      q.questionId,
      q.answered,
      q.shareCorrect,
    ]),
  ).toEqual([
    ['goal-of-foster-care', 1, 1],
    ['journey-steps', 1, 1],
    ['felt-safety', 1, 0],
  ]);
});
