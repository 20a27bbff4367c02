import { notifications } from '@mantine/notifications';
import type {
  DecideCorrectionBody,
  StaffAssessmentItem,
} from '@shared/home-assessment/home-assessment.schema';
import { apiRequest } from '@client/lib/api-client';
import { assessmentPath } from './use-home-assessment';
import { useAssessmentMutation } from './use-record-item';

/** POST …/items/:itemKey/correction/decision: accept the family's answer, or ask again with what is missing. */
export function useDecideCorrection(familyId: string, itemKey: string) {
  const mutation = useAssessmentMutation(familyId, (body: DecideCorrectionBody) =>
    apiRequest<StaffAssessmentItem>(assessmentPath(familyId, 'items', itemKey, 'correction', 'decision'), {
      method: 'POST',
      body,
    }),
  );
  return {
    ...mutation,
    decide: (body: DecideCorrectionBody, onDone?: () => void) =>
      mutation.mutate(body, {
        onSuccess: (item) => {
          notifications.show({
            color: 'teal',
            title: body.decision === 'accept' ? 'Correction accepted' : 'Asked the family again',
            message: item.name,
          });
          onDone?.();
        },
      }),
  };
}
