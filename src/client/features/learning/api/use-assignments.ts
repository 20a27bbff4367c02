import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  ApproveEnrollmentRequestBody,
  AssignCourseBody,
  AssignCourseResult,
  AssignableCourse,
  AssignmentFamilyPage,
  EnrollmentRequest,
  EnrollmentRequestPage,
} from '@shared/learning/assignments.schema';
import { apiRequest } from '@client/lib/api-client';
import { plural } from '@client/lib/format';
import { queryKeys } from '@client/lib/query-keys';
import { LEARNING_API, errorToast, useLearningMutation } from './learning-api';

const ASSIGNMENTS_API = `${LEARNING_API}/assignments`;
const REQUESTS_API = `${LEARNING_API}/enrollment-requests`;
export const ASSIGNMENT_FAMILIES_PAGE_SIZE = 12;
/** The family select of the Assign Course dialog asks for this many matches. */
export const FAMILY_OPTIONS_PAGE_SIZE = 20;
export const REQUESTS_PAGE_SIZE = 10;
const ASSIGN_FAILED = errorToast('Failed to assign course. Please try again.');

/** GET …/assignments/families: family cards (search by contact name, family name or id), paged. */
export function useAssignmentFamilies(
  search: string,
  page: number,
  pageSize = ASSIGNMENT_FAMILIES_PAGE_SIZE,
) {
  return useQuery({
    queryKey: queryKeys.learning.assignmentFamilies(search, page, pageSize),
    queryFn: ({ signal }) =>
      apiRequest<AssignmentFamilyPage>(`${ASSIGNMENTS_API}/families`, {
        query: { search, page, pageSize },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

/** GET …/assignments/courses: the published courses one may assign. */
export function useAssignableCourses() {
  return useQuery({
    queryKey: queryKeys.learning.assignableCourses,
    queryFn: ({ signal }) => apiRequest<AssignableCourse[]>(`${ASSIGNMENTS_API}/courses`, { signal }),
  });
}

/** POST …/assignments: one course to one or more families. */
export function useAssignCourse() {
  return useLearningMutation(
    (body: AssignCourseBody) => apiRequest<AssignCourseResult>(ASSIGNMENTS_API, { method: 'POST', body }),
    (result) => ({
      title: 'Course Assigned',
      message:
        result.assigned.length === 0
          ? 'Every family chosen already had this course.'
          : `Assigned to ${plural(result.assigned.length, 'family', 'families')}` +
            (result.alreadyAssigned.length > 0
              ? `; ${plural(result.alreadyAssigned.length, 'family', 'families')} already had it.`
              : '.'),
    }),
    ASSIGN_FAILED,
  );
}

export interface RemoveAssignmentVariables {
  familyId: string;
  courseId: string;
  courseTitle: string;
}

/** DELETE …/assignments/:familyId/:courseId (204). */
export function useRemoveAssignment() {
  return useLearningMutation(
    ({ familyId, courseId }: RemoveAssignmentVariables) =>
      apiRequest<undefined>(
        `${ASSIGNMENTS_API}/${encodeURIComponent(familyId)}/${encodeURIComponent(courseId)}`,
        { method: 'DELETE' },
      ),
    (_result, { courseTitle }) => ({
      title: 'Assignment removed',
      message: `${courseTitle} was unassigned.`,
    }),
    errorToast('Failed to remove the assignment. Please try again.'),
  );
}

/** GET /api/staff/learning/enrollment-requests: pending requests, oldest first. */
export function useEnrollmentRequests(page: number) {
  return useQuery({
    queryKey: queryKeys.learning.enrollmentRequests(page),
    queryFn: ({ signal }) =>
      apiRequest<EnrollmentRequestPage>(REQUESTS_API, {
        query: { status: 'pending', page, pageSize: REQUESTS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

const requestPath = (request: EnrollmentRequest, action: 'approve' | 'decline') =>
  `${REQUESTS_API}/${encodeURIComponent(request.id)}/${action}`;

/** POST …/enrollment-requests/:requestId/approve: assigns the course with these terms. */
export function useApproveEnrollmentRequest() {
  return useLearningMutation(
    ({ request, body }: { request: EnrollmentRequest; body: ApproveEnrollmentRequestBody }) =>
      apiRequest<EnrollmentRequest>(requestPath(request, 'approve'), { method: 'POST', body }),
    (approved) => ({
      title: 'Course Assigned',
      message: `${approved.courseTitle} was assigned to ${approved.familyName}.`,
    }),
    ASSIGN_FAILED,
  );
}

/** POST …/enrollment-requests/:requestId/decline, with the reason the family will read. */
export function useDeclineEnrollmentRequest() {
  return useLearningMutation(
    ({ request, reason }: { request: EnrollmentRequest; reason: string }) =>
      apiRequest<EnrollmentRequest>(requestPath(request, 'decline'), {
        method: 'POST',
        body: { reason: reason.trim() || null },
      }),
    (declined) => ({
      title: 'Request declined',
      message: `${declined.familyName} will be told the request was declined.`,
    }),
    errorToast('Failed to decline the request. Please try again.'),
  );
}
