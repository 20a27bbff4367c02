import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import type { TrainingStatus } from '@shared/families/families.schema';
import { formatDateTime, formatHours } from '@client/lib/format';

/** Pre-approval training hours, the current module and the next session. */
export function TrainingSection({ training }: { training: TrainingStatus }) {
  const percent =
    training.requiredHours > 0
      ? Math.min(100, Math.round((training.completedHours / training.requiredHours) * 100))
      : 0;
  return (
    <Stack gap="md" maw={640}>
      <div>
        <Group justify="space-between" mb={4}>
          <Text fw={600}>
            {formatHours(training.completedHours)} of {formatHours(training.requiredHours)} completed
          </Text>
          <Text size="sm" c="dimmed">
            {percent}%
          </Text>
        </Group>
        <Progress value={percent} size="lg" aria-label="Training hours completed" />
      </div>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Current module
          </Text>
          <Text size="sm">{training.currentModule}</Text>
          <Progress value={training.moduleProgress} size="sm" mt={6} aria-label="Current module progress" />
          <Text size="xs" c="dimmed" mt={2}>
            {training.moduleProgress}% of the module
          </Text>
        </div>
        <div>
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Next session
          </Text>
          <Text size="sm">{formatDateTime(training.nextSessionDate, 'Not scheduled')}</Text>
        </div>
      </SimpleGrid>
    </Stack>
  );
}
