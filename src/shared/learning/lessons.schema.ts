import { z } from 'zod';
import { safeText } from '../text/safe-text';
import { CourseIdParamsSchema, StaffCourseSchema } from './courses.schema';
import {
  LESSON_CONTENT_MAX,
  LESSON_DURATION_DEFAULT,
  LESSON_DURATION_MAX,
  LESSON_DURATION_MIN,
  LESSON_TITLE_MAX,
  LESSONS_PER_COURSE_MAX,
  QUIZ_ATTEMPT_LIMIT_MAX,
  QUIZ_EXPLANATION_MAX,
  QUIZ_OPTION_MAX,
  QUIZ_OPTIONS_MAX,
  QUIZ_OPTIONS_MIN,
  QUIZ_PASS_MARK_MAX,
  QUIZ_PASS_MARK_MIN,
  QUIZ_QUESTION_MAX,
  QUIZ_QUESTIONS_MAX,
} from './learning.limits';
import { GENERATION_SOURCES, LESSON_TYPES, LESSON_VIDEO_TYPES } from './learning-vocabulary';

/** Lessons on the staff side (/api/staff/learning/courses/:courseId/lessons*, permission manage_courses). */

export const LessonTypeSchema = z.enum(LESSON_TYPES);
export const LessonIdParamsSchema = CourseIdParamsSchema.extend({ lessonId: z.uuid() });

/** A question id: stable across edits, so stored attempts and analytics keep pointing at the question. */
export const QuizQuestionIdSchema = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z0-9_-]+$/, 'letters, digits, - and _ only');

/** A quiz question with its answer, as staff edit it (never sent to a family before it submits). */
export const QuizQuestionSchema = z
  .object({
    id: QuizQuestionIdSchema,
    question: safeText({ min: 1, max: QUIZ_QUESTION_MAX, multiline: true }),
    options: z
      .array(safeText({ min: 1, max: QUIZ_OPTION_MAX }))
      .min(QUIZ_OPTIONS_MIN)
      .max(QUIZ_OPTIONS_MAX),
    /** Index into options. */
    correctAnswer: z.number().int().min(0),
    explanation: safeText({ max: QUIZ_EXPLANATION_MAX, multiline: true }),
  })
  .refine((question) => question.correctAnswer < question.options.length, {
    message: 'The correct answer must be one of the options',
    path: ['correctAnswer'],
  });
export type QuizQuestion = z.infer<typeof QuizQuestionSchema>;

/** In a save: a new question has no id yet (the server gives it one); an existing one keeps its id. */
export const QuizQuestionInputSchema = z
  .object({
    id: QuizQuestionIdSchema.optional(),
    question: safeText({ min: 1, max: QUIZ_QUESTION_MAX, multiline: true }),
    options: z
      .array(safeText({ min: 1, max: QUIZ_OPTION_MAX }))
      .min(QUIZ_OPTIONS_MIN)
      .max(QUIZ_OPTIONS_MAX),
    correctAnswer: z.number().int().min(0),
    explanation: safeText({ max: QUIZ_EXPLANATION_MAX, multiline: true }).default(''),
  })
  .refine((question) => question.correctAnswer < question.options.length, {
    message: 'The correct answer must be one of the options',
    path: ['correctAnswer'],
  });
export type QuizQuestionInput = z.input<typeof QuizQuestionInputSchema>;

const passMark = z.number().int().min(QUIZ_PASS_MARK_MIN).max(QUIZ_PASS_MARK_MAX).nullable();
const attemptLimit = z.number().int().min(1).max(QUIZ_ATTEMPT_LIMIT_MAX).nullable();

/** A quiz lesson's settings and questions, with answers (staff). */
export const StaffQuizSchema = z.object({
  questions: z.array(QuizQuestionSchema),
  /** Percent a learner needs to pass; null: any score lets them continue. */
  passMark,
  /** Attempts allowed; null: unlimited. */
  attemptLimit,
  /** Show each learner the options in a shuffled order. */
  shuffleOptions: z.boolean(),
});
export type StaffQuiz = z.infer<typeof StaffQuizSchema>;

export const QuizInputSchema = z.object({
  questions: z
    .array(QuizQuestionInputSchema)
    .min(1)
    .max(QUIZ_QUESTIONS_MAX)
    .refine((questions) => {
      const ids = questions.flatMap((question) => (question.id ? [question.id] : []));
      return new Set(ids).size === ids.length;
    }, 'Question ids must be unique'),
  passMark: passMark.default(null),
  attemptLimit: attemptLimit.default(null),
  shuffleOptions: z.boolean().default(false),
});
export type QuizInput = z.input<typeof QuizInputSchema>;

/**
 * What a family may see of a question before submitting (issue 14): no correct answer, no explanation.
 * Family-facing lesson responses use this shape, never QuizQuestionSchema.
 */
export const LearnerQuizQuestionSchema = z.object({
  id: QuizQuestionIdSchema,
  question: z.string(),
  options: z.array(z.string()),
});
export type LearnerQuizQuestion = z.infer<typeof LearnerQuizQuestionSchema>;

/** The course facts a generated lesson was drafted from, kept for the staff member reviewing it. */
export const GeneratedFromSchema = z.object({
  source: z.enum(GENERATION_SOURCES),
  /** The objective the lesson teaches; null for the introduction and the knowledge check. */
  objective: z.string().nullable(),
  /** Content library topics drawn on (library source); empty for the LLM source. */
  topics: z.array(z.string()),
  generatedAt: z.iso.datetime(),
});
export type GeneratedFrom = z.infer<typeof GeneratedFromSchema>;

/** A lesson as the Lesson Builder shows it. */
export const StaffLessonSchema = z.object({
  id: z.uuid(),
  courseId: z.uuid(),
  title: z.string(),
  /** Sanitized HTML. */
  content: z.string(),
  lessonType: LessonTypeSchema,
  durationMinutes: z.number().int(),
  /** 1..n within the course. */
  orderIndex: z.number().int(),
  /** Set for quiz lessons. */
  quiz: StaffQuizSchema.nullable(),
  /** Set once a video lesson has its file; the file is GET …/lessons/:lessonId/video. */
  video: z.object({ mimeType: z.enum(LESSON_VIDEO_TYPES), sizeBytes: z.number().int() }).nullable(),
  /** Set while the lesson is a generated draft nobody has edited yet. */
  generatedFrom: GeneratedFromSchema.nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type StaffLesson = z.infer<typeof StaffLessonSchema>;

/** Ordered by orderIndex. */
export const StaffLessonListSchema = z.array(StaffLessonSchema);
export type StaffLessonList = z.infer<typeof StaffLessonListSchema>;

// ---- GET /api/staff/learning/courses/:courseId -----------------------------------------------------

export const StaffCourseDetailSchema = StaffCourseSchema.extend({ lessons: StaffLessonListSchema });
export type StaffCourseDetail = z.infer<typeof StaffCourseDetailSchema>;

// ---- POST …/lessons and PUT …/lessons/:lessonId -----------------------------------------------------

/**
 * The lesson form. A quiz lesson needs `quiz`; other types must not send one. Content is HTML from the
 * rich-text editor; the server keeps only allow-listed tags and attributes. Saving clears the generated-draft
 * mark. A new lesson goes last (order_index = lesson count + 1).
 */
export const LessonBodySchema = z
  .object({
    title: safeText({ min: 1, max: LESSON_TITLE_MAX }),
    lessonType: LessonTypeSchema.default('text'),
    durationMinutes: z
      .number()
      .int()
      .min(LESSON_DURATION_MIN)
      .max(LESSON_DURATION_MAX)
      .default(LESSON_DURATION_DEFAULT),
    content: safeText({ max: LESSON_CONTENT_MAX, multiline: true }).default(''),
    quiz: QuizInputSchema.nullable().default(null),
  })
  .refine((lesson) => (lesson.lessonType === 'quiz') === (lesson.quiz !== null), {
    message: 'A quiz lesson needs its questions, and only a quiz lesson has them',
    path: ['quiz'],
  });
export type LessonBody = z.input<typeof LessonBodySchema>;

// ---- PUT …/lessons/order -----------------------------------------------------------------------------

/** Every lesson id of the course exactly once, in the new order (order_index becomes 1..n). */
export const ReorderLessonsBodySchema = z.object({
  lessonIds: z
    .array(z.uuid())
    .min(1)
    .max(LESSONS_PER_COURSE_MAX)
    .refine((ids) => new Set(ids).size === ids.length, 'Each lesson once'),
});
export type ReorderLessonsBody = z.infer<typeof ReorderLessonsBodySchema>;
