import type { Report } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { familyPath } from './use-decision-file';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/report: the server assembles the draft from the family's file (409 when one is open already). */
export function useStartReport(familyId: string) {
  return useDecisionMutation(familyId, () =>
    apiRequest<Report>(familyPath(familyId, 'report'), { method: 'POST' }),
  );
}
