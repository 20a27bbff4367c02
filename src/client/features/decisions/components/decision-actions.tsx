import { useState } from 'react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { DECISION_KINDS, type DecisionKind } from '@shared/decisions/decision-rules';
import type { DecisionFile } from '@shared/decisions/decisions.schema';
import { StatusBadge } from '@client/components/status-badge';
import { DECISION_WORDS } from '../utils/decision-labels';
import { DecideModal } from './decide-modal';

/** The decisions the family's status allows now (approve_families), each confirmed in a dialog. */
export function DecisionActions({ familyId, file }: { familyId: string; file: DecisionFile }) {
  const [kind, setKind] = useState<DecisionKind | null>(null);
  const allowed = DECISION_KINDS.filter((option) => file.allowed.includes(option));
  return (
    <Stack gap="sm" component="section" aria-labelledby="decide-title">
      <Group justify="space-between" gap="xs">
        <Title order={2} fz="h4" id="decide-title">
          Decide
        </Title>
        <StatusBadge kind="family" status={file.familyStatus} size="md" />
      </Group>
      {allowed.length === 0 ? (
        <Text size="sm" c="dimmed">
          The family&apos;s file is closed: no decision can follow.
        </Text>
      ) : (
        <Group gap="xs">
          {allowed.map((option) => (
            <Button
              key={option}
              variant={option === 'approve' ? 'filled' : 'default'}
              color={option === 'approve' ? 'teal' : undefined}
              onClick={() => setKind(option)}
            >
              {DECISION_WORDS[option].action}
            </Button>
          ))}
        </Group>
      )}
      <DecideModal familyId={familyId} kind={kind} file={file} onDone={() => setKind(null)} />
    </Stack>
  );
}
