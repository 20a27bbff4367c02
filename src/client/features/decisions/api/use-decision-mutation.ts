import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@client/lib/query-keys';

/**
 * A change to a family's decision file. The screen that asked shows a failure itself (inside its dialog or
 * beside the form); either way the file is read again, so a 409 brings what changed meanwhile. The family's
 * header (its status) and the supervisors' queue follow.
 */
export function useDecisionMutation<TVariables, TResult>(
  familyId: string,
  request: (variables: TVariables) => Promise<TResult>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    // Not awaited: the caller's own onSuccess (taking the saved version as its base) comes before the fresh read.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.decisions.file(familyId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.decisions.reviews });
      void queryClient.invalidateQueries({ queryKey: queryKeys.families.detail(familyId) });
    },
  });
}
