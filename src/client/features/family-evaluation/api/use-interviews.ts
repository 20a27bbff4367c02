import { useQuery } from '@tanstack/react-query';
import type { InterviewDetail, InterviewList } from '@shared/family-evaluation/family-evaluation.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

/** /staff/families/:familyId/interviews under the API base. */
export function interviewsPath(familyId: string, interviewId?: string): string {
  const base = `/staff/families/${encodeURIComponent(familyId)}/interviews`;
  return interviewId ? `${base}/${encodeURIComponent(interviewId)}` : base;
}

/** GET /api/staff/families/:familyId/interviews: the family's interviews, newest first, and its household. */
export function useInterviews(familyId: string) {
  return useQuery({
    queryKey: queryKeys.familyEvaluation.interviews(familyId),
    queryFn: ({ signal }) => apiRequest<InterviewList>(interviewsPath(familyId), { signal }),
  });
}

/** GET /api/staff/families/:familyId/interviews/:interviewId: one record with its earlier versions. */
export function useInterview(familyId: string, interviewId: string) {
  return useQuery({
    queryKey: queryKeys.familyEvaluation.interview(familyId, interviewId),
    queryFn: ({ signal }) => apiRequest<InterviewDetail>(interviewsPath(familyId, interviewId), { signal }),
  });
}
