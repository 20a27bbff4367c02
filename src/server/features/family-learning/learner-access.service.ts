import type { LearnerEnrollment } from '@shared/family-learning/family-learning.schema';
import type { ErrorCode } from '@shared/errors';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shared/i18n/languages';
import { courseIn } from '@shared/learning/course-translations';
import { AppError } from '../../lib/app-error';
import { translate, type TextValues } from '../../lib/i18n/server-i18n';
import type { Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { getFamilyPreferences } from '../family-portal/family-preferences.service';
import * as lessons from '../learning/lessons.service';
import * as repo from './family-learning.repository';

/** What every family learning service checks first: the enrollment is the family's and still takeable. */

type LearningErrorKey = Extract<Parameters<typeof translate>[1], `errors.learning.${string}`>;

/** A family learning error, worded in the family's language by the error handler (English in logs). */
export function learningError(code: ErrorCode, key: LearningErrorKey, values?: TextValues) {
  return new AppError(code, {
    message: translate(DEFAULT_LANGUAGE, key, values),
    translation: { key, values },
  });
}

export const enrollmentNotFound = () => learningError('NOT_FOUND', 'errors.learning.enrollmentNotFound');
const lessonNotFound = () => learningError('NOT_FOUND', 'errors.learning.lessonNotFound');

export type EnrollmentRow = NonNullable<Awaited<ReturnType<typeof repo.findEnrollment>>>;

const today = (now: Date) => now.toISOString().slice(0, 10);

/** The family's language, for the courses' words (issue 50). */
export async function learnerLanguage(ctx: AppContext, caller: Caller): Promise<LanguageCode> {
  return (await getFamilyPreferences(ctx, caller)).preferredLanguage;
}

export function toEnrollment(row: EnrollmentRow, now: Date, language: LanguageCode): LearnerEnrollment {
  const { isPublished: _published, archivedAt: _archived, translations, ...course } = row.course;
  return {
    id: row.id,
    course: courseIn(course, translations, language),
    status: row.status,
    progressPercentage: row.progressPercentage,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    enrolledAt: row.enrolledAt.toISOString(),
    isRequired: row.isRequired ?? false,
    dueDate: row.dueDate,
    overdue: row.status !== 'completed' && row.dueDate !== null && row.dueDate < today(now),
    certificateId: row.certificateId,
  };
}

/** A course a learner may still take: published and not archived (completed ones stay visible). */
export const visible = (row: EnrollmentRow) =>
  row.status === 'completed' || (row.course.isPublished && row.course.archivedAt === null);

/** The family's enrollment in a course it may take; another family's is a 404. */
export async function learnerEnrollment(ctx: AppContext, familyId: string, enrollmentId: string) {
  const row = await repo.findEnrollment(ctx.db, familyId, enrollmentId);
  if (!row || !visible(row)) throw enrollmentNotFound();
  return row;
}

/** A started enrollment and one of its course's lessons (enrolled ones must be started first: 409). */
export async function startedLesson(
  ctx: AppContext,
  familyId: string,
  enrollmentId: string,
  lessonId: string,
) {
  const row = await learnerEnrollment(ctx, familyId, enrollmentId);
  const lesson = await lessons.findLesson(ctx.db, row.course.id, lessonId);
  if (!lesson) throw lessonNotFound();
  if (row.status === 'enrolled') throw learningError('CONFLICT', 'errors.learning.startFirst');
  return { enrollment: row, lesson };
}
