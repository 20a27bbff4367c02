import type { StaffCourse } from '@shared/learning/courses.schema';
import type { StaffLesson, StaffQuiz } from '@shared/learning/lessons.schema';
import type { CourseRow } from './courses.repository';
import type { LessonRow } from './lessons.repository';

/** Rows as the staff API shows them. */

export function toStaffCourse(row: CourseRow): StaffCourse {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** A quiz lesson's questions and settings (null for other lessons), as staff see them and packages carry them. */
export function quizOf(row: LessonRow): StaffQuiz | null {
  return row.lessonType === 'quiz'
    ? {
        questions: row.quizQuestions ?? [],
        passMark: row.quizPassMark,
        attemptLimit: row.quizAttemptLimit,
        shuffleOptions: row.quizShuffleOptions,
      }
    : null;
}

export function toStaffLesson(row: LessonRow): StaffLesson {
  return {
    id: row.id,
    courseId: row.courseId,
    title: row.title,
    content: row.content,
    lessonType: row.lessonType,
    durationMinutes: row.durationMinutes,
    orderIndex: row.orderIndex,
    quiz: quizOf(row),
    video:
      row.videoMimeType && row.videoSizeBytes !== null
        ? { mimeType: row.videoMimeType, sizeBytes: row.videoSizeBytes }
        : null,
    generatedFrom: row.generatedFrom,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
