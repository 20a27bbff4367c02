import type { z } from 'zod';
import type {
  CourseStats,
  CreateCourseBodySchema,
  DeleteCourseResult,
  ListCoursesQuerySchema,
  StaffCoursePage,
  UpdateCourseBodySchema,
} from '@shared/learning/courses.schema';
import type { StaffCourseDetail } from '@shared/learning/lessons.schema';
import type { Conn } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as repo from './courses.repository';
import { listLessons, unreviewedLessonTitles } from './lessons.repository';
import { toStaffCourse, toStaffLesson } from './learning-views';

/** Courses (spec 02 §2 Course Management, spec 01 §2 the Create New Course wizard): manage_courses. */

export const MANAGE_COURSES = 'manage_courses';

/** Percent to one decimal; 0 when there is nothing to divide by. */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** The live course or 404 (an archived course is gone for everyone). */
export async function requireCourse(db: Conn, courseId: string): Promise<repo.CourseRow> {
  const course = await repo.findCourse(db, courseId);
  if (!course) throw new AppError('NOT_FOUND', { message: 'Course not found.' });
  return course;
}

export async function courseDetail(db: Conn, courseId: string): Promise<StaffCourseDetail> {
  const course = await requireCourse(db, courseId);
  const lessons = await listLessons(db, courseId);
  return { ...toStaffCourse(course), lessons: lessons.map(toStaffLesson) };
}

export async function listCourses(
  ctx: AppContext,
  caller: Caller,
  query: z.output<typeof ListCoursesQuerySchema>,
): Promise<StaffCoursePage> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const { rows, total } = await repo.listCourses(ctx.db, query);
  return { items: rows.map(toStaffCourse), total, page: query.page, pageSize: query.pageSize };
}

export async function getCourseStats(ctx: AppContext, caller: Caller): Promise<CourseStats> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const now = ctx.now();
  const stats = await repo.courseStats(
    ctx.db,
    new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1)),
  );
  return {
    totalCourses: stats.totalCourses,
    publishedCourses: stats.publishedCourses,
    draftCourses: stats.totalCourses - stats.publishedCourses,
    activeEnrollments: stats.active,
    completionRate: percentOf(stats.completed, stats.enrollments),
    completionsThisMonth: stats.completedThisMonth,
  };
}

export async function getCourse(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
): Promise<StaffCourseDetail> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return courseDetail(ctx.db, courseId);
}

export async function createCourse(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof CreateCourseBodySchema>,
): Promise<StaffCourseDetail> {
  const staff = requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const courseId = await repo.insertCourse(tx, { ...body, createdBy: staff.userId, isPublished: false });
    await writeAudit(tx, caller.actor, {
      action: 'course.created',
      objectType: 'course',
      objectId: courseId,
      details: { courseTitle: body.title },
    });
    return courseDetail(tx, courseId);
  });
}

export async function updateCourse(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  body: z.output<typeof UpdateCourseBodySchema>,
): Promise<StaffCourseDetail> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    await requireCourse(tx, courseId);
    await repo.updateCourse(tx, courseId, body);
    const detail = await courseDetail(tx, courseId);
    await writeAudit(tx, caller.actor, {
      action: 'course.updated',
      objectType: 'course',
      objectId: courseId,
      details: { courseTitle: detail.title, fields: Object.keys(body) },
    });
    return detail;
  });
}

/** Families never get generated text nobody read: each generated lesson is reviewed (or saved) first. */
async function requireReviewedLessons(db: Conn, courseId: string) {
  const drafts = await unreviewedLessonTitles(db, courseId);
  if (drafts.length === 0) return;
  const named = drafts.slice(0, 3).join('; ');
  const more = drafts.length > 3 ? ` and ${drafts.length - 3} more` : '';
  throw new AppError('CONFLICT', {
    message: `Review each generated lesson before publishing. Still a draft that needs review: ${named}${more}.`,
  });
}

/** Publish (available to learners) or unpublish (hidden from learners). */
export async function setCoursePublished(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  isPublished: boolean,
): Promise<StaffCourseDetail> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const course = await requireCourse(tx, courseId);
    if (isPublished && !course.isPublished) await requireReviewedLessons(tx, courseId);
    if (course.isPublished !== isPublished) {
      await repo.updateCourse(tx, courseId, { isPublished });
      await writeAudit(tx, caller.actor, {
        action: isPublished ? 'course.published' : 'course.unpublished',
        objectType: 'course',
        objectId: courseId,
        details: { courseTitle: course.title },
      });
    }
    return courseDetail(tx, courseId);
  });
}

/**
 * Deletes a course nobody has taken. A course with enrollments (and so any certificate, which belongs to a
 * completed enrollment) is archived instead: hidden everywhere, unpublished, its history kept.
 */
export async function deleteCourse(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
): Promise<DeleteCourseResult> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const course = await repo.lockCourse(tx, courseId);
    if (!course) throw new AppError('NOT_FOUND', { message: 'Course not found.' });
    const enrollments = await repo.enrollmentCount(tx, courseId);
    const audit = { objectType: 'course', objectId: courseId } as const;
    if (enrollments > 0) {
      await repo.updateCourse(tx, courseId, { archivedAt: ctx.now(), isPublished: false });
      await writeAudit(tx, caller.actor, {
        ...audit,
        action: 'course.archived',
        details: { courseTitle: course.title, enrollments },
      });
      return { outcome: 'archived' as const };
    }
    await repo.deleteCourse(tx, courseId);
    await writeAudit(tx, caller.actor, {
      ...audit,
      action: 'course.deleted',
      details: { courseTitle: course.title },
    });
    return { outcome: 'deleted' as const };
  });
}
