import type { FastifyBaseLogger } from 'fastify';
import type { GenerateCourseContentResult } from '@shared/learning/course-package.schema';
import type { GenerationSource } from '@shared/learning/learning-vocabulary';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { generateFromLibrary, type GeneratedLesson } from './course-generator';
import { MANAGE_COURSES, requireCourse } from './courses.service';
import { lessonValues, lockLiveCourse } from './lessons.service';
import * as repo from './lessons.repository';
import { toStaffLesson } from './learning-views';
import { generateWithLlm } from './llm-generator';

/** Generate with AI (spec 02 §7 generate-course-content): fills an empty course with draft lessons. */

const alreadyHasLessons = () =>
  new AppError('CONFLICT', {
    message: 'This course already has lessons. Generation only fills a course without lessons.',
  });

export async function generateCourseContent(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  log: FastifyBaseLogger,
): Promise<GenerateCourseContentResult> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const course = await requireCourse(ctx.db, courseId);
  if (course.lessonCount > 0) throw alreadyHasLessons();

  // The endpoint is called before the transaction, so no lock waits on the network.
  const fromLlm = ctx.config.llm ? await generateWithLlm(ctx.config.llm, course, log) : null;
  const source: GenerationSource = fromLlm ? 'llm' : 'library';
  const generated: GeneratedLesson[] = fromLlm ?? generateFromLibrary(course);
  const generatedAt = ctx.now().toISOString();

  const lessons = await ctx.db.transaction(async (tx) => {
    await lockLiveCourse(tx, courseId);
    // Someone may have added a lesson while the content was being written.
    if ((await repo.lessonCount(tx, courseId)) > 0) throw alreadyHasLessons();
    const rows = await repo.insertLessons(
      tx,
      generated.map(({ objective, topics, ...lesson }, index) => ({
        ...lessonValues(lesson),
        courseId,
        orderIndex: index + 1,
        generatedFrom: { source, objective, topics, generatedAt },
      })),
    );
    await writeAudit(tx, caller.actor, {
      action: 'course.content_generated',
      objectType: 'course',
      objectId: courseId,
      details: { courseTitle: course.title, source, lessonsCreated: rows.length },
    });
    return rows.sort((a, b) => a.orderIndex - b.orderIndex).map(toStaffLesson);
  });
  return { lessonsCreated: lessons.length, source, lessons };
}
