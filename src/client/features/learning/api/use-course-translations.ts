import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CourseTranslationsView,
  SaveCourseTranslationsBody,
} from '@shared/learning/course-translations';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { coursePath } from './learning-api';

/** GET …/courses/:courseId/translations: Translate course's words, the English beside them. */
export function useCourseTranslations(courseId: string) {
  return useQuery({
    queryKey: queryKeys.learning.translations(courseId),
    queryFn: ({ signal }) =>
      apiRequest<CourseTranslationsView>(`${coursePath(courseId)}/translations`, { signal }),
  });
}

/** PUT …/courses/:courseId/translations: every language's words for the course and its lessons. */
export function useSaveCourseTranslations(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveCourseTranslationsBody) =>
      apiRequest<CourseTranslationsView>(`${coursePath(courseId)}/translations`, { method: 'PUT', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.learning.all }),
  });
}
