import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  CreateFamilyBody,
  HouseholdMemberBody,
  InviteFamilyBody,
  ProgramTypeBody,
  StepMoveBody,
  StepMoveResult,
  SupportStaffBody,
} from '@shared/families/families.schema';
import type { HouseholdMember, SupportTeamMember } from '@shared/family-portal/family-portal.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';
import { queryKeys } from '@client/lib/query-keys';
import { stepLabel } from '../utils/family-labels';
import { familyApiPath } from './family-api-path';

interface Toast {
  title: string;
  message: string;
}

function showError(error: unknown) {
  notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) });
}

/**
 * A change to one family: shows the server's message on failure, a toast on success, and refreshes the
 * family's detail (and, when `listsToo`, the lists where the family's step or name appear).
 */
function useFamilyMutation<TVariables, TResult>(
  familyId: string,
  request: (variables: TVariables) => Promise<TResult>,
  toast: (result: TResult, variables: TVariables) => Toast,
  { listsToo = false }: { listsToo?: boolean } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (result, variables) => notifications.show({ color: 'teal', ...toast(result, variables) }),
    onError: showError,
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: listsToo ? queryKeys.families.all : queryKeys.families.detail(familyId),
      }),
  });
}

/** POST /api/staff/families: 201 with the new family's id. */
export function useCreateFamily() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateFamilyBody) =>
      apiRequest<{ id: string; caseNumber: string }>('/staff/families', { method: 'POST', body }),
    onSuccess: (created, body) => {
      notifications.show({
        color: 'teal',
        title: 'Family created',
        message: `${body.familyName} opened as case ${created.caseNumber}.`,
      });
      return queryClient.invalidateQueries({ queryKey: queryKeys.families.all });
    },
    onError: showError,
  });
}

/** POST /api/staff/families/:familyId/step: advance or return one step with a reason. */
export function useMoveFamilyStep(familyId: string) {
  return useFamilyMutation(
    familyId,
    (body: StepMoveBody) =>
      apiRequest<StepMoveResult>(`${familyApiPath(familyId)}/step`, { method: 'POST', body }),
    (result) => ({
      title: 'Step updated',
      message:
        result.status === 'approved'
          ? 'The family is approved.'
          : `The family is now on ${stepLabel(result.currentStep, result.stepName)}.`,
    }),
    { listsToo: true },
  );
}

/** PUT /api/staff/families/:familyId/program-type: the checklist follows, so the detail and lists refresh. */
export function useChangeProgramType(familyId: string) {
  return useFamilyMutation(
    familyId,
    (body: ProgramTypeBody) =>
      apiRequest<ProgramTypeBody>(`${familyApiPath(familyId)}/program-type`, { method: 'PUT', body }),
    (result) => ({
      title: 'Program type changed',
      message: `The family is now in ${result.applicantType}; its checklist follows.`,
    }),
    { listsToo: true },
  );
}

/** POST /api/staff/families/:familyId/invite (204): e-mails the family-portal invitation. */
export function useInviteApplicant(familyId: string) {
  return useFamilyMutation(
    familyId,
    (body: InviteFamilyBody) =>
      apiRequest<undefined>(`${familyApiPath(familyId)}/invite`, { method: 'POST', body }),
    (_result, body) => ({
      title: 'Invitation sent',
      message: `An invitation was e-mailed to ${body.email}.`,
    }),
  );
}

/** PUT /api/staff/families/:familyId/support-staff: the whole team, in display order. */
export function useSaveSupportTeam(familyId: string) {
  return useFamilyMutation(
    familyId,
    (body: SupportStaffBody) =>
      apiRequest<SupportTeamMember[]>(`${familyApiPath(familyId)}/support-staff`, { method: 'PUT', body }),
    (team) => ({
      title: 'Support team updated',
      message: team.length === 0 ? 'No staff are assigned now.' : team.map((m) => m.name).join(', '),
    }),
  );
}

export interface SaveMemberVariables {
  /** Absent for a new member. */
  memberId?: string;
  body: HouseholdMemberBody;
}

/** POST …/household (new) or PUT …/household/:memberId (edit). */
export function useSaveHouseholdMember(familyId: string) {
  return useFamilyMutation(
    familyId,
    ({ memberId, body }: SaveMemberVariables) =>
      memberId
        ? apiRequest<HouseholdMember>(
            `${familyApiPath(familyId)}/household/${encodeURIComponent(memberId)}`,
            {
              method: 'PUT',
              body,
            },
          )
        : apiRequest<HouseholdMember>(`${familyApiPath(familyId)}/household`, { method: 'POST', body }),
    (member, { memberId }) => ({
      title: 'Household updated',
      message: memberId
        ? `${member.name}'s details were saved.`
        : `${member.name} was added to the household.`,
    }),
  );
}

/** DELETE …/household/:memberId (204). */
export function useRemoveHouseholdMember(familyId: string) {
  return useFamilyMutation(
    familyId,
    (member: Pick<HouseholdMember, 'id' | 'name'>) =>
      apiRequest<undefined>(`${familyApiPath(familyId)}/household/${encodeURIComponent(member.id)}`, {
        method: 'DELETE',
      }),
    (_result, member) => ({
      title: 'Household updated',
      message: `${member.name} was removed from the household.`,
    }),
  );
}
