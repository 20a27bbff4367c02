import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog } from '../../db/schema';
import { assignCourse, createPublishedQuizCourse, QUIZ_QUESTIONS } from '../../testing/learning-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let coordinator = '';
let reader = '';
let spanish = { familyId: '', authorization: '' };
let tagalog = { familyId: '', authorization: '' };

async function familyIn(language: 'es' | 'tl', email: string, surname: string) {
  const { family } = await createTestFamily(t.db, { email, surname });
  const { authorization } = await signInFamily(t.app, email, TEST_PASSWORD);
  const chosen = await t.app.inject({
    method: 'PUT',
    url: '/api/family/preferences',
    payload: { preferredLanguage: language },
    headers: { authorization },
  });
  expect(chosen.statusCode, chosen.body).toBe(200);
  return { familyId: family.id, authorization };
}

beforeAll(async () => {
  t = await createTestApp();
  await createStaffUser(t.db, {
    email: 'translator@example.org',
    roles: [],
    grant: ['manage_courses', 'assign_courses'],
  });
  await createStaffUser(t.db, { email: 'reader@example.org', roles: [], grant: ['view_dashboard'] });
  coordinator = (await signIn(t.app, 'translator@example.org', TEST_PASSWORD)).authorization;
  reader = (await signIn(t.app, 'reader@example.org', TEST_PASSWORD)).authorization;
  spanish = await familyIn('es', 'spanish-learner@example.org', 'Garcia');
  tagalog = await familyIn('tl', 'tagalog-learner@example.org', 'Santos');
});
afterAll(async () => {
  await t.close();
});

const staff = (method: 'GET' | 'PUT', courseId: string, payload?: object, authorization = coordinator) =>
  t.app.inject({
    method,
    url: `/api/staff/learning/courses/${courseId}/translations`,
    payload,
    headers: { authorization },
  });

const family = (url: string, authorization: string, method: 'GET' | 'POST' = 'GET', payload?: object) =>
  t.app.inject({ method, url: `/api/family/learning${url}`, payload, headers: { authorization } });

const SPANISH_QUIZ = [
  {
    question: '¿Cuál es el objetivo principal del cuidado de crianza?',
    options: ['Adopción', 'Reunificación', 'Colocación permanente'],
    explanation: 'La reunificación va primero.',
  },
  {
    question: '¿A quién llama primero en una emergencia?',
    options: ['A un vecino', 'A su trabajador social', 'A nadie'],
    explanation: 'La línea de la agencia contesta siempre.',
  },
  {
    question: '¿Cómo habla de los padres biológicos?',
    options: ['Con respeto', 'No habla de ellos', 'Con crítica'],
    explanation: 'Con respeto.',
  },
];

async function translatedCourse(title: string) {
  const { courseId, lessonIds } = await createPublishedQuizCourse(t.app, coordinator, { title });
  const view = (await staff('GET', courseId)).json();
  const quizLesson = view.lessons[2];
  const saved = await staff('PUT', courseId, {
    course: {
      es: {
        title: `${title} (es)`,
        description: 'Un curso para las pruebas.',
        learningObjectives: [
          'Conocer el objetivo',
          'Saber a quién llamar',
          'Hablar con respeto',
          'Llevar registros',
        ],
      },
    },
    lessons: {
      [lessonIds[0]!]: {
        es: { title: 'Bienvenida', content: '<p>Bienvenidos<script>alert(1)</script></p>' },
      },
      [lessonIds[1]!]: { es: { title: 'Pedir ayuda', content: '<p>Llame a su trabajador social.</p>' } },
      [lessonIds[2]!]: {
        es: {
          title: 'Comprobación de conocimientos',
          quiz: Object.fromEntries(
            quizLesson.quizQuestions.map((q: { id: string }, n: number) => [q.id, SPANISH_QUIZ[n]]),
          ),
        },
      },
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return { courseId, lessonIds, saved: saved.json() };
}

test('staff translate a course and its lessons; the lesson HTML is cleaned and the change audited', async () => {
  const { courseId, lessonIds, saved } = await translatedCourse('Translated Course');
  expect(saved.missingLanguages).toEqual(['zh', 'vi', 'tl']);
  expect(saved.course.translations.es.title).toBe('Translated Course (es)');
  const welcome = saved.lessons.find((l: { id: string }) => l.id === lessonIds[0]);
  expect(welcome.translations.es.content).toBe('<p>Bienvenidos</p>');

  const again = (await staff('GET', courseId)).json();
  expect(
    again.lessons.map((l: { translations: { es?: { title: string } } }) => l.translations.es?.title),
  ).toEqual(['Bienvenida', 'Pedir ayuda', 'Comprobación de conocimientos']);
  const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'course.translated'));
  expect(audit.map((row) => row.objectId)).toContain(courseId);
});

test('translations that do not fit the English course are refused, and only course managers translate', async () => {
  const { courseId, lessonIds } = await createPublishedQuizCourse(t.app, coordinator, {
    title: 'Strict Course',
  });
  const objectives = await staff('PUT', courseId, {
    course: { es: { title: 'Curso', learningObjectives: ['Solo uno'] } },
    lessons: {},
  });
  expect(objectives.statusCode).toBe(400);
  expect(objectives.json().message).toBe("Translate each of the course's 4 objectives.");

  const quizLesson = (await staff('GET', courseId)).json().lessons[2];
  const options = await staff('PUT', courseId, {
    course: {},
    lessons: {
      [lessonIds[2]!]: {
        es: { quiz: { [quizLesson.quizQuestions[0].id]: { question: '¿Qué?', options: ['Sí'] } } },
      },
    },
  });
  expect(options.statusCode).toBe(400);
  expect(options.json().message).toBe(`Translate each of the 3 options of "${QUIZ_QUESTIONS[0]!.question}".`);

  const other = await createPublishedQuizCourse(t.app, coordinator, { title: 'Other Course' });
  const foreign = await staff('PUT', courseId, {
    course: {},
    lessons: { [other.lessonIds[0]!]: { es: { title: 'x' } } },
  });
  expect(foreign.statusCode).toBe(400);

  expect((await staff('GET', courseId, undefined, reader)).statusCode).toBe(403);
  expect((await staff('PUT', courseId, { course: {}, lessons: {} }, reader)).statusCode).toBe(403);
  expect((await staff('GET', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
});

test('a Spanish-speaking family reads the course, its lessons and its quiz in Spanish', async () => {
  const { courseId, lessonIds } = await translatedCourse('Spanish Course');
  const enrollmentId = await assignCourse(
    t.app,
    { staff: coordinator, family: spanish.authorization },
    spanish.familyId,
    courseId,
  );
  const journey = (await family('', spanish.authorization)).json();
  const card = journey.current.find((e: { id: string }) => e.id === enrollmentId);
  expect(card.course).toMatchObject({
    title: 'Spanish Course (es)',
    description: 'Un curso para las pruebas.',
    translated: true,
  });

  expect((await family(`/enrollments/${enrollmentId}/start`, spanish.authorization, 'POST')).statusCode).toBe(
    200,
  );
  const player = (await family(`/enrollments/${enrollmentId}`, spanish.authorization)).json();
  expect(player.lessons.map((l: { title: string }) => l.title)).toEqual([
    'Bienvenida',
    'Pedir ayuda',
    'Comprobación de conocimientos',
  ]);
  const lesson = (
    await family(`/enrollments/${enrollmentId}/lessons/${lessonIds[0]}`, spanish.authorization)
  ).json();
  expect(lesson).toMatchObject({ title: 'Bienvenida', content: '<p>Bienvenidos</p>', translated: true });

  const quiz = (
    await family(`/enrollments/${enrollmentId}/lessons/${lessonIds[2]}`, spanish.authorization)
  ).json();
  expect(quiz.quiz.questions.map((q: { question: string }) => q.question)).toEqual(
    SPANISH_QUIZ.map((q) => q.question),
  );
  // Shuffled display order, graded by the stored index: the right Spanish option is the English one's position.
  const answers = quiz.quiz.questions.map((q: { id: string; options: string[] }, n: number) => {
    const words = SPANISH_QUIZ[n]!;
    const correct = words.options[QUIZ_QUESTIONS[n]!.correctAnswer]!;
    return { questionId: q.id, optionIndex: q.options.indexOf(correct) };
  });
  const result = await family(
    `/enrollments/${enrollmentId}/lessons/${lessonIds[2]}/quiz-attempts`,
    spanish.authorization,
    'POST',
    { answers },
  );
  expect(result.statusCode, result.body).toBe(201);
  expect(result.json()).toMatchObject({ score: 100, passed: true });
  expect(result.json().review[0].explanation).toBe('La reunificación va primero.');
});

test('a family whose language has no translation reads the English, marked as not translated', async () => {
  const { courseId, lessonIds } = await translatedCourse('Tagalog Course');
  const enrollmentId = await assignCourse(
    t.app,
    { staff: coordinator, family: tagalog.authorization },
    tagalog.familyId,
    courseId,
  );
  const card = (await family('', tagalog.authorization))
    .json()
    .current.find((e: { id: string }) => e.id === enrollmentId);
  expect(card.course).toMatchObject({ title: 'Tagalog Course', translated: false });
  await family(`/enrollments/${enrollmentId}/start`, tagalog.authorization, 'POST');
  const lesson = (
    await family(`/enrollments/${enrollmentId}/lessons/${lessonIds[1]}`, tagalog.authorization)
  ).json();
  expect(lesson).toMatchObject({
    title: 'Calling for help',
    content: '<p>Call your caseworker.</p>',
    translated: false,
  });
});
