import { Group, Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FamilyDetail } from '@shared/families/families.schema';
import { LANGUAGE_LABELS } from '@shared/i18n/languages';
import { formatDate, formatDateTime, formatDays } from '@client/lib/format';
import { Fact } from '@client/components/fact';
import { StatusBadge } from '@client/components/status-badge';
import { stepLabel } from '../utils/family-labels';

function portalAccess(accounts: FamilyDetail['portalAccounts']): string {
  if (accounts.length === 0) return 'Not invited';
  return accounts.map((a) => `${a.email} (${a.status === 'active' ? 'active' : 'invited'})`).join(', ');
}

/** Name, case number, status, 'Step N of 8 · StepName', progress and the family's key facts. */
export function FamilyHeader({ detail }: { detail: FamilyDetail }) {
  const { family } = detail;
  const position = family.status === 'approved' ? 'Approved' : stepLabel(family.currentStep, family.stepName);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs">
          <div>
            <Title order={1}>{family.familyName}</Title>
            <Text c="dimmed" size="sm">
              Case {family.caseNumber} · {family.applicantType}
            </Text>
          </div>
          <StatusBadge kind="family" status={family.status} />
        </Group>
        <div>
          <Group justify="space-between" gap="xs" mb={4}>
            <Text fw={600}>{position}</Text>
            <Text size="sm" c="dimmed">
              {family.progressPercentage}% complete
            </Text>
          </Group>
          <Progress value={family.progressPercentage} size="lg" aria-label="Approval progress" />
        </div>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Fact label="Primary contact" value={family.primaryContactName} />
          <Fact label="Email" value={family.primaryContactEmail ?? 'Not given'} />
          <Fact label="Preferred language" value={LANGUAGE_LABELS[family.preferredLanguage]} />
          <Fact label="Last login" value={formatDateTime(family.lastLogin)} />
          <Fact
            label="Started"
            value={`${formatDate(family.startDate)} (${formatDays(family.daysInProcess)} ago)`}
          />
          <Fact
            label="Estimated completion"
            value={family.estimatedCompletion ? formatDate(family.estimatedCompletion) : 'Not set'}
          />
          <Fact label="Time zone" value={family.timezone} />
          <Fact label="Family portal" value={portalAccess(detail.portalAccounts)} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
