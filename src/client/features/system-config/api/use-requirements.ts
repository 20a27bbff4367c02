import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notifications } from '@mantine/notifications';
import type {
  ReorderRequirementsBody,
  Requirement,
  RequirementBody,
  UpdateRequirementBody,
} from '@shared/requirements/requirements.schema';
import { apiRequest, errorMessage } from '@client/lib/api-client';

const PATH = '/staff/system/requirements';
/** Under 'system-config', with the page's other settings. */
const REQUIREMENTS_KEY = ['system-config', 'requirements'] as const;

/** GET /api/staff/system/requirements: the whole checklist, by step then position. */
export function useRequirements() {
  return useQuery({
    queryKey: REQUIREMENTS_KEY,
    queryFn: ({ signal }) => apiRequest<Requirement[]>(PATH, { signal }),
  });
}

function useChecklistMutation<Vars>(
  request: (vars: Vars) => Promise<unknown>,
  success?: (vars: Vars) => { title: string; message: string },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (_data, vars) => {
      void queryClient.invalidateQueries({ queryKey: REQUIREMENTS_KEY });
      const toast = success?.(vars);
      if (toast) notifications.show({ color: 'teal', ...toast });
    },
    onError: (error) => notifications.show({ color: 'red', title: 'Error', message: errorMessage(error) }),
  });
}

const FAMILIES_FOLLOW = "Families' requested documents have been updated.";

/** POST (new item, last in its step) or PATCH (changes to one item). */
export function useSaveRequirement() {
  return useChecklistMutation(
    ({ id, body }: { id?: string; body: RequirementBody }) => {
      if (!id) return apiRequest<Requirement>(PATH, { method: 'POST', body });
      const { stepId: _fixed, ...changes } = body;
      return apiRequest<Requirement>(`${PATH}/${id}`, { method: 'PATCH', body: changes });
    },
    ({ id, body }) => ({
      title: id ? 'Checklist item saved' : `${body.name} added`,
      message: FAMILIES_FOLLOW,
    }),
  );
}

/** PATCH { enabled }: a disabled item is no longer asked of families (handed-in copies stay). */
export function useToggleRequirement() {
  return useChecklistMutation(
    ({ id, enabled }: { id: string; enabled: boolean; name: string }) =>
      apiRequest<Requirement>(`${PATH}/${id}`, {
        method: 'PATCH',
        body: { enabled } satisfies UpdateRequirementBody,
      }),
    ({ enabled, name }) => ({
      title: `${name} ${enabled ? 'enabled' : 'disabled'}`,
      message: FAMILIES_FOLLOW,
    }),
  );
}

/** POST /reorder with every item of one step. */
export function useReorderRequirements() {
  return useChecklistMutation((body: ReorderRequirementsBody) =>
    apiRequest<Requirement[]>(`${PATH}/reorder`, { method: 'POST', body }),
  );
}
