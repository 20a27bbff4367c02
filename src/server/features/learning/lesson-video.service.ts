import { fileTypeFromBuffer } from 'file-type';
import type { StaffLesson } from '@shared/learning/lessons.schema';
import type { LessonVideoType } from '@shared/learning/learning-vocabulary';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { UploadedFile } from '../../lib/http/read-upload';
import type { RangedFile } from '../../lib/http/send-file';
import { lessonVideoStorageKey } from '../../lib/storage/storage-key';
import { MANAGE_COURSES, requireCourse } from './courses.service';
import * as repo from './lessons.repository';
import { lockLiveCourse } from './lessons.service';
import { toStaffLesson } from './learning-views';

/** Video lessons: an MP4 or WebM file in private storage, served only through authorized routes. */

const VIDEO_KINDS: Record<string, { mimeType: LessonVideoType; extension: 'mp4' | 'webm' }> = {
  'video/mp4': { mimeType: 'video/mp4', extension: 'mp4' },
  'video/webm': { mimeType: 'video/webm', extension: 'webm' },
};

/** Judged by the file's bytes, never its name or declared type. */
async function videoKindOf(bytes: Buffer) {
  const detected = await fileTypeFromBuffer(bytes);
  const kind = detected ? VIDEO_KINDS[detected.mime] : undefined;
  if (!kind)
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { message: 'Upload the video as an MP4 or WebM file.' });
  return kind;
}

export async function uploadLessonVideo(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  lessonId: string,
  file: UploadedFile,
): Promise<StaffLesson> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const kind = await videoKindOf(file.bytes);
  const at = ctx.now();
  const key = lessonVideoStorageKey({ courseId, lessonId, at, extension: kind.extension });
  let stored = false;
  try {
    const { lesson, replaced } = await ctx.db.transaction(async (tx) => {
      const course = await lockLiveCourse(tx, courseId);
      const previous = await repo.findLesson(tx, courseId, lessonId);
      if (!previous) throw new AppError('NOT_FOUND', { message: 'Lesson not found.' });
      if (previous.lessonType !== 'video') {
        throw new AppError('CONFLICT', { message: 'Only a video lesson takes a video file.' });
      }
      await ctx.storage.put(key, file.bytes, kind.mimeType);
      stored = true;
      const updated = await repo.updateLesson(tx, lessonId, {
        videoStorageKey: key,
        videoMimeType: kind.mimeType,
        videoSizeBytes: file.bytes.length,
      });
      if (!updated) throw new AppError('NOT_FOUND', { message: 'Lesson not found.' });
      await writeAudit(tx, caller.actor, {
        action: 'course.lesson_video_uploaded',
        objectType: 'course_lesson',
        objectId: lessonId,
        details: { courseTitle: course.title, lessonTitle: updated.title, sizeBytes: file.bytes.length },
      });
      return { lesson: updated, replaced: previous.videoStorageKey };
    });
    if (replaced) await ctx.storage.delete(replaced);
    return toStaffLesson(lesson);
  } catch (error) {
    // A failed upload leaves no file behind.
    if (stored) await ctx.storage.delete(key);
    throw error;
  }
}

/** The lesson's video for a staff member, readable in ranges. */
export async function getLessonVideo(
  ctx: AppContext,
  caller: Caller,
  courseId: string,
  lessonId: string,
): Promise<RangedFile> {
  requireStaffPermission(caller, MANAGE_COURSES);
  const course = await requireCourse(ctx.db, courseId);
  const lesson = await repo.findLesson(ctx.db, courseId, lessonId);
  if (!lesson?.videoStorageKey || !lesson.videoMimeType || lesson.videoSizeBytes === null) {
    throw new AppError('NOT_FOUND', { message: 'This lesson has no video.' });
  }
  const key = lesson.videoStorageKey;
  return {
    size: lesson.videoSizeBytes,
    contentType: lesson.videoMimeType,
    filename: `lesson-${course.id}-${lesson.orderIndex}.${VIDEO_KINDS[lesson.videoMimeType]?.extension ?? 'mp4'}`,
    read: async (range) => (await ctx.storage.get(key, range)).body,
  };
}
