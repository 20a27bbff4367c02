import { Suspense, useId, useState } from 'react';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowBackUp, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { HouseholdChange } from '@shared/household-changes/household-changes.schema';
import { QueryContent, SkeletonRows } from '@client/components/query-content';
import { formatDate } from '@client/lib/format';
import { knownValue } from '@client/lib/i18n/known-text';
import { statusLook } from '@client/lib/status-looks';
import { useHousehold } from '../api/family-portal-queries';
import { useHouseholdChanges } from '../api/use-household-changes';
import { useOpenedOnce } from '../hooks/use-opened-once';
import { changeFacts, changeSummary, changesForView } from '../utils/household-changes';
import type { HouseholdView } from '../utils/household-groups';
import { ProposeChangeDialog, WithdrawChangeDialog } from './lazy-household-change-dialogs';

const NAMESPACES = ['familyPortalHousehold', 'familyPortal'] as const;

/** The header's button that opens the proposal dialog. */
export function ProposeChangeButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(NAMESPACES);
  return (
    <Button mih={44} leftSection={<IconPlus size={18} aria-hidden />} onClick={onClick}>
      {t('changes.propose')}
    </Button>
  );
}

/** One proposal: what it is, where it stands, the notes on both sides, and Withdraw while it waits. */
function ChangeCard({
  change,
  onWithdraw,
}: {
  change: HouseholdChange;
  onWithdraw: (summary: string) => void;
}) {
  const { t, i18n } = useTranslation(NAMESPACES);
  const titleId = useId();
  const summary = changeSummary(t, change);
  const facts = changeFacts(t, change, {
    date: formatDate,
    relationship: (english) => knownValue(i18n, 'household.relationships', english),
  });
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title id={titleId} order={3} fz="h5" style={{ overflowWrap: 'anywhere' }} miw={0} flex={1}>
            {summary}
          </Title>
          <Badge color={statusLook('householdChange', change.status).color} variant="light">
            {t(`changes.status.${change.status}`)}
          </Badge>
        </Group>
        <Text size="sm">{facts}</Text>
        <Text size="sm" c="dimmed">
          {t('changes.proposedOn', { date: formatDate(change.proposedAt) })}
        </Text>
        {change.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {t('changes.yourNote', { note: change.note })}
          </Text>
        )}
        {change.decisionNote && (
          <Text size="sm" fw={500} style={{ whiteSpace: 'pre-line' }}>
            {t('changes.decisionNote', { note: change.decisionNote })}
          </Text>
        )}
        {change.status === 'proposed' && (
          <Group justify="flex-end">
            <Button
              variant="default"
              mih={44}
              leftSection={<IconArrowBackUp size={18} aria-hidden />}
              aria-label={t('changes.withdrawLabel', { summary })}
              onClick={() => onWithdraw(summary)}
            >
              {t('changes.withdraw')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

interface HouseholdChangesSectionProps {
  view: HouseholdView;
  /** Whether the proposal dialog is open (the header's button opens it). */
  proposing: boolean;
  onCloseProposal: () => void;
}

/**
 * "Changes you proposed" on the household pages (issue 44): the family's proposals for the page, newest first,
 * each with its status; the dialogs (propose, withdraw) load the first time they open.
 */
export function HouseholdChangesSection({ view, proposing, onCloseProposal }: HouseholdChangesSectionProps) {
  const { t } = useTranslation(NAMESPACES);
  const headingId = useId();
  const changes = useHouseholdChanges();
  const household = useHousehold();
  const [withdrawing, setWithdrawing] = useState<{ change: HouseholdChange; summary: string } | null>(null);
  const proposedOnce = useOpenedOnce(proposing);
  const withdrawnOnce = useOpenedOnce(withdrawing !== null);
  const homeAddress = changes.data?.homeAddress;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title id={headingId} order={2} fz="h4">
        {t('changes.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('changes.intro')}
      </Text>
      {view === 'family' && homeAddress && (
        <Text size="sm" fw={500}>
          {t('changes.addressOnFile', { address: homeAddress })}
        </Text>
      )}
      <QueryContent
        query={changes}
        errorTitle={t('changes.loadError')}
        loading={<SkeletonRows rows={2} label={t('changes.title')} />}
        isEmpty={(data) => changesForView(data.items, view).length === 0}
        empty={
          <Text size="sm" c="dimmed">
            {t('changes.empty')}
          </Text>
        }
      >
        {(data) => (
          <Stack gap="sm">
            {changesForView(data.items, view).map((change) => (
              <ChangeCard
                key={change.id}
                change={change}
                onWithdraw={(summary) => setWithdrawing({ change, summary })}
              />
            ))}
          </Stack>
        )}
      </QueryContent>
      {proposedOnce && household.data && (
        <Suspense fallback={null}>
          <ProposeChangeDialog
            opened={proposing}
            view={view}
            household={household.data}
            onClose={onCloseProposal}
          />
        </Suspense>
      )}
      {withdrawnOnce && (
        <Suspense fallback={null}>
          <WithdrawChangeDialog
            change={withdrawing?.change ?? null}
            summary={withdrawing?.summary ?? ''}
            onClose={() => setWithdrawing(null)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
