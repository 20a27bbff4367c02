import { Divider, Stack } from '@mantine/core';
import { hasPermission, permissionsOnFamily } from '@shared/auth/permissions';
import { QueryContent } from '@client/components/query-content';
import { useAuth } from '@client/lib/auth/use-auth';
import { useDecisionFile } from '../api/use-decision-file';
import { DecisionActions } from './decision-actions';
import { DecisionHistory } from './decision-history';
import { GateList } from './gate-list';
import { IssuedDocuments } from './issued-documents';
import { ReportPanel } from './report-panel';

/**
 * The family page's Decision tab (issue 45): the gates, the written report and its review, the decisions the
 * family's status allows (supervisors), the decisions made and the documents issued. The server decides again.
 */
export function DecisionTab({ familyId, readOnly }: { familyId: string; readOnly: boolean }) {
  const file = useDecisionFile(familyId);
  const { permissions } = useAuth();
  const writes = !readOnly && permissionsOnFamily(permissions).includes('manage_families');
  const supervises = hasPermission(permissions, 'approve_families');
  return (
    <QueryContent
      query={file}
      errorTitle="Unable to load the decision file"
      loadingLabel="Loading the decision file"
    >
      {(data) => (
        <Stack gap="lg" aria-busy={file.isFetching}>
          <GateList gates={data.gates} />
          <Divider />
          <ReportPanel familyId={familyId} report={data.report} writes={writes} reviews={supervises} />
          {supervises && (
            <>
              <Divider />
              <DecisionActions familyId={familyId} file={data} />
            </>
          )}
          <Divider />
          <DecisionHistory familyId={familyId} decisions={data.decisions} />
          <IssuedDocuments
            familyId={familyId}
            documents={data.documents}
            mayIssuePacket={supervises && data.familyStatus === 'approved'}
          />
        </Stack>
      )}
    </QueryContent>
  );
}
