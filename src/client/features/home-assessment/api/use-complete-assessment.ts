import { useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type { StaffHomeAssessment } from '@shared/home-assessment/home-assessment.schema';
import { apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { assessmentPath } from './use-home-assessment';
import { useAssessmentMutation } from './use-record-item';

/**
 * POST …/home-assessment/complete: signs the assessment off and locks it. A 409 names the items still open
 * (the toast shows the server's sentence). The family's page is read again: its journey shows step 7.
 */
export function useCompleteAssessment(familyId: string) {
  const queryClient = useQueryClient();
  const mutation = useAssessmentMutation(familyId, () =>
    apiRequest<StaffHomeAssessment>(assessmentPath(familyId, 'complete'), { method: 'POST' }),
  );
  return {
    ...mutation,
    complete: () =>
      mutation.mutate(undefined, {
        onSuccess: () => {
          notifications.show({
            color: 'teal',
            title: 'Assessment completed',
            message: 'The home environment assessment is signed off and locked.',
          });
          // The family's journey (step 7) reads the assessment.
          return queryClient.invalidateQueries({ queryKey: queryKeys.families.detail(familyId) });
        },
      }),
  };
}
