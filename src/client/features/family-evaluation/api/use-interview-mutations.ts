import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  CreateInterviewBody,
  InterviewDetail,
  UpdateInterviewBody,
} from '@shared/family-evaluation/family-evaluation.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { interviewsPath } from './use-interviews';

/**
 * A change to one family's interviews: a toast either way, then the list and the record are read again (after a
 * 409 too, so the form shows what a colleague saved).
 */
function useInterviewMutation<TVariables>(
  familyId: string,
  request: (variables: TVariables) => Promise<InterviewDetail>,
  title: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (interview) =>
      notifications.show({ color: 'teal', title, message: `Interview with ${interview.memberName}.` }),
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: queryKeys.familyEvaluation.interviews(familyId) }),
  });
}

/** POST /api/staff/families/:familyId/interviews. */
export function useCreateInterview(familyId: string) {
  return useInterviewMutation(
    familyId,
    (body: CreateInterviewBody) =>
      apiRequest<InterviewDetail>(interviewsPath(familyId), { method: 'POST', body }),
    'Interview recorded',
  );
}

/** PUT /api/staff/families/:familyId/interviews/:interviewId with the version the form was based on. */
export function useUpdateInterview(familyId: string, interviewId: string) {
  return useInterviewMutation(
    familyId,
    (body: UpdateInterviewBody) =>
      apiRequest<InterviewDetail>(interviewsPath(familyId, interviewId), { method: 'PUT', body }),
    'Interview saved',
  );
}

/** POST /api/staff/families/:familyId/interviews/:interviewId/finalise: locks the version shown. */
export function useFinaliseInterview(familyId: string, interviewId: string) {
  return useInterviewMutation(
    familyId,
    (version: number) =>
      apiRequest<InterviewDetail>(`${interviewsPath(familyId, interviewId)}/finalise`, {
        method: 'POST',
        body: { version },
      }),
    'Interview finalised',
  );
}
