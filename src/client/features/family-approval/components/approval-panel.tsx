import { useId } from 'react';
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FamilyApproval } from '@shared/decisions/decisions.schema';
import { QueryError } from '@client/components/query-error';
import { formatDate } from '@client/lib/format';
import { approvalView, type ApprovalDecision, type ApprovalView } from '../utils/approval-view';
import { ApprovalCertificate } from './approval-certificate';
import { ApprovalNotice } from './approval-notice';

function ApprovalBody({ view, decision }: { view: ApprovalView; decision: ApprovalDecision }) {
  const { t } = useTranslation('familyApproval');
  switch (view) {
    case 'approved':
      return <ApprovalCertificate decision={decision} />;
    case 'notice':
      return <ApprovalNotice decision={decision} />;
    case 'onHold':
    case 'withdrawn':
      return <Text>{t(view, { date: formatDate(decision.effectiveDate) })}</Text>;
  }
}

/**
 * My Approval's section: its title and the decision in force, as its view words it; or, when the read failed, the
 * server's message and a retry.
 */
export function ApprovalPanel({ approval }: { approval: UseQueryResult<FamilyApproval> }) {
  const { t } = useTranslation('familyApproval');
  const headingId = useId();
  const { data } = approval;
  const view = data && approvalView(data);
  if (!view || !data.decision)
    return (
      <QueryError title={t('loadError')} error={approval.error} onRetry={() => void approval.refetch()} />
    );
  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
    >
      <Stack gap="md">
        <Title id={headingId} order={2} fz="h4">
          {t('title')}
        </Title>
        <ApprovalBody view={view} decision={data.decision} />
      </Stack>
    </Paper>
  );
}
