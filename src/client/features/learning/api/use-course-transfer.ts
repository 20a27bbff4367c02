import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  CourseImport,
  CourseImportPage,
  CoursePackageDocument,
  ImportCourseBody,
} from '@shared/learning/course-package.schema';
import type { StaffCourse } from '@shared/learning/courses.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { downloadJson, packageFileName } from '../utils/course-package-file';
import { LEARNING_API, coursePath } from './learning-api';

export const IMPORTS_PAGE_SIZE = 10;

/** GET …/courses/:courseId/export: the course as a JSON package, saved as a file. */
export function useExportCourse() {
  return useMutation({
    mutationFn: (course: StaffCourse) => apiRequest<CoursePackageDocument>(`${coursePath(course.id)}/export`),
    onSuccess: (coursePackage, course) => downloadJson(coursePackage, packageFileName(course.title)),
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}

/** GET /api/staff/learning/imports: recent imports, newest first. */
export function useCourseImports(page: number) {
  return useQuery({
    queryKey: queryKeys.learning.imports(page),
    queryFn: ({ signal }) =>
      apiRequest<CourseImportPage>(`${LEARNING_API}/imports`, {
        query: { page, pageSize: IMPORTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/**
 * POST /api/staff/learning/imports: a package that does not fit is a 400 and a failed import row, whose
 * reason the list shows; the caller shows the outcome next to the form.
 */
export function useImportCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ImportCourseBody) =>
      apiRequest<CourseImport>(`${LEARNING_API}/imports`, { method: 'POST', body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.learning.all }),
  });
}
