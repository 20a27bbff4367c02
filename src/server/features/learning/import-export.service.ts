import type { z } from 'zod';
import {
  COURSE_PACKAGE_FORMAT,
  COURSE_PACKAGE_VERSION,
  CoursePackageSchema,
  type CourseImport,
  type CoursePackageDocument,
  type CourseImportPage,
  type ImportCourseBodySchema,
} from '@shared/learning/course-package.schema';
import type { PaginationQuerySchema } from '@shared/pagination';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as courses from './courses.repository';
import { MANAGE_COURSES, requireCourse } from './courses.service';
import * as imports from './imports.repository';
import { quizOf } from './learning-views';
import * as lessons from './lessons.repository';
import { lessonValues } from './lessons.service';

/** Courses that travel between agencies: a versioned JSON package out, a draft course in. */

/** The course and its lessons as a package (video files stay with the agency that uploaded them). */
export async function exportCourse(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
): Promise<CoursePackageDocument> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const course = await requireCourse(tx, courseId);
    const rows = await lessons.listLessons(tx, courseId);
    await writeAudit(tx, caller.actor, {
      action: 'course.exported',
      objectType: 'course',
      objectId: courseId,
      details: { courseTitle: course.title },
    });
    return {
      format: COURSE_PACKAGE_FORMAT,
      version: COURSE_PACKAGE_VERSION,
      exportedAt: ctx.now().toISOString(),
      course: {
        title: course.title,
        description: course.description,
        learningObjectives: course.learningObjectives,
        audience: course.audience,
        difficultyLevel: course.difficultyLevel,
        durationMinutes: course.durationMinutes,
        contentType: course.contentType,
      },
      lessons: rows.map((row) => ({
        title: row.title,
        lessonType: row.lessonType,
        durationMinutes: row.durationMinutes,
        content: row.content,
        quiz: quizOf(row),
      })),
    };
  });
}

/** The first few problems of a package that does not fit, in words staff can act on. */
function problemsOf(error: z.ZodError): string {
  const problems = error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || 'package'}: ${issue.message}`);
  return `This is not a Haven course package (version ${COURSE_PACKAGE_VERSION}). ${problems.join('; ')}`;
}

/**
 * Reads a package into a new draft course. The import row is written first (pending) and ends completed, or
 * failed with the reason, which stays on record even though the answer is a 400.
 */
export async function importCourse(
  ctx: AppContext,
  caller: Caller,
  body: z.output<typeof ImportCourseBodySchema>,
): Promise<CourseImport> {
  const staff = requireStaffPermission(caller, MANAGE_COURSES);
  const importId = await imports.insertImport(ctx.db, { createdBy: staff.userId, fileName: body.fileName });
  const parsed = CoursePackageSchema.safeParse(body.package);
  if (!parsed.success) {
    const message = problemsOf(parsed.error);
    await ctx.db.transaction(async (tx) => {
      await imports.failImport(tx, importId, message);
      await writeAudit(tx, caller.actor, {
        action: 'course.import_failed',
        objectType: 'course_import',
        objectId: importId,
        details: { error: message },
      });
    });
    throw new AppError('VALIDATION_FAILED', { message });
  }
  const { course, lessons: packaged } = parsed.data;
  await ctx.db.transaction(async (tx) => {
    const courseId = await courses.insertCourse(tx, {
      ...course,
      isPublished: false,
      createdBy: staff.userId,
    });
    await lessons.insertLessons(
      tx,
      packaged.map((lesson, index) => ({ ...lessonValues(lesson), courseId, orderIndex: index + 1 })),
    );
    await imports.completeImport(tx, importId, {
      courseId,
      courseTitle: course.title,
      lessonCount: packaged.length,
    });
    await writeAudit(tx, caller.actor, {
      action: 'course.imported',
      objectType: 'course',
      objectId: courseId,
      details: { courseTitle: course.title, lessonCount: packaged.length },
    });
  });
  const row = await imports.findImport(ctx.db, importId);
  if (!row) throw new Error('import row vanished');
  return row;
}

export async function listImports(
  ctx: AppContext,
  caller: Caller,
  query: z.output<typeof PaginationQuerySchema>,
): Promise<CourseImportPage> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const { rows, total } = await imports.listImports(ctx.db, query);
  return { items: rows, total, page: query.page, pageSize: query.pageSize };
}
