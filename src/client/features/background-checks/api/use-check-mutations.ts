import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  CheckedAdult,
  CheckedAdultBody,
  ExemptionDecisionBody,
  ExemptionRequestBody,
  RecordCheckBody,
  StaffCheck,
} from '@shared/background-checks/background-checks.schema';
import { ApiRequestError, apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { statusLook } from '@client/lib/status-looks';
import { familyChecksPath } from './use-family-checks';

export interface CheckTarget {
  memberId: string;
  typeKey: string;
}

const checkPath = (familyId: string, { memberId, typeKey }: CheckTarget) =>
  `${familyChecksPath(familyId)}/${encodeURIComponent(memberId)}/${encodeURIComponent(typeKey)}`;

/**
 * A change to a family's checks: a toast on success, the server's message on failure (a 409 means someone
 * changed the check meanwhile: the fresh read shows what they did), then the family's checks, the Checks queue
 * and the family's detail (its step) refresh.
 */
function useCheckMutation<TVariables, TResult>(
  familyId: string,
  request: (variables: TVariables) => Promise<TResult>,
  toast: (result: TResult) => { title: string; message: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result) => notifications.show({ color: 'teal', ...toast(result) }),
    onError: (error) =>
      notifications.show({
        color: 'red',
        title: error instanceof ApiRequestError && error.status === 409 ? 'Changed meanwhile' : 'Error',
        message: errorMessage(error),
      }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.backgroundChecks.family(familyId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.backgroundChecks.queues }),
        queryClient.invalidateQueries({ queryKey: queryKeys.families.detail(familyId) }),
      ]),
  });
}

const checkToast = (check: StaffCheck) => ({
  title: 'Check updated',
  message: `${check.typeName}: ${statusLook('check', check.status).label}.`,
});

/** PUT …/background-checks/:memberId: whether the out-of-state and DMV checks apply to this adult. */
export function useSetCheckedAdult(familyId: string) {
  return useCheckMutation(
    familyId,
    ({ memberId, ...body }: CheckedAdultBody & { memberId: string }) =>
      apiRequest<CheckedAdult>(`${familyChecksPath(familyId)}/${encodeURIComponent(memberId)}`, {
        method: 'PUT',
        body,
      }),
    (adult) => ({ title: 'Checks updated', message: `The checks that apply to ${adult.name} are updated.` }),
  );
}

/** PUT …/:memberId/:typeKey: record a status with its dates, note and receipt. */
export function useRecordCheck(familyId: string, target: CheckTarget) {
  return useCheckMutation(
    familyId,
    (body: RecordCheckBody) => apiRequest<StaffCheck>(checkPath(familyId, target), { method: 'PUT', body }),
    checkToast,
  );
}

/** POST …/:memberId/:typeKey/exemption: ask for an exemption of a check that needs one. */
export function useRequestExemption(familyId: string, target: CheckTarget) {
  return useCheckMutation(
    familyId,
    (body: ExemptionRequestBody) =>
      apiRequest<StaffCheck>(`${checkPath(familyId, target)}/exemption`, { method: 'POST', body }),
    (check) => ({ title: 'Exemption requested', message: `${check.typeName}: waiting for a decision.` }),
  );
}

/** POST …/:memberId/:typeKey/exemption/decision: grant or deny (approve_exemptions). */
export function useDecideExemption(familyId: string, target: CheckTarget) {
  return useCheckMutation(
    familyId,
    (body: ExemptionDecisionBody) =>
      apiRequest<StaffCheck>(`${checkPath(familyId, target)}/exemption/decision`, { method: 'POST', body }),
    checkToast,
  );
}
