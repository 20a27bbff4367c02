import { useState } from 'react';
import { Button, Group, Modal, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { householdRoleLabel } from '@shared/family-context/family-display';
import type {
  CheckedAdult,
  FamilyChecks,
  StaffCheck,
} from '@shared/background-checks/background-checks.schema';
import { formatDate } from '@client/lib/format';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { StatusBadge } from '@client/components/status-badge';
import { useSetCheckedAdult } from '../api/use-check-mutations';
import { checkActions } from '../utils/check-rules';
import { CheckDetails } from './check-details';
import { ExemptionDecisionForm, ExemptionRequestForm } from './exemption-forms';
import { RecordCheckForm } from './record-check-form';

type Dialog = { kind: 'record' | 'request' | 'decide'; check: StaffCheck } | null;
const DIALOG_TITLES = { record: 'Record result', request: 'Request exemption', decide: 'Decide exemption' };

const dateOrDash = (date: string | null | undefined) => (date ? formatDate(date) : '—');

interface AdultChecksCardProps {
  familyId: string;
  adult: CheckedAdult;
  checks: FamilyChecks;
}

/** One adult: which conditional checks apply (for recorders), and the table of their checks with actions. */
export function AdultChecksCard({ familyId, adult, checks }: AdultChecksCardProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const setApplies = useSetCheckedAdult(familyId);
  const close = () => setDialog(null);
  const target = (check: StaffCheck) => ({ memberId: adult.memberId, typeKey: check.typeKey });
  const toggle = (patch: Partial<Pick<CheckedAdult, 'livedOutOfState' | 'drivesChildren'>>) =>
    setApplies.mutate({
      memberId: adult.memberId,
      livedOutOfState: adult.livedOutOfState,
      drivesChildren: adult.drivesChildren,
      ...patch,
    });

  const columns: DataColumn<StaffCheck>[] = [
    {
      key: 'check',
      label: 'Check',
      render: (check) => (
        <Text size="sm" fw={500}>
          {check.typeName}
        </Text>
      ),
    },
    { key: 'status', label: 'Status', render: (check) => <StatusBadge kind="check" status={check.status} /> },
    {
      key: 'submitted',
      label: 'Submitted',
      nowrap: true,
      render: (c) => dateOrDash(c.details?.submittedDate),
    },
    { key: 'result', label: 'Result date', nowrap: true, render: (c) => dateOrDash(c.details?.resultDate) },
    {
      key: 'actions',
      label: 'Actions',
      wide: true,
      render: (check) => {
        const can = checkActions(check, checks);
        const open = (kind: NonNullable<Dialog>['kind']) => () => setDialog({ kind, check });
        const about = `${check.typeName} for ${adult.name}`;
        return (
          <Group gap="xs" wrap="nowrap">
            {can.record && (
              <Button
                size="xs"
                variant="light"
                onClick={open('record')}
                aria-label={`Record result: ${about}`}
              >
                Record result
              </Button>
            )}
            {can.requestExemption && (
              <Button
                size="xs"
                variant="light"
                color="orange"
                onClick={open('request')}
                aria-label={`Request exemption: ${about}`}
              >
                Request exemption
              </Button>
            )}
            {can.decide && (
              <Button
                size="xs"
                variant="light"
                color="grape"
                onClick={open('decide')}
                aria-label={`Decide exemption: ${about}`}
              >
                Decide exemption
              </Button>
            )}
          </Group>
        );
      },
    },
  ];

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={adult.name}>
      <Stack gap="sm">
        <Group gap="xs" align="baseline">
          <Title order={2} fz="h4">
            {adult.name}
          </Title>
          <Text size="sm" c="dimmed">
            {householdRoleLabel(adult.role)}
            {adult.age !== null && ` · age ${adult.age}`}
          </Text>
        </Group>
        {checks.canRecord && (
          <Group gap="lg">
            <Switch
              label="Lived in another state in the last 5 years"
              checked={adult.livedOutOfState}
              disabled={setApplies.isPending}
              onChange={(e) => toggle({ livedOutOfState: e.currentTarget.checked })}
            />
            <Switch
              label="Will drive children in care"
              checked={adult.drivesChildren}
              disabled={setApplies.isPending}
              onChange={(e) => toggle({ drivesChildren: e.currentTarget.checked })}
            />
          </Group>
        )}
        {adult.checks.length === 0 ? (
          <Text size="sm" c="dimmed">
            No checks apply to this adult.
          </Text>
        ) : (
          <DataTable rows={adult.checks} rowKey={(check) => check.typeKey} columns={columns} minWidth={720} />
        )}
        <CheckDetails checks={adult.checks} />
      </Stack>
      <Modal
        opened={dialog !== null}
        onClose={close}
        title={dialog ? `${DIALOG_TITLES[dialog.kind]}: ${dialog.check.typeName} — ${adult.name}` : ''}
      >
        {dialog?.kind === 'record' && (
          <RecordCheckForm
            familyId={familyId}
            target={target(dialog.check)}
            check={dialog.check}
            receipts={checks.receipts}
            onDone={close}
          />
        )}
        {dialog?.kind === 'request' && (
          <ExemptionRequestForm
            familyId={familyId}
            target={target(dialog.check)}
            check={dialog.check}
            onDone={close}
          />
        )}
        {dialog?.kind === 'decide' && (
          <ExemptionDecisionForm
            familyId={familyId}
            target={target(dialog.check)}
            check={dialog.check}
            onDone={close}
          />
        )}
      </Modal>
    </Paper>
  );
}
