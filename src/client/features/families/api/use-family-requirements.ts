import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  FamilyRequirementItem,
  OneOffRequirementBody,
  WaiveDocumentBody,
} from '@shared/requirements/requirements.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { familyApiPath } from './family-api-path';

function useDocumentsMutation<Vars>(
  familyId: string,
  request: (vars: Vars) => Promise<FamilyRequirementItem>,
  title: (item: FamilyRequirementItem) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (item) =>
      notifications.show({ color: 'teal', title: title(item), message: 'The family has been notified.' }),
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.families.detail(familyId) }),
  });
}

/** POST /api/staff/families/:familyId/requirements: one more item for this family only. */
export function useAddOneOffRequirement(familyId: string) {
  return useDocumentsMutation(
    familyId,
    (body: OneOffRequirementBody) =>
      apiRequest<FamilyRequirementItem>(`${familyApiPath(familyId)}/requirements`, { method: 'POST', body }),
    (item) => `${item.documentName} requested`,
  );
}

/** POST /api/staff/families/:familyId/documents/:documentId/waive, with the reason the family reads. */
export function useWaiveDocument(familyId: string) {
  return useDocumentsMutation(
    familyId,
    ({ documentId, body }: { documentId: string; body: WaiveDocumentBody }) =>
      apiRequest<FamilyRequirementItem>(
        `${familyApiPath(familyId)}/documents/${encodeURIComponent(documentId)}/waive`,
        { method: 'POST', body },
      ),
    (item) => `${item.documentName} waived`,
  );
}

/** POST /api/staff/families/:familyId/documents/:documentId/reinstate: takes a waiver back. */
export function useReinstateDocument(familyId: string) {
  return useDocumentsMutation(
    familyId,
    (documentId: string) =>
      apiRequest<FamilyRequirementItem>(
        `${familyApiPath(familyId)}/documents/${encodeURIComponent(documentId)}/reinstate`,
        { method: 'POST' },
      ),
    (item) => `${item.documentName} requested again`,
  );
}
