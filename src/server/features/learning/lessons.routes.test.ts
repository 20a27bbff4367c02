import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { LESSON_CONTENT_MAX } from '@shared/learning/learning.limits';
import { courseLessons } from '../../db/schema';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let coordinator = '';
let assigner = '';

beforeAll(async () => {
  t = await createTestApp();
  await createStaffUser(t.db, { email: 'lessons@example.org', roles: [], grant: ['manage_courses'] });
  coordinator = (await signIn(t.app, 'lessons@example.org', TEST_PASSWORD)).authorization;
  await createStaffUser(t.db, { email: 'assign-only@example.org', roles: [], grant: ['assign_courses'] });
  assigner = (await signIn(t.app, 'assign-only@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  authorization = coordinator,
) => t.app.inject({ method, url: `/api/staff/learning/${url}`, payload, headers: { authorization } });

async function newCourse() {
  const response = await call('POST', 'courses', {
    title: 'Lesson Builder Course',
    learningObjectives: ['Build lessons'],
    audience: 'all_caregivers',
  });
  expect(response.statusCode).toBe(201);
  return response.json().id as string;
}

const quiz = {
  questions: [
    {
      question: 'What is the primary goal of foster care?',
      options: ['Adoption', 'A safe, temporary home', 'Supervision'],
      correctAnswer: 1,
      explanation: 'Reunification comes first whenever it is safe.',
    },
  ],
};

test('a lesson gets the form defaults and goes last; the list keeps order 1..n', async () => {
  const courseId = await newCourse();
  const first = await call('POST', `courses/${courseId}/lessons`, { title: 'Welcome' });
  expect(first.statusCode, first.body).toBe(201);
  expect(first.json()).toMatchObject({
    title: 'Welcome',
    lessonType: 'text',
    durationMinutes: 10,
    orderIndex: 1,
    quiz: null,
    video: null,
    generatedFrom: null,
  });
  const second = await call('POST', `courses/${courseId}/lessons`, { title: 'Next', durationMinutes: 60 });
  expect(second.json().orderIndex).toBe(2);
  const list = await call('GET', `courses/${courseId}/lessons`);
  expect(list.json().map((l: { title: string }) => l.title)).toEqual(['Welcome', 'Next']);
  expect((await call('GET', `courses/${courseId}`)).json().lessonCount).toBe(2);
});

test('the lesson form refuses a blank title, a duration outside 1–60 and an unknown type', async () => {
  const courseId = await newCourse();
  for (const body of [
    { title: '  ' },
    { title: 'x', durationMinutes: 0 },
    { title: 'x', durationMinutes: 61 },
    { title: 'x', lessonType: 'podcast' },
    { title: 'x', content: 'a\u0000b' },
  ]) {
    const response = await call('POST', `courses/${courseId}/lessons`, body);
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
  }
  expect((await call('POST', `courses/${courseId}/lessons`, { title: 'x' }, assigner)).statusCode).toBe(403);
  // Long lessons fit (more than the API-wide JSON limit); longer than LESSON_CONTENT_MAX is refused.
  const long = `<p>${'é'.repeat(LESSON_CONTENT_MAX - 7)}</p>`;
  expect(
    (await call('POST', `courses/${courseId}/lessons`, { title: 'Long', content: long })).statusCode,
  ).toBe(201);
  const tooLong = `${long}x`;
  expect(
    (await call('POST', `courses/${courseId}/lessons`, { title: 'Long', content: tooLong })).statusCode,
  ).toBe(400);
});

test('lesson HTML is sanitized on save: no <script>, no onerror=, no javascript: links', async () => {
  const courseId = await newCourse();
  const response = await call('POST', `courses/${courseId}/lessons`, {
    title: 'Sanitized',
    content:
      '<h2 onclick="steal()">Safety</h2><p style="text-align: center">Calm <strong>routines</strong></p>' +
      '<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">bad</a>' +
      '<a href="https://cdss.ca.gov">good</a><iframe src="https://evil.example"></iframe><ul><li>one<li>two</ul>',
  });
  expect(response.statusCode).toBe(201);
  const { content, id } = response.json();
  expect(content).toBe(
    '<h2>Safety</h2><p style="text-align: center">Calm <strong>routines</strong></p>' +
      '<a>bad</a><a href="https://cdss.ca.gov" target="_blank" rel="noopener noreferrer nofollow">good</a>' +
      '<ul><li>one</li><li>two</li></ul>',
  );
  const updated = await call('PUT', `courses/${courseId}/lessons/${id}`, {
    title: 'Sanitized',
    content: '<p>ok</p><svg onload=alert(1)><script>x</script></svg><p onerror="x">still</p>',
  });
  expect(updated.json().content).toBe('<p>ok</p><p>still</p>');
  const [row] = await t.db.select().from(courseLessons).where(eq(courseLessons.id, id));
  expect(row?.content).not.toMatch(/script|onerror|onload|javascript/i);
});

test('a quiz lesson needs questions with 2–6 options and a correct answer among them', async () => {
  const courseId = await newCourse();
  const lesson = (body: object) => call('POST', `courses/${courseId}/lessons`, { title: 'Quiz', ...body });
  const question = quiz.questions[0]!;
  for (const body of [
    { lessonType: 'quiz' },
    { lessonType: 'quiz', quiz: { questions: [] } },
    { lessonType: 'quiz', quiz: { questions: [{ ...question, options: ['Only one'] }] } },
    {
      lessonType: 'quiz',
      quiz: { questions: [{ ...question, options: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }] },
    },
    { lessonType: 'quiz', quiz: { questions: [{ ...question, correctAnswer: 3 }] } },
    { lessonType: 'quiz', quiz: { questions: [{ ...question, correctAnswer: -1 }] } },
    { lessonType: 'quiz', quiz: { ...quiz, passMark: 0 } },
    { lessonType: 'quiz', quiz: { ...quiz, passMark: 101 } },
    { lessonType: 'quiz', quiz: { ...quiz, attemptLimit: 0 } },
    { lessonType: 'text', quiz },
  ]) {
    expect((await lesson(body)).statusCode, JSON.stringify(body)).toBe(400);
  }
  const created = await lesson({
    lessonType: 'quiz',
    quiz: { ...quiz, passMark: 80, attemptLimit: 3, shuffleOptions: true },
  });
  expect(created.statusCode, created.body).toBe(201);
  const saved = created.json();
  expect(saved.quiz).toMatchObject({ passMark: 80, attemptLimit: 3, shuffleOptions: true });
  const firstId = saved.quiz.questions[0].id as string;
  expect(firstId).toMatch(/^[0-9a-f-]{36}$/);

  // Editing keeps the question's id; a question added later gets its own.
  const edited = await call('PUT', `courses/${courseId}/lessons/${saved.id}`, {
    title: 'Quiz',
    lessonType: 'quiz',
    quiz: {
      questions: [
        { ...saved.quiz.questions[0], question: 'What is foster care for?' },
        { question: 'Is it temporary?', options: ['Yes', 'No'], correctAnswer: 0 },
      ],
    },
  });
  expect(edited.statusCode, edited.body).toBe(200);
  const questions = edited.json().quiz.questions;
  expect(questions[0]).toMatchObject({ id: firstId, question: 'What is foster care for?' });
  expect(questions[1].id).not.toBe(firstId);
  expect(questions[1].explanation).toBe('');
});

test('reorder rewrites order 1..n in one go; a partial or foreign order is a 400 and changes nothing', async () => {
  const courseId = await newCourse();
  const ids: string[] = [];
  for (const title of ['A', 'B', 'C']) {
    ids.push((await call('POST', `courses/${courseId}/lessons`, { title })).json().id);
  }
  const [a, b, c] = ids as [string, string, string];
  const reordered = await call('PUT', `courses/${courseId}/lessons/order`, { lessonIds: [c, a, b] });
  expect(reordered.statusCode, reordered.body).toBe(200);
  expect(
    reordered.json().map((l: { title: string; orderIndex: number }) => `${l.orderIndex}${l.title}`),
  ).toEqual(['1C', '2A', '3B']);
  const otherCourse = await newCourse();
  const foreign = (await call('POST', `courses/${otherCourse}/lessons`, { title: 'X' })).json().id;
  for (const lessonIds of [
    [a, b],
    [a, b, foreign],
    [a, a, b],
  ]) {
    expect((await call('PUT', `courses/${courseId}/lessons/order`, { lessonIds })).statusCode).toBe(400);
  }
  const after = (await call('GET', `courses/${courseId}/lessons`)).json();
  expect(after.map((l: { title: string }) => l.title)).toEqual(['C', 'A', 'B']);

  const remaining = await call('DELETE', `courses/${courseId}/lessons/${a}`);
  expect(
    remaining.json().map((l: { title: string; orderIndex: number }) => `${l.orderIndex}${l.title}`),
  ).toEqual(['1C', '2B']);
  expect((await call('DELETE', `courses/${otherCourse}/lessons/${b}`)).statusCode).toBe(404);
});
