import { expect, test } from 'vitest';
import { LessonBodySchema, type StaffLesson } from '@shared/learning/lessons.schema';
import {
  addOption,
  emptyQuestion,
  lessonFormErrors,
  lessonFormValues,
  removeOption,
  toLessonBody,
  type LessonFormValues,
} from './lesson-form';

const quizValues = (): LessonFormValues => ({
  ...lessonFormValues(),
  title: 'Knowledge Check',
  lessonType: 'quiz',
  questions: [
    { ...emptyQuestion(), question: 'What helps a child feel safe?', options: ['Routine', 'Surprises'] },
  ],
});

test('a new lesson is a 10-minute text lesson with one empty question ready for a quiz', () => {
  const values = lessonFormValues();
  expect(values).toMatchObject({ title: '', lessonType: 'text', durationMinutes: 10, content: '' });
  expect(values.questions).toHaveLength(1);
  expect(values.questions[0]?.options).toEqual(['', '']);
});

test('the title is required and the duration is 1 to 60 whole minutes', () => {
  const values = { ...lessonFormValues(), title: ' ', durationMinutes: 61 };
  expect(lessonFormErrors(values)).toEqual({
    title: 'Lesson title is required',
    durationMinutes: 'Enter a duration from 1 to 60 minutes',
  });
  expect(lessonFormErrors({ ...values, title: 'Intro', durationMinutes: 1 })).toEqual({});
});

test('quiz questions need their text and every option; pass mark and attempt limit are optional but bounded', () => {
  const values = quizValues();
  values.questions[0] = { ...values.questions[0]!, question: '', options: ['Routine', ' '] };
  expect(lessonFormErrors({ ...values, passMark: 0, attemptLimit: 21 })).toEqual({
    'questions.0.question': 'Write the question',
    'questions.0.options.1': 'Write the option or remove it',
    passMark: 'Enter a percent from 1 to 100, or leave it empty',
    attemptLimit: 'Enter 1 to 20 attempts, or leave it empty',
  });
  expect(lessonFormErrors(quizValues())).toEqual({});
});

test('questions have 2 to 6 options, and removing one keeps the same correct option', () => {
  let question = { ...emptyQuestion(), options: ['A', 'B', 'C'], correctAnswer: 2 };
  question = removeOption(question, 0);
  expect(question).toMatchObject({ options: ['B', 'C'], correctAnswer: 1 });
  expect(removeOption(question, 0)).toBe(question);
  const removedCorrect = removeOption({ ...emptyQuestion(), options: ['A', 'B', 'C'], correctAnswer: 1 }, 1);
  expect(removedCorrect).toMatchObject({ options: ['A', 'C'], correctAnswer: 0 });
  let six = emptyQuestion();
  for (let i = 0; i < 10; i += 1) six = addOption(six);
  expect(six.options).toHaveLength(6);
});

test('a quiz lesson sends its questions and settings; another type sends none, and both pass the API schema', () => {
  const quiz = toLessonBody({ ...quizValues(), passMark: 80, attemptLimit: '', shuffleOptions: true });
  expect(quiz.quiz).toEqual({
    questions: [
      {
        question: 'What helps a child feel safe?',
        options: ['Routine', 'Surprises'],
        correctAnswer: 0,
        explanation: '',
      },
    ],
    passMark: 80,
    attemptLimit: null,
    shuffleOptions: true,
  });
  expect(LessonBodySchema.safeParse(quiz).success).toBe(true);
  const text = toLessonBody({ ...quizValues(), lessonType: 'text', content: '<p>Hi</p>' });
  expect(text.quiz).toBeNull();
  expect(LessonBodySchema.safeParse(text).success).toBe(true);
});

test('a saved quiz keeps its question ids when edited', () => {
  const lesson = {
    id: '00000000-0000-4000-8000-000000000001',
    courseId: '00000000-0000-4000-8000-000000000002',
    title: 'Check',
    content: '',
    lessonType: 'quiz',
    durationMinutes: 5,
    orderIndex: 1,
    quiz: {
      questions: [{ id: 'q-safe', question: 'Q?', options: ['A', 'B'], correctAnswer: 1, explanation: 'B.' }],
      passMark: 70,
      attemptLimit: 3,
      shuffleOptions: false,
    },
    video: null,
    generatedFrom: null,
    createdAt: '2026-11-23T00:00:00.000Z',
    updatedAt: '2026-11-23T00:00:00.000Z',
  } satisfies StaffLesson;
  const body = toLessonBody(lessonFormValues(lesson));
  expect(body.quiz?.questions[0]).toMatchObject({ id: 'q-safe', correctAnswer: 1, explanation: 'B.' });
  expect(body.quiz).toMatchObject({ passMark: 70, attemptLimit: 3 });
});
