import { useState } from 'react';
import {
  ActionIcon,
  Badge,
  Button,
  Group,
  NumberInput,
  Stack,
  Switch,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { APPEAL_DAYS_MAX, REASON_LABEL_MAX } from '@shared/decisions/decision-rules';
import type { DecisionRules, ReasonOption } from '@shared/decisions/decisions.schema';
import { DataTable, type DataColumn } from '@client/components/data-table';
import { useSaveDecisionRules } from '../api/use-decision-rules';
import { reasonKey } from '../utils/reason-key';
import { useReportUnsaved } from './unsaved-changes';

/** The server keeps at most this many reasons (UpdateDecisionRulesBodySchema). */
const REASONS_MAX = 40;

/** A reason on the list; one added here and not saved yet can still be taken off. */
type ReasonRow = ReasonOption & { added?: boolean };

const wholeDays = (value: number | string) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= APPEAL_DAYS_MAX
    ? value
    : null;

const daysError = (value: number | string) =>
  wholeDays(value) === null ? `Enter a number of days from 1 to ${APPEAL_DAYS_MAX}` : null;

function NewReason({ rows, onAdd }: { rows: readonly ReasonRow[]; onAdd: (row: ReasonRow) => void }) {
  const [label, setLabel] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  function add() {
    const words = label.trim();
    const key = reasonKey(words);
    if (key === null) return setProblem('Use at least two letters or digits in the reason');
    if (rows.some((row) => row.key === key)) return setProblem('This reason is on the list already');
    onAdd({ key, label: words, seeded: false, active: true, added: true });
    setLabel('');
    setProblem(null);
  }

  return (
    <Group align="flex-start" gap="sm">
      <TextInput
        label="New reason"
        description={reasonKey(label) ? `Saved as ${reasonKey(label)}` : 'As the family will read it'}
        value={label}
        maxLength={REASON_LABEL_MAX}
        error={problem}
        onChange={(event) => setLabel(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            add();
          }
        }}
        style={{ flex: '1 1 240px' }}
        maw={420}
      />
      <Button variant="light" mt={24} onClick={add} disabled={!label.trim() || rows.length >= REASONS_MAX}>
        Add reason
      </Button>
    </Group>
  );
}

/**
 * The Decisions part of System Configuration: how many calendar days a family has to appeal a denial or a
 * rescission, and the reasons a decision gives. Seeded reasons are switched off rather than removed (past
 * decisions keep their words either way). The caller keys it by the saved rules, so a save starts it afresh.
 */
export function DecisionRulesEditor({ saved }: { saved: DecisionRules }) {
  const save = useSaveDecisionRules();
  const [deny, setDeny] = useState<number | string>(saved.appealDays.deny);
  const [rescind, setRescind] = useState<number | string>(saved.appealDays.rescind);
  const [rows, setRows] = useState<ReasonRow[]>(saved.reasons);
  const dirty =
    deny !== saved.appealDays.deny ||
    rescind !== saved.appealDays.rescind ||
    JSON.stringify(rows.map(({ key, active }) => [key, active])) !==
      JSON.stringify(saved.reasons.map(({ key, active }) => [key, active]));
  useReportUnsaved('decision-rules', dirty);
  const denyDays = wholeDays(deny);
  const rescindDays = wholeDays(rescind);
  const noneActive = rows.every((row) => !row.active);

  const setActive = (key: string, active: boolean) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, active } : row)));

  const columns: DataColumn<ReasonRow>[] = [
    {
      key: 'label',
      label: 'Reason',
      render: (row) => (
        <Text size="sm" fw={500}>
          {row.label}
        </Text>
      ),
    },
    {
      key: 'key',
      label: 'Key',
      wide: true,
      render: (row) => <code style={{ overflowWrap: 'anywhere' }}>{row.key}</code>,
    },
    {
      key: 'origin',
      label: 'Origin',
      render: (row) =>
        row.seeded ? (
          <Badge variant="light" color="gray">
            Seeded
          </Badge>
        ) : (
          <Badge variant="light" color="blue">
            {row.added ? 'Not saved yet' : 'Added'}
          </Badge>
        ),
    },
    {
      key: 'active',
      label: 'Active',
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Switch
            aria-label={`${row.label} active`}
            checked={row.active}
            onChange={(event) => setActive(row.key, event.currentTarget.checked)}
          />
          {row.added && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={() => setRows((current) => current.filter((other) => other.key !== row.key))}
              aria-label={`Take ${row.label} off the list`}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        A Notice of Action tells the family until when it may ask for a hearing: the decision&apos;s date plus
        these calendar days.
      </Text>
      <Group gap="md" align="flex-start">
        <NumberInput
          label="Days to appeal a denial"
          min={1}
          max={APPEAL_DAYS_MAX}
          allowDecimal={false}
          value={deny}
          onChange={setDeny}
          error={daysError(deny)}
          w={220}
        />
        <NumberInput
          label="Days to appeal a rescission"
          min={1}
          max={APPEAL_DAYS_MAX}
          allowDecimal={false}
          value={rescind}
          onChange={setRescind}
          error={daysError(rescind)}
          w={220}
        />
      </Group>
      <Stack gap="xs">
        <Title order={3} fz="h5">
          Reasons
        </Title>
        <Text size="sm" c="dimmed">
          Staff choose from the active reasons when they deny, withdraw, put on hold or rescind. The seeded
          reasons read in the family&apos;s language; those you add read as you type them.
        </Text>
        <DataTable rows={rows} rowKey={(row) => row.key} columns={columns} minWidth={640} />
        <NewReason rows={rows} onAdd={(row) => setRows((current) => [...current, row])} />
        {noneActive && (
          <Text size="sm" c="red.8">
            Keep at least one reason active.
          </Text>
        )}
      </Stack>
      <Group>
        <Button
          disabled={!dirty || denyDays === null || rescindDays === null || noneActive}
          loading={save.isPending}
          onClick={() => {
            if (denyDays === null || rescindDays === null) return;
            save.mutate({
              appealDays: { deny: denyDays, rescind: rescindDays },
              reasons: rows.map(({ key, label, active }) => ({ key, label, active })),
            });
          }}
        >
          Save decision rules
        </Button>
      </Group>
    </Stack>
  );
}
