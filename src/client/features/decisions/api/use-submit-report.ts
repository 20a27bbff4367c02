import type { Report, SubmitReportBody } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { familyPath } from './use-decision-file';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/report/submit: the caseworker signs and sends it for review (409 names what is missing). */
export function useSubmitReport(familyId: string) {
  return useDecisionMutation(familyId, (body: SubmitReportBody) =>
    apiRequest<Report>(familyPath(familyId, 'report', 'submit'), { method: 'POST', body }),
  );
}
