import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import type { Gate } from '@shared/decisions/decisions.schema';
import { GATE_LABELS } from '../utils/decision-labels';

/** What stands between the family and an approval: each gate met or open, with what the server says of it. */
export function GateList({ gates }: { gates: readonly Gate[] }) {
  const open = gates.filter((gate) => gate.open).length;
  return (
    <Stack gap="sm" component="section" aria-labelledby="gates-title">
      <Stack gap={2}>
        <Title order={2} fz="h4" id="gates-title">
          Gates
        </Title>
        <Text size="sm" c="dimmed">
          {open === 0
            ? 'Every gate is met: the family can be approved.'
            : `${open === 1 ? 'One gate is' : `${open} gates are`} still open: the family cannot be approved until every gate is met.`}
        </Text>
      </Stack>
      <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label="Gates">
        {gates.map((gate) => (
          <Paper component="li" key={gate.key} withBorder radius="md" p="sm">
            <Group gap="sm" wrap="nowrap" align="flex-start">
              {gate.open ? (
                <IconAlertTriangle size={20} color="var(--mantine-color-orange-7)" aria-hidden />
              ) : (
                <IconCircleCheck size={20} color="var(--mantine-color-teal-7)" aria-hidden />
              )}
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group gap="xs" justify="space-between">
                  <Text size="sm" fw={600}>
                    {GATE_LABELS[gate.key]}
                  </Text>
                  <Badge color={gate.open ? 'orange' : 'teal'} variant="light">
                    {gate.open ? 'Open' : 'Met'}
                  </Badge>
                </Group>
                {gate.detail && (
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {gate.detail}
                  </Text>
                )}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
