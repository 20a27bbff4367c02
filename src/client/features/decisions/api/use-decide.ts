import type { DecideBody, Decision } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { familyPath } from './use-decision-file';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/decisions (approve_families): approve, deny, withdraw, hold, lift, rescind (409 names open gates). */
export function useDecide(familyId: string) {
  return useDecisionMutation(familyId, (body: DecideBody) =>
    apiRequest<Decision>(familyPath(familyId, 'decisions'), { method: 'POST', body }),
  );
}
