import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { GenerateCourseContentResult } from '@shared/learning/course-package.schema';
import type { LessonBody, StaffLesson, StaffLessonList } from '@shared/learning/lessons.schema';
import { apiBlob, apiRequest, apiUpload, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { coursePath, errorToast, lessonPath, useLearningMutation } from './learning-api';

const SAVED: Record<'created' | 'updated' | 'deleted', string> = {
  created: 'Lesson created successfully',
  updated: 'Lesson updated successfully',
  deleted: 'Lesson deleted successfully',
};

/** POST …/lessons/:lessonId/review: a generated draft read and accepted as it is. */
export function useMarkLessonReviewed(courseId: string) {
  return useLearningMutation(
    (lessonId: string) =>
      apiRequest<StaffLesson>(`${lessonPath(courseId, lessonId)}/review`, { method: 'POST' }),
    (lesson) => ({ title: 'Lesson reviewed', message: lesson.title }),
    errorToast('Failed to mark the lesson reviewed'),
  );
}

/** GET …/courses/:courseId/lessons, by order. */
export function useLessons(courseId: string) {
  return useQuery({
    queryKey: queryKeys.learning.lessons(courseId),
    queryFn: ({ signal }) => apiRequest<StaffLessonList>(`${coursePath(courseId)}/lessons`, { signal }),
  });
}

export interface SaveLessonVariables {
  /** Absent for a new lesson (it goes last). */
  lessonId?: string;
  body: LessonBody;
}

/** POST …/lessons (new) or PUT …/lessons/:lessonId (edit). */
export function useSaveLesson(courseId: string) {
  return useLearningMutation(
    ({ lessonId, body }: SaveLessonVariables) =>
      lessonId
        ? apiRequest<StaffLesson>(lessonPath(courseId, lessonId), { method: 'PUT', body })
        : apiRequest<StaffLesson>(`${coursePath(courseId)}/lessons`, { method: 'POST', body }),
    (lesson, { lessonId }) => ({ title: SAVED[lessonId ? 'updated' : 'created'], message: lesson.title }),
    errorToast('Failed to save lesson'),
  );
}

/** DELETE …/lessons/:lessonId; the others are renumbered 1..n. */
export function useDeleteLesson(courseId: string) {
  return useLearningMutation(
    (lessonId: string) => apiRequest<StaffLessonList>(lessonPath(courseId, lessonId), { method: 'DELETE' }),
    (rest) => ({
      title: SAVED.deleted,
      message: `The course has ${rest.length} lesson${rest.length === 1 ? '' : 's'} now.`,
    }),
    errorToast('Failed to delete lesson'),
  );
}

/**
 * PUT …/lessons/order: the list shows the new order at once and is put back if the server refuses.
 */
export function useReorderLessons(courseId: string) {
  const queryClient = useQueryClient();
  const key = queryKeys.learning.lessons(courseId);
  return useMutation({
    mutationFn: (lessons: StaffLessonList) =>
      apiRequest<StaffLessonList>(`${coursePath(courseId)}/lessons/order`, {
        method: 'PUT',
        body: { lessonIds: lessons.map((lesson) => lesson.id) },
      }),
    onMutate: async (lessons) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<StaffLessonList>(key);
      queryClient.setQueryData(
        key,
        lessons.map((lesson, index) => ({ ...lesson, orderIndex: index + 1 })),
      );
      return { previous };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (_error, _lessons, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
      notifications.show({ color: 'red', title: 'Error', message: 'Failed to save the lesson order' });
    },
  });
}

/** POST …/courses/:courseId/generate (spec 02 §7, §8 toasts); refused while the course has lessons. */
export function useGenerateLessons(courseId: string) {
  return useLearningMutation(
    () => apiRequest<GenerateCourseContentResult>(`${coursePath(courseId)}/generate`, { method: 'POST' }),
    (result) => ({
      title: 'AI Content Generated',
      message: `Successfully generated ${result.lessonsCreated} lessons`,
    }),
    errorToast('Failed to generate course content with AI. Please try again.', 'Generation Failed'),
  );
}

export interface UploadVideoVariables {
  lessonId: string;
  file: File;
  onProgress: (percent: number) => void;
}

/** POST …/lessons/:lessonId/video (multipart `file`, MP4 or WebM), with upload progress. */
export function useUploadLessonVideo(courseId: string) {
  return useLearningMutation(
    ({ lessonId, file, onProgress }: UploadVideoVariables) => {
      const body = new FormData();
      body.append('file', file);
      return apiUpload<StaffLesson>(`${lessonPath(courseId, lessonId)}/video`, body, {
        onProgress: (loaded, total) => onProgress(Math.round((loaded / total) * 100)),
      });
    },
    (lesson) => ({ title: 'Video uploaded', message: lesson.title }),
    // The server says why a file is refused (not an MP4 or WebM by its bytes, too large).
    (error) => errorToast(errorMessage(error)),
  );
}

/** GET …/lessons/:lessonId/video as a Blob (bearer token), for the preview player. */
export function useLessonVideo(lesson: StaffLesson, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.learning.lessonVideo(lesson.id, lesson.updatedAt),
    queryFn: ({ signal }) => apiBlob(`${lessonPath(lesson.courseId, lesson.id)}/video`, { signal }),
    enabled: enabled && lesson.video !== null,
    staleTime: Infinity,
    gcTime: 30_000,
  });
}
