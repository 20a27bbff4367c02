import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Conn } from '../../db/client';
import { courseEnrollments, courseLessons, courses, lessonProgress, quizAttempts } from '../../db/schema';

/** The numbers of the Analytics tab, from enrollments, recorded lesson scores and first quiz attempts. */

const live = isNull(courses.archivedAt);

/** Live courses with enrollments, most enrolled first. */
export async function enrollmentsByCourse(db: Conn) {
  return db
    .select({
      courseId: courses.id,
      title: courses.title,
      isPublished: courses.isPublished,
      enrolled: sql<number>`count(*)::int`,
      completed: sql<number>`(count(*) filter (where ${courseEnrollments.status} = 'completed'))::int`,
      inProgress: sql<number>`(count(*) filter (where ${courseEnrollments.status} = 'in_progress'))::int`,
      averageProgress: sql<number>`avg(${courseEnrollments.progressPercentage})::float8`,
    })
    .from(courseEnrollments)
    .innerJoin(courses, and(eq(courses.id, courseEnrollments.courseId), live))
    .groupBy(courses.id)
    .orderBy(desc(sql`count(*)`), asc(courses.title));
}

export async function publishedCourseCount(db: Conn): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(courses)
    .where(and(live, eq(courses.isPublished, true)));
  return row?.total ?? 0;
}

/** Mean recorded quiz score per course (lesson_progress.score, the score a learner finished the quiz with). */
export async function quizScoresByCourse(db: Conn, courseIds: readonly string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: courseLessons.courseId,
      average: sql<number>`avg(${lessonProgress.score})::float8`,
      scores: sql<number>`count(*)::int`,
    })
    .from(lessonProgress)
    .innerJoin(courseLessons, eq(courseLessons.id, lessonProgress.lessonId))
    .where(and(isNotNull(lessonProgress.score), inArray(courseLessons.courseId, [...courseIds])))
    .groupBy(courseLessons.courseId);
}

export async function quizLessonsOf(db: Conn, courseIds: readonly string[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      id: courseLessons.id,
      courseId: courseLessons.courseId,
      title: courseLessons.title,
      questions: courseLessons.quizQuestions,
    })
    .from(courseLessons)
    .where(and(eq(courseLessons.lessonType, 'quiz'), inArray(courseLessons.courseId, [...courseIds])))
    .orderBy(asc(courseLessons.orderIndex));
}

/** Per question of the lessons: first attempts that answered it, and how many of those were correct. */
export async function firstAttemptAnswers(db: Conn, lessonIds: readonly string[]) {
  if (lessonIds.length === 0) return [];
  const answer = sql`answer`;
  return db
    .select({
      lessonId: quizAttempts.lessonId,
      questionId: sql<string>`${answer}->>'questionId'`,
      answered: sql<number>`count(*)::int`,
      correct: sql<number>`(count(*) filter (where (${answer}->>'correct')::boolean))::int`,
    })
    .from(quizAttempts)
    .crossJoinLateral(sql`jsonb_array_elements(${quizAttempts.answers}) as answer`)
    .where(and(eq(quizAttempts.attemptNumber, 1), inArray(quizAttempts.lessonId, [...lessonIds])))
    .groupBy(quizAttempts.lessonId, sql`${answer}->>'questionId'`);
}
