import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ReferenceAnswers,
  RequestReferenceBody,
  StaffReference,
  StaffReferenceList,
} from '@shared/references/references.schema';
import { apiBlob, apiRequest } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { referenceKeys } from './reference-keys';

const referencesPath = (familyId: string) => `/staff/families/${encodeURIComponent(familyId)}/references`;
const referencePath = (familyId: string, referenceId: string) =>
  `${referencesPath(familyId)}/${encodeURIComponent(referenceId)}`;

/** GET /api/staff/families/:familyId/references: every request with its address, reminders and link. */
export function useStaffReferences(familyId: string) {
  return useQuery({
    queryKey: referenceKeys.staff(familyId),
    queryFn: ({ signal }) => apiRequest<StaffReferenceList>(referencesPath(familyId), { signal }),
  });
}

/** After a change: the requests, and the family's page (its recent activity names the change). */
function useRefresh(familyId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: referenceKeys.staff(familyId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.families.detail(familyId) }),
    ]);
}

/** POST …/references: staff ask someone for a reference on the family's behalf. */
export function useRequestStaffReference(
  familyId: string,
  { onSent }: { onSent?: (sent: StaffReference) => void } = {},
) {
  const refresh = useRefresh(familyId);
  return useMutation({
    mutationFn: (body: RequestReferenceBody) =>
      apiRequest<StaffReference>(referencesPath(familyId), { method: 'POST', body }),
    onSuccess: (sent) => onSent?.(sent),
    onSettled: refresh,
  });
}

/**
 * POST …/references/:referenceId/resend | cancel: a fresh link (earlier ones keep working until they expire), or
 * the request withdrawn (every link of it stops working). Only while it is open; a 409 (completed meanwhile)
 * refreshes the list.
 */
export function useReferenceAction(familyId: string, action: 'resend' | 'cancel') {
  const refresh = useRefresh(familyId);
  return useMutation({
    mutationFn: (reference: Pick<StaffReference, 'id'>) =>
      apiRequest<StaffReference>(`${referencePath(familyId, reference.id)}/${action}`, { method: 'POST' }),
    onSettled: refresh,
  });
}

/** GET …/references/:referenceId/answers: a completed questionnaire, read once it is opened (they never change). */
export function useReferenceAnswers(familyId: string, referenceId: string | null) {
  return useQuery({
    queryKey: referenceKeys.answers(familyId, referenceId ?? ''),
    queryFn: ({ signal }) =>
      apiRequest<ReferenceAnswers>(`${referencePath(familyId, referenceId ?? '')}/answers`, { signal }),
    enabled: referenceId !== null,
    staleTime: Infinity,
  });
}

/** GET …/references/:referenceId/pdf: the sealed questionnaire, handed to the browser as a file. */
export async function downloadReferencePdf(familyId: string, answers: Pick<ReferenceAnswers, 'id' | 'name'>) {
  const blob = await apiBlob(`${referencePath(familyId, answers.id)}/pdf`);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `reference-${answers.name.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || answers.id.slice(0, 8)}.pdf`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
