import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { DecisionRules, UpdateDecisionRulesBody } from '@shared/decisions/decisions.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';

const PATH = '/staff/system/decision-rules';

/** GET /api/staff/system/decision-rules: the days to appeal a denial or a rescission, and the list of reasons. */
export function useDecisionRules() {
  return useQuery({
    queryKey: queryKeys.decisions.rules,
    queryFn: ({ signal }) => apiRequest<DecisionRules>(PATH, { signal }),
  });
}

/** PUT /api/staff/system/decision-rules: the whole list; every family's Decision tab offers the new one. */
export function useSaveDecisionRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateDecisionRulesBody) => apiRequest<DecisionRules>(PATH, { method: 'PUT', body }),
    onSuccess: (rules) => {
      queryClient.setQueryData(queryKeys.decisions.rules, rules);
      void queryClient.invalidateQueries({ queryKey: queryKeys.decisions.files });
      notifications.show({
        color: 'teal',
        title: 'Decision rules saved',
        message: `Appeal within ${rules.appealDays.deny} days of a denial, ${rules.appealDays.rescind} of a rescission.`,
      });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}
