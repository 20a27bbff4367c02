import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { RecordItemBody, StaffAssessmentItem } from '@shared/home-assessment/home-assessment.schema';
import { ApiRequestError, apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { assessmentPath } from './use-home-assessment';

/** A 409 on an item: someone saved it meanwhile (or the assessment was completed); nothing was written. */
export const isConflict = (error: unknown) => error instanceof ApiRequestError && error.status === 409;

/**
 * The failure toast of every change on the assessment, then a fresh read: after a 409 it brings the item as
 * someone else left it (the card then shows their values beside the caseworker's), or the completed assessment.
 */
export function useAssessmentMutation<TVariables, TResult>(
  familyId: string,
  request: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: isConflict(error) ? 'Changed meanwhile' : 'Not saved',
        message: errorMessage(error),
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.homeAssessment.family(familyId) }),
  });
}

/**
 * PUT …/home-assessment/items/:itemKey: one item's result, note and due date, based on `version`. The card
 * shows "Saved" itself: a toast per tap would bury the screen during a visit.
 */
export function useRecordItem(familyId: string, itemKey: string) {
  return useAssessmentMutation(familyId, (body: RecordItemBody) =>
    apiRequest<StaffAssessmentItem>(assessmentPath(familyId, 'items', itemKey), { method: 'PUT', body }),
  );
}
