import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  CourseStats,
  CreateCourseBody,
  DeleteCourseResult,
  StaffCourse,
  StaffCoursePage,
  UpdateCourseBody,
} from '@shared/learning/courses.schema';
import type { StaffCourseDetail } from '@shared/learning/lessons.schema';
import { ApiRequestError, apiRequest } from '@client/lib/api-client';
import { queryKeys, type CourseListParams } from '@client/lib/query-keys';
import { LEARNING_API, coursePath, errorToast, useLearningMutation } from './learning-api';

/** GET /api/staff/learning/stats: the four header cards. */
export function useCourseStats() {
  return useQuery({
    queryKey: queryKeys.learning.stats,
    queryFn: ({ signal }) => apiRequest<CourseStats>(`${LEARNING_API}/stats`, { signal }),
  });
}

/** GET /api/staff/learning/courses: a page of the card grid; the last page stays while the next loads. */
export function useCourses(query: CourseListParams) {
  return useQuery({
    queryKey: queryKeys.learning.courses(query),
    queryFn: ({ signal }) =>
      apiRequest<StaffCoursePage>(`${LEARNING_API}/courses`, {
        query: { ...query },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/staff/learning/courses: the Create New Course wizard (spec 01 §8 toasts). */
export function useCreateCourse() {
  return useLearningMutation(
    (body: CreateCourseBody) =>
      apiRequest<StaffCourseDetail>(`${LEARNING_API}/courses`, { method: 'POST', body }),
    (course) => ({ title: 'Course Created', message: `${course.title} was saved as a draft.` }),
    errorToast('Failed to create course. Please try again.'),
  );
}

/** PATCH /api/staff/learning/courses/:courseId: the Edit Course dialog. */
export function useUpdateCourse(courseId: string) {
  return useLearningMutation(
    (body: UpdateCourseBody) =>
      apiRequest<StaffCourseDetail>(coursePath(courseId), { method: 'PATCH', body }),
    (course) => ({ title: 'Course updated', message: `${course.title} was saved.` }),
    errorToast('Failed to update course.'),
  );
}

/** POST …/publish or …/unpublish. */
export function useSetCoursePublished() {
  return useLearningMutation(
    ({ course, publish }: { course: StaffCourse; publish: boolean }) =>
      apiRequest<StaffCourseDetail>(`${coursePath(course.id)}/${publish ? 'publish' : 'unpublish'}`, {
        method: 'POST',
      }),
    (_course, { publish }) =>
      publish
        ? { title: 'Course published', message: 'The course is now available to learners.' }
        : { title: 'Course unpublished', message: 'The course is now hidden from learners.' },
    // Lessons that still need review are named; any other failure is the spec's toast.
    (error) =>
      error instanceof ApiRequestError && error.code === 'CONFLICT'
        ? errorToast(error.message)
        : errorToast('Failed to update course status.'),
  );
}

/** DELETE /api/staff/learning/courses/:courseId: deleted, or archived when families took it. */
export function useDeleteCourse() {
  return useLearningMutation(
    (course: StaffCourse) => apiRequest<DeleteCourseResult>(coursePath(course.id), { method: 'DELETE' }),
    (result) =>
      result.outcome === 'deleted'
        ? { title: 'Course deleted', message: 'The course has been permanently removed.' }
        : {
            title: 'Course archived',
            message:
              'Families had enrolled or earned certificates, so the course was archived instead: it is hidden everywhere and its certificates stay verifiable.',
          },
    errorToast('Failed to delete course.'),
  );
}
