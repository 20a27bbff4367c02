import type { Report, ReturnReportBody } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { familyPath } from './use-decision-file';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/report/return (approve_families): back to the caseworker with the supervisor's comments. */
export function useReturnReport(familyId: string) {
  return useDecisionMutation(familyId, (body: ReturnReportBody) =>
    apiRequest<Report>(familyPath(familyId, 'report', 'return'), { method: 'POST', body }),
  );
}
