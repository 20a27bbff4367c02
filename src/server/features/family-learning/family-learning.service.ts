import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type {
  CatalogCourse,
  CoursePlayer,
  LearningJourney,
  LessonCompletion,
  LessonView,
} from '@shared/family-learning/family-learning.schema';
import { courseHours, minutesSpent, progressPercent } from '@shared/family-learning/family-learning-rules';
import { courseIn, lessonIn, lessonTitleIn } from '@shared/learning/course-translations';
import { withFields } from '@shared/with-fields';
import { dateOf } from '../../db/json';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as repo from './family-learning.repository';
import {
  type EnrollmentRow,
  learnerEnrollment,
  learnerLanguage,
  learningError,
  startedLesson,
  toEnrollment,
  visible,
} from './learner-access.service';
import { learnerQuiz } from './quiz.service';
import { addCourseHours } from './training.service';
import { familyRead, readAsFamily } from '../auth/session-reads.service';
import { preferencesJsonParts, preferencesJsonSchemas } from '../family-portal/family-preferences.service';

export type TaskEnrollmentJson = repo.TaskEnrollmentJson;

/** Statement parts other features' one-statement reads embed (the dashboard's course tasks). */
export const learningJsonParts = { openCourseTasks: repo.openCourseTasksJson };
/** The schemas of `learningJsonParts`' JSON (`checkedRows`). */
export const learningJsonSchemas = { openCourseTasks: z.array(repo.TaskEnrollmentJsonSchema) };

/** Catalog cards show at most this many objectives (spec 02 §9). */
const CATALOG_OBJECTIVES = 3;

/** An enrollment of the journey's statement in the shape the single-enrollment reads give. */
function enrollmentRowOf({
  course,
  startedAt,
  completedAt,
  enrolledAt,
  ...own
}: repo.JourneyEnrollmentJson): EnrollmentRow {
  return withFields(own, {
    startedAt: dateOf(startedAt),
    completedAt: dateOf(completedAt),
    enrolledAt: dateOf(enrolledAt),
    course: withFields(course, { archivedAt: dateOf(course.archivedAt) }),
  });
}

const journeyRead = familyRead(
  'family_learning',
  z.object({
    journey: repo.LearningJourneyJsonSchema,
    preferences: preferencesJsonSchemas.preferences.nullable(),
  }),
  (familyId) => sql`json_build_object(
    'journey', ${repo.learningJourneyJson(familyId)},
    'preferences', ${preferencesJsonParts.preferences(familyId)})`,
);

/** My Learning Journey: the four counts, the Current Courses and Completed tabs and the Course Catalog. */
export async function getLearningJourney(ctx: AppContext, caller: Caller): Promise<LearningJourney> {
  const now = ctx.now();
  const { data } = await readAsFamily(ctx, caller, journeyRead, {});
  const language = data?.preferences?.preferredLanguage ?? 'en';
  const rows = (data?.journey.enrollments ?? []).map(enrollmentRowOf);
  const catalogRows = data?.journey.catalog ?? [];
  const enrollments = rows.filter(visible).map((row) => toEnrollment(row, now, language));
  // Courses under way first, then by due date (overdue ones lead), then those without a due date.
  const current = enrollments
    .filter((e) => e.status !== 'completed')
    .sort(
      (a, b) =>
        Number(b.status === 'in_progress') - Number(a.status === 'in_progress') ||
        (a.dueDate ?? '9999').localeCompare(b.dueDate ?? '9999'),
    );
  const completed = enrollments.filter((e) => e.status === 'completed');
  const catalog: CatalogCourse[] = catalogRows.map(({ requestId, translations, ...row }) => {
    const { learningObjectives, ...course } = courseIn(row, translations, language);
    return withFields(course, {
      learningObjectives: learningObjectives.slice(0, CATALOG_OBJECTIVES),
      moreObjectives: Math.max(0, learningObjectives.length - CATALOG_OBJECTIVES),
      requested: requestId !== null,
    });
  });
  return {
    stats: {
      total: enrollments.length,
      completed: completed.length,
      inProgress: current.filter((e) => e.status === 'in_progress').length,
      certificates: completed.length,
    },
    current,
    completed,
    catalog,
  };
}

/**
 * Request Enrollment: a pending request staff see in Course Assignments. Asking again while one is pending
 * (or for a course the family already has) changes nothing and records nothing.
 */
export async function requestEnrollment(ctx: AppContext, caller: Caller, courseId: string) {
  const { familyId } = requireFamily(caller);
  return ctx.db.transaction(async (tx) => {
    const course = await repo.findCatalogCourse(tx, courseId);
    if (!course) throw learningError('NOT_FOUND', 'errors.learning.courseNotFound');
    if (!(await repo.hasEnrollment(tx, familyId, courseId))) {
      const created = await repo.insertEnrollmentRequest(tx, familyId, courseId);
      if (created)
        await writeAudit(tx, caller.actor, {
          action: 'course.enrollment_requested',
          objectType: 'course',
          objectId: courseId,
          familyId,
          details: { courseTitle: course.title },
        });
    }
    return { courseId, requested: true as const };
  });
}

async function playerOf(ctx: AppContext, caller: Caller, row: EnrollmentRow, currentLessonId: string | null) {
  const language = await learnerLanguage(ctx, caller);
  const lessons = await repo.listLessonsWithProgress(ctx.db, row.course.id, row.id);
  return {
    enrollment: { ...toEnrollment(row, ctx.now(), language), currentLessonId },
    lessons: lessons.map(({ translations, ...lesson }) =>
      withFields(lesson, {
        title: lessonTitleIn(lesson, translations, language),
        completed: Boolean(lesson.completed),
      }),
    ),
  };
}

/** The course player's frame: the enrollment, where the family left off, and the outline. */
export async function getCoursePlayer(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
): Promise<CoursePlayer> {
  const { familyId } = requireFamily(caller);
  const row = await learnerEnrollment(ctx, familyId, enrollmentId);
  return playerOf(ctx, caller, row, row.currentLessonId);
}

/** Start Course: enrolled → in_progress with started_at and the first lesson as the current one. */
export async function startCourse(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
): Promise<CoursePlayer> {
  const { familyId } = requireFamily(caller);
  const row = await learnerEnrollment(ctx, familyId, enrollmentId);
  if (row.status !== 'enrolled') return playerOf(ctx, caller, row, row.currentLessonId);
  const lessons = await repo.listLessonsWithProgress(ctx.db, row.course.id, row.id);
  const first = lessons[0]?.id ?? null;
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.updateEnrollment(tx, row.id, {
      status: 'in_progress',
      startedAt: now,
      currentLessonId: first,
    });
    await writeAudit(tx, caller.actor, {
      action: 'course.started',
      objectType: 'course',
      objectId: row.course.id,
      familyId,
      details: { courseTitle: row.course.title },
    });
  });
  return playerOf(ctx, caller, { ...row, status: 'in_progress', startedAt: now }, first);
}

/** One lesson's content; the first view starts its clock (the minutes spent count from it). */
export async function getLesson(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
  lessonId: string,
): Promise<LessonView> {
  const { familyId } = requireFamily(caller);
  const { enrollment, lesson } = await startedLesson(ctx, familyId, enrollmentId, lessonId);
  await repo.markLessonShown(ctx.db, enrollment.id, lesson.id, ctx.now());
  const progress = await repo.findProgress(ctx.db, enrollment.id, lesson.id);
  const shown = lessonIn(lesson, lesson.translations, await learnerLanguage(ctx, caller));
  return {
    id: lesson.id,
    title: shown.title,
    lessonType: lesson.lessonType,
    durationMinutes: lesson.durationMinutes,
    orderIndex: lesson.orderIndex,
    content: shown.content,
    completed: progress?.status === 'completed',
    hasVideo: lesson.lessonType === 'video' && lesson.videoStorageKey !== null,
    quiz: lesson.lessonType === 'quiz' ? await learnerQuiz(ctx.db, enrollment.id, shown) : null,
    translated: shown.translated,
  };
}

/**
 * Mark Complete (and a quiz's Continue): records the minutes since the lesson was shown, sets progress to
 * the rounded share of completed lessons and the next lesson as the current one. A quiz needs an attempt,
 * and a pass where it has a pass mark. Completing a completed lesson again changes nothing.
 */
export async function completeLesson(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
  lessonId: string,
): Promise<LessonCompletion> {
  const { familyId } = requireFamily(caller);
  const { enrollment, lesson } = await startedLesson(ctx, familyId, enrollmentId, lessonId);
  const now = ctx.now();
  return ctx.db.transaction(async (tx) => {
    await repo.lockEnrollment(tx, enrollment.id);
    const progress = await repo.findProgress(tx, enrollment.id, lesson.id);
    const already = progress?.status === 'completed';
    let score: number | null = null;
    if (lesson.lessonType === 'quiz' && !already) {
      const quiz = await learnerQuiz(tx, enrollment.id, lesson);
      if (!quiz.passed)
        throw learningError(
          'CONFLICT',
          quiz.attemptsUsed === 0 ? 'errors.learning.submitQuizFirst' : 'errors.learning.passNeeded',
        );
      score = quiz.bestScore;
    }
    const minutes = already
      ? (progress?.timeSpentMinutes ?? 0)
      : minutesSpent(progress?.createdAt ?? now, now, lesson.durationMinutes);
    if (!already)
      await repo.completeLesson(tx, {
        enrollmentId: enrollment.id,
        lessonId: lesson.id,
        at: now,
        minutes,
        score,
      });
    const lessons = await repo.listLessonsWithProgress(tx, enrollment.course.id, enrollment.id);
    const done = lessons.filter((l) => l.completed).length;
    const percent = progressPercent(done, lessons.length);
    const position = lessons.findIndex((l) => l.id === lesson.id);
    const next = lessons.slice(position + 1).find((l) => !l.completed) ?? lessons.find((l) => !l.completed);
    const nextLessonId = next?.id ?? null;
    if (!already) {
      await repo.updateEnrollment(tx, enrollment.id, {
        progressPercentage: enrollment.status === 'completed' ? 100 : percent,
        currentLessonId: nextLessonId ?? lesson.id,
      });
      await writeAudit(tx, caller.actor, {
        action: 'course.lesson_completed',
        objectType: 'course',
        objectId: enrollment.course.id,
        familyId,
        details: {
          courseTitle: enrollment.course.title,
          lessonTitle: lesson.title,
          minutesSpent: minutes,
          progressPercentage: percent,
        },
      });
    }
    return {
      progressPercentage: percent,
      minutesSpent: minutes,
      nextLessonId: lessons[position + 1]?.id ?? null,
      allLessonsCompleted: done === lessons.length,
    };
  });
}

/**
 * Complete Course: every lesson done → completed with completed_at and 100%, and the course's hours join the
 * family's training (once per enrollment). Completing a completed course again changes nothing.
 */
export async function completeCourse(
  ctx: AppContext,
  caller: Caller,
  enrollmentId: string,
): Promise<CoursePlayer> {
  const { familyId } = requireFamily(caller);
  const row = await learnerEnrollment(ctx, familyId, enrollmentId);
  if (row.status === 'completed') return playerOf(ctx, caller, row, row.currentLessonId);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await repo.lockEnrollment(tx, row.id);
    const lessons = await repo.listLessonsWithProgress(tx, row.course.id, row.id);
    if (row.status === 'enrolled' || lessons.length === 0 || lessons.some((l) => !l.completed))
      throw learningError('CONFLICT', 'errors.learning.completeLessonsFirst');
    const hours = courseHours(row.course.durationMinutes);
    await repo.updateEnrollment(tx, row.id, {
      status: 'completed',
      completedAt: now,
      progressPercentage: 100,
    });
    if (hours > 0)
      await addCourseHours(tx, { familyId, enrollmentId: row.id, title: row.course.title, hours, at: now });
    await writeAudit(tx, caller.actor, {
      action: 'course.completed',
      objectType: 'course',
      objectId: row.course.id,
      familyId,
      details: { courseTitle: row.course.title, hours },
    });
  });
  const updated = await learnerEnrollment(ctx, familyId, enrollmentId);
  return playerOf(ctx, caller, updated, updated.currentLessonId);
}
