import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  FamilyReference,
  FamilyReferenceList,
  RequestReferenceBody,
} from '@shared/references/references.schema';
import { apiRequest } from '@client/lib/api-client';
import { referenceKeys } from './reference-keys';

/** GET /api/family/references: the family's requests (never the answers) and how many the agency asks for. */
export const familyReferencesQuery = queryOptions({
  queryKey: referenceKeys.family,
  queryFn: ({ signal }) => apiRequest<FamilyReferenceList>('/family/references', { signal }),
});

export const useFamilyReferences = () => useQuery(familyReferencesQuery);

/**
 * POST /api/family/references: e-mails the reference their link. A refusal stays with the dialog (`error`); the
 * list is read again either way (a refusal may mean it is out of date).
 */
export function useRequestFamilyReference({ onSent }: { onSent?: (sent: FamilyReference) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestReferenceBody) =>
      apiRequest<FamilyReference>('/family/references', { method: 'POST', body }),
    onSuccess: (sent) => onSent?.(sent),
    onSettled: () => queryClient.invalidateQueries({ queryKey: referenceKeys.family }),
  });
}
