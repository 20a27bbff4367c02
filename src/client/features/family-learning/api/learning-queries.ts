import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  Certificate,
  CertificateVerification,
  CoursePlayer,
  LearningJourney,
  LessonCompletion,
  LessonVideoLink,
  LessonView,
  QuizResult,
  QuizSubmissionBody,
} from '@shared/family-learning/family-learning.schema';
import { apiBlob, apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const keys = queryKeys.familyLearning;
const enrollmentPath = (enrollmentId: string) =>
  `/family/learning/enrollments/${encodeURIComponent(enrollmentId)}`;
const lessonPath = (enrollmentId: string, lessonId: string) =>
  `${enrollmentPath(enrollmentId)}/lessons/${encodeURIComponent(lessonId)}`;

/** The family's learning reads (GET /api/family/learning*); the family always comes from the session. */
export const learningQueries = {
  journey: queryOptions({
    queryKey: keys.journey,
    queryFn: ({ signal }) => apiRequest<LearningJourney>('/family/learning', { signal }),
  }),
  player: (enrollmentId: string) =>
    queryOptions({
      queryKey: keys.player(enrollmentId),
      queryFn: ({ signal }) => apiRequest<CoursePlayer>(enrollmentPath(enrollmentId), { signal }),
    }),
  lesson: (enrollmentId: string, lessonId: string) =>
    queryOptions({
      queryKey: keys.lesson(enrollmentId, lessonId),
      queryFn: ({ signal }) => apiRequest<LessonView>(lessonPath(enrollmentId, lessonId), { signal }),
      // Reading a lesson starts its clock on the server; a refetch on focus would not move it, but is not needed.
      refetchOnWindowFocus: false,
    }),
};

export const useLearningJourney = () => useQuery(learningQueries.journey);
export const useCoursePlayer = (enrollmentId: string) => useQuery(learningQueries.player(enrollmentId));
export const useLesson = (enrollmentId: string, lessonId: string | null) =>
  useQuery({ ...learningQueries.lesson(enrollmentId, lessonId ?? ''), enabled: lessonId !== null });

/** Public: GET /api/verify/certificates/:certificateId (no session). */
export const useCertificateVerification = (certificateId: string) =>
  useQuery({
    queryKey: queryKeys.certificateVerification(certificateId),
    queryFn: ({ signal }) =>
      apiRequest<CertificateVerification>(`/verify/certificates/${encodeURIComponent(certificateId)}`, {
        signal,
        withToken: false,
      }),
    retry: false,
  });

/** Every learning change refreshes the family's reads (dashboard training hours included). */
function useRefreshFamily() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.familyPortal.all });
}

export function useRequestEnrollment() {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (courseId: string) =>
      apiRequest<{ courseId: string; requested: true }>(
        `/family/learning/courses/${encodeURIComponent(courseId)}/enrollment-request`,
        { method: 'POST' },
      ),
    onSuccess: refresh,
  });
}

/** Start Course and Complete Course answer the player's frame. */
export function useEnrollmentAction(action: 'start' | 'complete') {
  const queryClient = useQueryClient();
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (enrollmentId: string) =>
      apiRequest<CoursePlayer>(`${enrollmentPath(enrollmentId)}/${action}`, { method: 'POST' }),
    onSuccess: async (player) => {
      queryClient.setQueryData(keys.player(player.enrollment.id), player);
      await refresh();
    },
  });
}

export function useCompleteLesson(enrollmentId: string) {
  const refresh = useRefreshFamily();
  return useMutation({
    mutationFn: (lessonId: string) =>
      apiRequest<LessonCompletion>(`${lessonPath(enrollmentId, lessonId)}/complete`, { method: 'POST' }),
    onSuccess: refresh,
  });
}

export function useSubmitQuiz(enrollmentId: string, lessonId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuizSubmissionBody) =>
      apiRequest<QuizResult>(`${lessonPath(enrollmentId, lessonId)}/quiz-attempts`, { method: 'POST', body }),
    // Attempts used and the best score change; the results stay on screen meanwhile.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: keys.lesson(enrollmentId, lessonId) }),
  });
}

export function useCertificate(enrollmentId: string, enabled: boolean) {
  return useQuery({
    queryKey: keys.certificate(enrollmentId),
    queryFn: ({ signal }) =>
      apiRequest<Certificate>(`${enrollmentPath(enrollmentId)}/certificate`, { signal }),
    enabled,
    retry: false,
  });
}

export function useIssueCertificate(enrollmentId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fullName: string) =>
      apiRequest<Certificate>(`${enrollmentPath(enrollmentId)}/certificate`, {
        method: 'POST',
        body: { fullName },
      }),
    onSuccess: (certificate) => {
      queryClient.setQueryData(keys.certificate(enrollmentId), certificate);
      return queryClient.invalidateQueries({ queryKey: keys.journey });
    },
  });
}

export const downloadCertificatePdf = (enrollmentId: string) =>
  apiBlob(`${enrollmentPath(enrollmentId)}/certificate/pdf`);

/**
 * A short-lived signed address of a lesson's video for the <video> element (decision 017). Not a query: the
 * element keeps the address it plays, since a refetch (any invalidation of the family's reads) would change its
 * source and restart the video; it asks for a new one when this one has run out.
 */
export const fetchLessonVideoLink = (enrollmentId: string, lessonId: string, signal?: AbortSignal) =>
  apiRequest<LessonVideoLink>(`${lessonPath(enrollmentId, lessonId)}/video-link`, { signal });
