import { z } from 'zod';
import { LearnerQuizQuestionSchema, QuizQuestionIdSchema } from '../learning/lessons.schema';
import {
  COURSE_AUDIENCES,
  DIFFICULTY_LEVELS,
  ENROLLMENT_STATUSES,
  LESSON_TYPES,
} from '../learning/learning-vocabulary';
import { QUIZ_OPTIONS_MAX, QUIZ_QUESTIONS_MAX } from '../learning/learning.limits';
import { safeName } from '../text/safe-text';
import { CERTIFICATE_ID_PATTERN } from './family-learning-rules';
import { CERTIFICATE_NAME_MAX } from './family-learning.limits';

/** The signed-in family's learning (/api/family/learning*): the family always comes from the session. */

const EnrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES);

export const CourseSummarySchema = z.object({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  difficultyLevel: z.enum(DIFFICULTY_LEVELS),
  durationMinutes: z.number().int(),
  /** null shows as 'All'. */
  audience: z.enum(COURSE_AUDIENCES).nullable(),
  /** False when some of it is shown in English for want of a translation into the family's language. */
  translated: z.boolean(),
});

/** A course on the family's Current Courses or Completed tab. */
export const LearnerEnrollmentSchema = z.object({
  id: z.uuid(),
  course: CourseSummarySchema,
  status: EnrollmentStatusSchema,
  progressPercentage: z.number().int(),
  startedAt: z.iso.datetime().nullable(),
  completedAt: z.iso.datetime().nullable(),
  enrolledAt: z.iso.datetime(),
  /** From the course's assignment; optional courses have none. */
  isRequired: z.boolean(),
  dueDate: z.iso.date().nullable(),
  overdue: z.boolean(),
  certificateId: z.string().nullable(),
});
export type LearnerEnrollment = z.infer<typeof LearnerEnrollmentSchema>;

/** A published course of the Course Catalog. */
export const CatalogCourseSchema = CourseSummarySchema.extend({
  /** At most 3 (spec 02 §9); moreObjectives counts the rest ('...and N more'). */
  learningObjectives: z.array(z.string()),
  moreObjectives: z.number().int(),
  /** The family's own enrollment in it, if any. */
  enrollmentId: z.uuid().nullable(),
  /** True while the family's request to join waits for staff. */
  requested: z.boolean(),
});
export type CatalogCourse = z.infer<typeof CatalogCourseSchema>;

/** GET /api/family/learning: My Learning Journey. */
export const LearningJourneySchema = z.object({
  stats: z.object({
    total: z.number().int(),
    completed: z.number().int(),
    inProgress: z.number().int(),
    /** Spec 02 §2: the same count as Completed. */
    certificates: z.number().int(),
  }),
  current: z.array(LearnerEnrollmentSchema),
  completed: z.array(LearnerEnrollmentSchema),
  catalog: z.array(CatalogCourseSchema),
});
export type LearningJourney = z.infer<typeof LearningJourneySchema>;

export const CourseIdParamsSchema = z.object({ courseId: z.uuid() });
export const EnrollmentIdParamsSchema = z.object({ enrollmentId: z.uuid() });
export const EnrollmentLessonParamsSchema = EnrollmentIdParamsSchema.extend({ lessonId: z.uuid() });

/** POST /api/family/learning/courses/:courseId/enrollment-request (idempotent). */
export const EnrollmentRequestResultSchema = z.object({ courseId: z.uuid(), requested: z.literal(true) });

/** One line of the Course Outline. */
export const OutlineLessonSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  lessonType: z.enum(LESSON_TYPES),
  durationMinutes: z.number().int(),
  orderIndex: z.number().int(),
  completed: z.boolean(),
});

/** GET /api/family/learning/enrollments/:enrollmentId: the course player's frame. */
export const CoursePlayerSchema = z.object({
  enrollment: LearnerEnrollmentSchema.extend({ currentLessonId: z.uuid().nullable() }),
  lessons: z.array(OutlineLessonSchema),
});
export type CoursePlayer = z.infer<typeof CoursePlayerSchema>;

/** A quiz as a family sees it before submitting: no answers, options in this learner's order. */
export const LearnerQuizSchema = z.object({
  questions: z.array(LearnerQuizQuestionSchema),
  passMark: z.number().int().nullable(),
  attemptLimit: z.number().int().nullable(),
  attemptsUsed: z.number().int(),
  /** The best score so far and whether it lets the learner continue. */
  bestScore: z.number().int().nullable(),
  passed: z.boolean(),
});

/** GET …/lessons/:lessonId: one lesson's content (opening it starts its clock). */
export const LessonViewSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  lessonType: z.enum(LESSON_TYPES),
  durationMinutes: z.number().int(),
  orderIndex: z.number().int(),
  /** Sanitized HTML as stored (the browser sanitizes it again before rendering). */
  content: z.string(),
  completed: z.boolean(),
  /** A video lesson with its file: GET …/lessons/:lessonId/video-link gives the address to play. */
  hasVideo: z.boolean(),
  quiz: LearnerQuizSchema.nullable(),
  /** False when some of it is shown in English for want of a translation into the family's language. */
  translated: z.boolean(),
});
export type LessonView = z.infer<typeof LessonViewSchema>;

/**
 * GET …/lessons/:lessonId/video-link: a short-lived address of the lesson's video that a `<video src>` can
 * stream (with ranges) without the session's bearer token; decision 017.
 */
export const LessonVideoLinkSchema = z.object({
  /** Same-origin address under /api, signed for this lesson's file and the family's session. */
  url: z.string(),
  expiresAt: z.iso.datetime(),
});
export type LessonVideoLink = z.infer<typeof LessonVideoLinkSchema>;

/** A signed video link's token (`?token=`): base64url payload '.' base64url signature. */
export const VideoTokenQuerySchema = z.object({
  token: z
    .string()
    .max(1024)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/),
});

/** POST …/lessons/:lessonId/complete. */
export const LessonCompletionSchema = z.object({
  progressPercentage: z.number().int(),
  minutesSpent: z.number().int(),
  /** The lesson to move to; null after the last one. */
  nextLessonId: z.uuid().nullable(),
  /** Every lesson is done: the player opens the completion screen. */
  allLessonsCompleted: z.boolean(),
});
export type LessonCompletion = z.infer<typeof LessonCompletionSchema>;

/** POST …/lessons/:lessonId/quiz-attempts: one answer per question, the option index as displayed. */
export const QuizSubmissionBodySchema = z.object({
  answers: z
    .array(
      z.object({
        questionId: QuizQuestionIdSchema,
        optionIndex: z
          .number()
          .int()
          .min(0)
          .max(QUIZ_OPTIONS_MAX - 1),
      }),
    )
    .min(1)
    .max(QUIZ_QUESTIONS_MAX),
});
export type QuizSubmissionBody = z.infer<typeof QuizSubmissionBodySchema>;

/** The graded attempt: only now are correct answers and explanations sent. Indexes are as displayed. */
export const QuizResultSchema = z.object({
  attemptNumber: z.number().int(),
  score: z.number().int(),
  correctCount: z.number().int(),
  total: z.number().int(),
  passMark: z.number().int().nullable(),
  passed: z.boolean(),
  /** null: unlimited. */
  attemptsRemaining: z.number().int().nullable(),
  review: z.array(
    z.object({
      questionId: z.string(),
      question: z.string(),
      options: z.array(z.string()),
      selectedIndex: z.number().int(),
      correctIndex: z.number().int(),
      correct: z.boolean(),
      explanation: z.string(),
    }),
  ),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const CertificateIdParamsSchema = z.object({
  certificateId: z.string().regex(CERTIFICATE_ID_PATTERN, 'a certificate id looks like CERT-1A2B3C4D'),
});

/** POST …/certificate: Full Name must be non-blank after trimming (spec 02 §5). */
export const IssueCertificateBodySchema = z.object({
  fullName: safeName({ min: 1, max: CERTIFICATE_NAME_MAX }),
});
export type IssueCertificateBody = z.infer<typeof IssueCertificateBodySchema>;

export const CertificateSchema = z.object({
  certificateId: z.string(),
  recipientName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.iso.datetime(),
  /** The public verification path (/verify/CERT-…). */
  verificationPath: z.string(),
});
export type Certificate = z.infer<typeof CertificateSchema>;

/** GET /api/verify/certificates/:certificateId (public): nothing else about the family. */
export const CertificateVerificationSchema = z.discriminatedUnion('valid', [
  z.object({
    valid: z.literal(true),
    certificateId: z.string(),
    recipientName: z.string(),
    courseTitle: z.string(),
    issuedAt: z.iso.datetime(),
  }),
  z.object({ valid: z.literal(false), certificateId: z.string() }),
]);
export type CertificateVerification = z.infer<typeof CertificateVerificationSchema>;
