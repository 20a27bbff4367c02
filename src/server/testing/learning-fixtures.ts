import { expect } from 'vitest';
import type { FastifyInstance } from 'fastify';

/** Three quiz questions on foster care (spec 02 §2's sample), with their answers. */
export const QUIZ_QUESTIONS = [
  {
    question: 'What is the primary goal of foster care?',
    options: ['Adoption', 'Reunification with the birth family when safe', 'Permanent placement'],
    correctAnswer: 1,
    explanation: 'Reunification comes first whenever it is safe.',
  },
  {
    question: 'Who should you call first in a placement emergency?',
    options: ['A neighbour', 'Your caseworker or the agency hotline', 'Nobody'],
    correctAnswer: 1,
    explanation: 'The agency hotline answers day and night.',
  },
  {
    question: 'How should you talk about a child’s birth parents?',
    options: ['Respectfully', 'Not at all', 'Critically'],
    correctAnswer: 0,
    explanation: 'Children do best when their families are spoken of with respect.',
  },
];

/**
 * Creates and publishes a course through the staff API: two text lessons then a quiz (shuffled options,
 * the given pass mark and attempt limit). Returns the course id and its lesson ids in order.
 */
export async function createPublishedQuizCourse(
  app: FastifyInstance,
  authorization: string,
  options: {
    title: string;
    passMark?: number | null;
    attemptLimit?: number | null;
    durationMinutes?: number;
  },
) {
  const call = async (method: 'POST' | 'GET', url: string, payload?: object) => {
    const response = await app.inject({
      method,
      url: `/api/staff/learning/${url}`,
      payload,
      headers: { authorization },
    });
    expect(response.statusCode, response.body).toBeLessThan(300);
    return response.json();
  };
  const course = await call('POST', 'courses', {
    title: options.title,
    description: 'A course for the family learning tests.',
    learningObjectives: ['Know the goal', 'Know whom to call', 'Speak with respect', 'Keep records'],
    audience: 'all_caregivers',
    durationMinutes: options.durationMinutes ?? 90,
  });
  const lessons: string[] = [];
  for (const body of [
    { title: 'Welcome', content: '<p>Welcome to <strong>foster care</strong>.</p>', durationMinutes: 10 },
    { title: 'Calling for help', content: '<p>Call your caseworker.</p>', durationMinutes: 5 },
    {
      title: 'Knowledge Check',
      lessonType: 'quiz',
      durationMinutes: 10,
      quiz: {
        questions: QUIZ_QUESTIONS,
        passMark: options.passMark === undefined ? 70 : options.passMark,
        attemptLimit: options.attemptLimit === undefined ? 3 : options.attemptLimit,
        shuffleOptions: true,
      },
    },
  ])
    lessons.push((await call('POST', `courses/${course.id}/lessons`, body)).id);
  await call('POST', `courses/${course.id}/publish`);
  return { courseId: course.id as string, lessonIds: lessons };
}

/**
 * Assigns the course to the family through the staff API (the staff member needs assign_courses) and returns
 * the family's enrollment id, as the family's My Learning Journey lists it.
 */
export async function assignCourse(
  app: FastifyInstance,
  auth: { staff: string; family: string },
  familyId: string,
  courseId: string,
  options: { dueDate?: string | null; isRequired?: boolean } = {},
) {
  const assigned = await app.inject({
    method: 'POST',
    url: '/api/staff/learning/assignments',
    payload: {
      courseId,
      familyIds: [familyId],
      dueDate: options.dueDate ?? null,
      isRequired: options.isRequired ?? true,
    },
    headers: { authorization: auth.staff },
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const journey = await app.inject({ url: '/api/family/learning', headers: { authorization: auth.family } });
  const enrollment = (journey.json() as { current: { id: string; course: { id: string } }[] }).current.find(
    (e) => e.course.id === courseId,
  );
  if (!enrollment) throw new Error('the assignment made no enrollment');
  return enrollment.id;
}
