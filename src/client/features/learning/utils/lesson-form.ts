import type { LessonBody, QuizQuestionInput, StaffLesson } from '@shared/learning/lessons.schema';
import {
  LESSON_DURATION_DEFAULT,
  LESSON_DURATION_MAX,
  LESSON_DURATION_MIN,
  QUIZ_ATTEMPT_LIMIT_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
  QUIZ_PASS_MARK_MAX,
  QUIZ_PASS_MARK_MIN,
} from '@shared/learning/learning.limits';
import type { LessonType } from '@shared/learning/learning-vocabulary';

export interface QuestionValues {
  /** The server's id of a saved question (kept, so attempts and analytics keep pointing at it). */
  id?: string;
  /** A key for React lists, for new questions too. */
  key: string;
  question: string;
  options: string[];
  correctAnswer: number;
  explanation: string;
}

export interface LessonFormValues {
  title: string;
  lessonType: LessonType;
  durationMinutes: number | string;
  content: string;
  questions: QuestionValues[];
  passMark: number | string;
  attemptLimit: number | string;
  shuffleOptions: boolean;
}

let nextKey = 0;
const newKey = () => `q${(nextKey += 1)}`;

export function emptyQuestion(): QuestionValues {
  return { key: newKey(), question: '', options: ['', ''], correctAnswer: 0, explanation: '' };
}

/** Spec 02 §5: type text, 10 minutes. */
export function lessonFormValues(lesson?: StaffLesson): LessonFormValues {
  if (!lesson) {
    return {
      title: '',
      lessonType: 'text',
      durationMinutes: LESSON_DURATION_DEFAULT,
      content: '',
      questions: [emptyQuestion()],
      passMark: '',
      attemptLimit: '',
      shuffleOptions: false,
    };
  }
  const quiz = lesson.quiz;
  return {
    title: lesson.title,
    lessonType: lesson.lessonType,
    durationMinutes: lesson.durationMinutes,
    content: lesson.content,
    questions: quiz?.questions.map((question) => ({ ...question, key: question.id })) ?? [emptyQuestion()],
    passMark: quiz?.passMark ?? '',
    attemptLimit: quiz?.attemptLimit ?? '',
    shuffleOptions: quiz?.shuffleOptions ?? false,
  };
}

const isWholeIn = (value: number | string, min: number, max: number) => {
  const number = Number(value);
  return value !== '' && Number.isInteger(number) && number >= min && number <= max;
};

export const LESSON_MESSAGES = {
  title: 'Lesson title is required',
  durationMinutes: `Enter a duration from ${LESSON_DURATION_MIN} to ${LESSON_DURATION_MAX} minutes`,
  question: 'Write the question',
  option: 'Write the option or remove it',
  passMark: `Enter a percent from ${QUIZ_PASS_MARK_MIN} to ${QUIZ_PASS_MARK_MAX}, or leave it empty`,
  attemptLimit: `Enter 1 to ${QUIZ_ATTEMPT_LIMIT_MAX} attempts, or leave it empty`,
} as const;

/** Form errors keyed as @mantine/form names its fields ('questions.0.options.1'). */
export function lessonFormErrors(values: LessonFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (values.title.trim() === '') errors.title = LESSON_MESSAGES.title;
  if (!isWholeIn(values.durationMinutes, LESSON_DURATION_MIN, LESSON_DURATION_MAX)) {
    errors.durationMinutes = LESSON_MESSAGES.durationMinutes;
  }
  if (values.lessonType !== 'quiz') return errors;
  values.questions.forEach((question, index) => {
    if (question.question.trim() === '') errors[`questions.${index}.question`] = LESSON_MESSAGES.question;
    question.options.forEach((option, optionIndex) => {
      if (option.trim() === '') errors[`questions.${index}.options.${optionIndex}`] = LESSON_MESSAGES.option;
    });
  });
  if (values.passMark !== '' && !isWholeIn(values.passMark, QUIZ_PASS_MARK_MIN, QUIZ_PASS_MARK_MAX)) {
    errors.passMark = LESSON_MESSAGES.passMark;
  }
  if (values.attemptLimit !== '' && !isWholeIn(values.attemptLimit, 1, QUIZ_ATTEMPT_LIMIT_MAX)) {
    errors.attemptLimit = LESSON_MESSAGES.attemptLimit;
  }
  return errors;
}

/** The options of a question with one added (up to 6) or removed (down to 2), keeping the right answer. */
export function addOption(question: QuestionValues): QuestionValues {
  if (question.options.length >= QUIZ_OPTIONS_MAX) return question;
  return { ...question, options: [...question.options, ''] };
}

export function removeOption(question: QuestionValues, index: number): QuestionValues {
  if (question.options.length <= QUIZ_OPTIONS_MIN || index < 0 || index >= question.options.length) {
    return question;
  }
  const options = question.options.filter((_, i) => i !== index);
  const correctAnswer =
    question.correctAnswer === index ? 0 : question.correctAnswer - (question.correctAnswer > index ? 1 : 0);
  return { ...question, options, correctAnswer };
}

const optionalNumber = (value: number | string) => (value === '' ? null : Number(value));

/** The PUT/POST body; quiz settings only for a quiz lesson (the server refuses them on any other type). */
export function toLessonBody(values: LessonFormValues): LessonBody {
  const body: LessonBody = {
    title: values.title.trim(),
    lessonType: values.lessonType,
    durationMinutes: Number(values.durationMinutes),
    content: values.content,
    quiz: null,
  };
  if (values.lessonType !== 'quiz') return body;
  const questions: QuizQuestionInput[] = values.questions.map((question) => ({
    ...(question.id ? { id: question.id } : {}),
    question: question.question.trim(),
    options: question.options.map((option) => option.trim()),
    correctAnswer: question.correctAnswer,
    explanation: question.explanation.trim(),
  }));
  return {
    ...body,
    quiz: {
      questions,
      passMark: optionalNumber(values.passMark),
      attemptLimit: optionalNumber(values.attemptLimit),
      shuffleOptions: values.shuffleOptions,
    },
  };
}
