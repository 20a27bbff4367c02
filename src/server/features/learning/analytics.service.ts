import type { CourseAnalytics, LearningAnalytics } from '@shared/learning/analytics.schema';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as repo from './analytics.repository';
import { MANAGE_COURSES, percentOf } from './courses.service';

/** The Analytics tab (spec 02 §2): enrollment totals, per-course progress, quiz scores and question quality. */

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function getLearningAnalytics(ctx: AppContext, caller: Caller): Promise<LearningAnalytics> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const [byCourse, publishedCourses] = await Promise.all([
    repo.enrollmentsByCourse(ctx.db),
    repo.publishedCourseCount(ctx.db),
  ]);
  const courseIds = byCourse.map((course) => course.courseId);
  const [scores, quizLessons] = await Promise.all([
    repo.quizScoresByCourse(ctx.db, courseIds),
    repo.quizLessonsOf(ctx.db, courseIds),
  ]);
  const answers = await repo.firstAttemptAnswers(
    ctx.db,
    quizLessons.map((lesson) => lesson.id),
  );
  const answersOf = new Map(answers.map((row) => [`${row.lessonId}/${row.questionId}`, row]));
  const scoreOf = new Map(scores.map((row) => [row.courseId, row]));

  const courses: CourseAnalytics[] = byCourse.map((course) => {
    const score = scoreOf.get(course.courseId);
    return {
      ...course,
      completionRate: percentOf(course.completed, course.enrolled),
      averageProgress: oneDecimal(course.averageProgress),
      averageQuizScore: score ? oneDecimal(score.average) : null,
      questions: quizLessons
        .filter((lesson) => lesson.courseId === course.courseId)
        .flatMap((lesson) =>
          (lesson.questions ?? []).map((question) => {
            const tally = answersOf.get(`${lesson.id}/${question.id}`);
            return {
              lessonId: lesson.id,
              lessonTitle: lesson.title,
              questionId: question.id,
              question: question.question,
              answered: tally?.answered ?? 0,
              shareCorrect: tally ? Math.round((tally.correct / tally.answered) * 1000) / 1000 : null,
            };
          }),
        ),
    };
  });

  const sum = (pick: (course: CourseAnalytics) => number) =>
    courses.reduce((total, course) => total + pick(course), 0);
  const totalEnrollments = sum((course) => course.enrolled);
  const completedEnrollments = sum((course) => course.completed);
  const scoreCount = scores.reduce((total, row) => total + row.scores, 0);
  return {
    totalEnrollments,
    completedEnrollments,
    inProgressEnrollments: sum((course) => course.inProgress),
    completionRate: percentOf(completedEnrollments, totalEnrollments),
    publishedCourses,
    averageQuizScore:
      scoreCount === 0
        ? null
        : oneDecimal(scores.reduce((total, row) => total + row.average * row.scores, 0) / scoreCount),
    courses,
  };
}
