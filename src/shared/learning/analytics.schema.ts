import { z } from 'zod';

/** GET /api/staff/learning/analytics (manage_courses): the Analytics tab, from real enrollments and attempts. */

export const QuestionAnalyticsSchema = z.object({
  lessonId: z.uuid(),
  lessonTitle: z.string(),
  questionId: z.string(),
  question: z.string(),
  /** First attempts that answered this question (retakes after seeing the answers would flatter it). */
  answered: z.number().int(),
  /** Share of those first attempts that chose the correct option, 0..1; null when nobody answered yet. */
  shareCorrect: z.number().nullable(),
});
export type QuestionAnalytics = z.infer<typeof QuestionAnalyticsSchema>;

export const CourseAnalyticsSchema = z.object({
  courseId: z.uuid(),
  title: z.string(),
  isPublished: z.boolean(),
  enrolled: z.number().int(),
  completed: z.number().int(),
  inProgress: z.number().int(),
  /** completed / enrolled, percent to 1 decimal. */
  completionRate: z.number(),
  /** Mean progress percent of the enrollments, to 1 decimal. */
  averageProgress: z.number(),
  /** Mean recorded quiz score (percent, 1 decimal) of the course's quiz lessons; null without one. */
  averageQuizScore: z.number().nullable(),
  /** Questions of the course's quiz lessons, in lesson then question order. */
  questions: z.array(QuestionAnalyticsSchema),
});
export type CourseAnalytics = z.infer<typeof CourseAnalyticsSchema>;

export const LearningAnalyticsSchema = z.object({
  totalEnrollments: z.number().int(),
  completedEnrollments: z.number().int(),
  inProgressEnrollments: z.number().int(),
  /** Percent to 1 decimal; 0 with no enrollments. */
  completionRate: z.number(),
  publishedCourses: z.number().int(),
  averageQuizScore: z.number().nullable(),
  /** Courses that have enrollments, most enrolled first; empty shows 'No course data available yet'. */
  courses: z.array(CourseAnalyticsSchema),
});
export type LearningAnalytics = z.infer<typeof LearningAnalyticsSchema>;
