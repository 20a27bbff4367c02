import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { LESSONS_PER_COURSE_MAX } from '@shared/learning/learning.limits';
import type {
  LessonBodySchema,
  ReorderLessonsBody,
  StaffLesson,
  StaffLessonList,
} from '@shared/learning/lessons.schema';
import type { Conn } from '../../db/client';
import type { QuizQuestion } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { lockCourse } from './courses.repository';
import { MANAGE_COURSES, requireCourse } from './courses.service';
import { sanitizeRichHtml } from '../../lib/rich-html';
import * as repo from './lessons.repository';
import { toStaffLesson } from './learning-views';

/** The Lesson Builder (spec 02 §2): lessons of a course, kept in order 1..n; manage_courses. */

export type LessonInput = z.output<typeof LessonBodySchema>;
export type { LessonRow } from './lessons.repository';

/** A question keeps the id it has; a new one gets a fresh id, so attempts keep pointing at the same question. */
function withIds(questions: NonNullable<LessonInput['quiz']>['questions']): QuizQuestion[] {
  return questions.map(({ id, ...question }) => ({ id: id ?? randomUUID(), ...question }));
}

/** What the form's values store: sanitized HTML, quiz settings only on quiz lessons, the draft mark cleared. */
export function lessonValues(input: LessonInput) {
  const quiz = input.lessonType === 'quiz' ? input.quiz : null;
  return {
    title: input.title,
    lessonType: input.lessonType,
    durationMinutes: input.durationMinutes,
    content: sanitizeRichHtml(input.content),
    quizQuestions: quiz ? withIds(quiz.questions) : null,
    quizPassMark: quiz?.passMark ?? null,
    quizAttemptLimit: quiz?.attemptLimit ?? null,
    quizShuffleOptions: quiz?.shuffleOptions ?? false,
    generatedFrom: null,
  };
}

/** The live course, locked against concurrent lesson changes, or 404. */
export async function lockLiveCourse(db: Conn, courseId: string) {
  const course = await lockCourse(db, courseId);
  if (!course) throw new AppError('NOT_FOUND', { message: 'Course not found.' });
  return course;
}

/**
 * One lesson of a course with its quiz and video facts, or undefined. No permission check: the family's
 * course player (family-learning) reads lessons through it after checking the enrollment.
 */
export async function findLesson(db: Conn, courseId: string, lessonId: string) {
  return repo.findLesson(db, courseId, lessonId);
}

async function requireLesson(db: Conn, courseId: string, lessonId: string) {
  const lesson = await findLesson(db, courseId, lessonId);
  if (!lesson) throw new AppError('NOT_FOUND', { message: 'Lesson not found.' });
  return lesson;
}

async function orderedLessons(db: Conn, courseId: string): Promise<StaffLessonList> {
  return (await repo.listLessons(db, courseId)).map(toStaffLesson);
}

export async function listLessons(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
): Promise<StaffLessonList> {
  requireStaffPermission(caller, MANAGE_COURSES);
  await requireCourse(ctx.db, courseId);
  return orderedLessons(ctx.db, courseId);
}

/** A new lesson goes last (order_index = lesson count + 1). */
export async function createLesson(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  body: LessonInput,
): Promise<StaffLesson> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const course = await lockLiveCourse(tx, courseId);
    const existing = await repo.lessonCount(tx, courseId);
    if (existing >= LESSONS_PER_COURSE_MAX) {
      throw new AppError('CONFLICT', { message: `A course has at most ${LESSONS_PER_COURSE_MAX} lessons.` });
    }
    const [lesson] = await repo.insertLessons(tx, [
      { ...lessonValues(body), courseId, orderIndex: existing + 1 },
    ]);
    if (!lesson) throw new Error('lesson insert returned nothing');
    await writeAudit(tx, caller.actor, {
      action: 'course.lesson_created',
      objectType: 'course_lesson',
      objectId: lesson.id,
      details: { courseTitle: course.title, lessonTitle: lesson.title },
    });
    return toStaffLesson(lesson);
  });
}

export async function updateLesson(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  lessonId: string,
  body: LessonInput,
): Promise<StaffLesson> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const { lesson, orphanedVideo } = await ctx.db.transaction(async (tx) => {
    const course = await lockLiveCourse(tx, courseId);
    const previous = await requireLesson(tx, courseId, lessonId);
    const values = lessonValues(body);
    // A lesson that stops being a video lesson keeps no file behind.
    const video =
      body.lessonType === 'video' ? {} : { videoStorageKey: null, videoMimeType: null, videoSizeBytes: null };
    const lesson = await repo.updateLesson(tx, lessonId, { ...values, ...video });
    if (!lesson) throw new AppError('NOT_FOUND', { message: 'Lesson not found.' });
    await writeAudit(tx, caller.actor, {
      action: 'course.lesson_updated',
      objectType: 'course_lesson',
      objectId: lessonId,
      details: { courseTitle: course.title, lessonTitle: lesson.title },
    });
    return { lesson, orphanedVideo: lesson.videoStorageKey ? null : previous.videoStorageKey };
  });
  // Files go once the change is committed, so a failed change never loses one.
  if (orphanedVideo) await ctx.storage.delete(orphanedVideo);
  return toStaffLesson(lesson);
}

/** A generated draft read and accepted as it is: its draft mark goes, as saving the lesson would remove it. */
export async function markLessonReviewed(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  lessonId: string,
): Promise<StaffLesson> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const course = await lockLiveCourse(tx, courseId);
    const previous = await requireLesson(tx, courseId, lessonId);
    if (!previous.generatedFrom) return toStaffLesson(previous);
    const lesson = await repo.updateLesson(tx, lessonId, { generatedFrom: null });
    if (!lesson) throw new AppError('NOT_FOUND', { message: 'Lesson not found.' });
    await writeAudit(tx, caller.actor, {
      action: 'course.lesson_reviewed',
      objectType: 'course_lesson',
      objectId: lessonId,
      details: { courseTitle: course.title, lessonTitle: lesson.title },
    });
    return toStaffLesson(lesson);
  });
}

/** Deletes the lesson and renumbers the rest 1..n; answers the remaining lessons. */
export async function deleteLesson(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  lessonId: string,
): Promise<StaffLessonList> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const { lessons, orphanedVideo } = await ctx.db.transaction(async (tx) => {
    const course = await lockLiveCourse(tx, courseId);
    const lesson = await requireLesson(tx, courseId, lessonId);
    await repo.deleteLesson(tx, lessonId);
    const rest = await repo.listLessons(tx, courseId);
    await repo.setLessonOrder(
      tx,
      courseId,
      rest.map((row) => row.id),
    );
    await writeAudit(tx, caller.actor, {
      action: 'course.lesson_deleted',
      objectType: 'course_lesson',
      objectId: lessonId,
      details: { courseTitle: course.title, lessonTitle: lesson.title },
    });
    return { lessons: await orderedLessons(tx, courseId), orphanedVideo: lesson.videoStorageKey };
  });
  if (orphanedVideo) await ctx.storage.delete(orphanedVideo);
  return lessons;
}

/** The whole new order in one transaction: every lesson of the course exactly once, else 400. */
export async function reorderLessons(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  { lessonIds }: ReorderLessonsBody,
): Promise<StaffLessonList> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const course = await lockLiveCourse(tx, courseId);
    const current = new Set((await repo.listLessons(tx, courseId)).map((row) => row.id));
    if (lessonIds.length !== current.size || lessonIds.some((id) => !current.has(id))) {
      throw new AppError('VALIDATION_FAILED', {
        message: 'The new order must list every lesson of the course exactly once.',
      });
    }
    await repo.setLessonOrder(tx, courseId, lessonIds);
    await writeAudit(tx, caller.actor, {
      action: 'course.lessons_reordered',
      objectType: 'course',
      objectId: courseId,
      details: { courseTitle: course.title },
    });
    return orderedLessons(tx, courseId);
  });
}
