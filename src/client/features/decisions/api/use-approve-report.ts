import type { ApproveReportBody, Report } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { familyPath } from './use-decision-file';
import { useDecisionMutation } from './use-decision-mutation';

/** POST …/report/approve (approve_families): the supervisor signs and the report is sealed; never its author. */
export function useApproveReport(familyId: string) {
  return useDecisionMutation(familyId, (body: ApproveReportBody) =>
    apiRequest<Report>(familyPath(familyId, 'report', 'approve'), { method: 'POST', body }),
  );
}
