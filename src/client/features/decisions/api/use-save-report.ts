import type { Report, SaveReportBody } from '@shared/decisions/decisions.schema';
import { apiRequest } from '@client/lib/api-client';
import { familyPath } from './use-decision-file';
import { useDecisionMutation } from './use-decision-mutation';

/** PUT …/report with the version the form was based on (409 when it is stale or the report is under review). */
export function useSaveReport(familyId: string) {
  return useDecisionMutation(familyId, (body: SaveReportBody) =>
    apiRequest<Report>(familyPath(familyId, 'report'), { method: 'PUT', body }),
  );
}
