import {
  type CourseTranslationsView,
  type LessonTranslations,
  missingCourseLanguages,
  type SaveCourseTranslationsBody,
} from '@shared/learning/course-translations';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import * as courses from './courses.repository';
import { MANAGE_COURSES } from './courses.service';
import { sanitizeRichHtml } from '../../lib/rich-html';
import { lockLiveCourse } from './lessons.service';
import * as lessons from './lessons.repository';

type LockedCourse = Awaited<ReturnType<typeof lockLiveCourse>>;

/** The view of the course and its lessons as read (or as just saved). */
function viewOf(course: LockedCourse, rows: readonly lessons.LessonRow[]): CourseTranslationsView {
  const lessonViews = rows.map(({ id, title, content, quizQuestions, translations }) => ({
    id,
    title,
    content,
    quizQuestions,
    translations,
  }));
  return { course, lessons: lessonViews, missingLanguages: missingCourseLanguages(course, lessonViews) };
}

/** Translate course: the course's and its lessons' words in each family language (issue 50). */
export async function getCourseTranslations(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
): Promise<CourseTranslationsView> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const course = await lockLiveCourse(tx, courseId);
    return viewOf(course, await lessons.listLessons(tx, courseId));
  });
}

/** A translated lesson's HTML cleaned as the English is on save. */
function sanitized(translations: LessonTranslations): LessonTranslations {
  return Object.fromEntries(
    Object.entries(translations).map(([code, t]) => [
      code,
      t.content === undefined ? t : { ...t, content: sanitizeRichHtml(t.content) },
    ]),
  );
}

/** Why the translations do not fit the English course (objectives, quiz questions and options), or null. */
function translationProblem(
  course: { learningObjectives: string[] },
  body: SaveCourseTranslationsBody,
  rows: readonly lessons.LessonRow[],
): string | null {
  for (const t of Object.values(body.course))
    if (t.learningObjectives && t.learningObjectives.length !== course.learningObjectives.length)
      return `Translate each of the course's ${course.learningObjectives.length} objectives.`;
  for (const [lessonId, byLanguage] of Object.entries(body.lessons)) {
    const row = rows.find((lesson) => lesson.id === lessonId);
    if (!row) return 'A lesson is not in this course.';
    for (const t of Object.values(byLanguage))
      for (const [questionId, words] of Object.entries(t.quiz ?? {})) {
        const question = row.quizQuestions?.find((q) => q.id === questionId);
        if (!question) return `A question is not in the lesson "${row.title}".`;
        if (words.options.length !== question.options.length)
          return `Translate each of the ${question.options.length} options of "${question.question}".`;
      }
  }
  return null;
}

/**
 * Replaces the course's translations and those of the lessons named (a lesson left out keeps its own). The
 * English course is unchanged; families read the new words the next time they open it.
 */
export async function saveCourseTranslations(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  body: SaveCourseTranslationsBody,
): Promise<CourseTranslationsView> {
  requireStaffPermission(caller, MANAGE_COURSES);
  return ctx.db.transaction(async (tx) => {
    const course = await lockLiveCourse(tx, courseId);
    const rows = await lessons.listLessons(tx, courseId);
    const problem = translationProblem(course, body, rows);
    if (problem) throw new AppError('VALIDATION_FAILED', { message: problem });
    await courses.updateCourse(tx, courseId, { translations: body.course });
    const saved = rows.map((row) => {
      const given = body.lessons[row.id];
      return given ? { ...row, translations: sanitized(given) } : row;
    });
    for (const row of saved)
      if (body.lessons[row.id]) await lessons.updateLesson(tx, row.id, { translations: row.translations });
    await writeAudit(tx, caller.actor, {
      action: 'course.translated',
      objectType: 'course',
      objectId: courseId,
      details: { courseTitle: course.title, languages: Object.keys(body.course) },
    });
    return viewOf({ ...course, translations: body.course }, saved);
  });
}
