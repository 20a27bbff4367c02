import { Badge, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FamilyCheckStatus } from '@shared/background-checks/background-check-rules';
import { QueryContent } from '@client/components/query-content';
import { knownValue } from '@client/lib/i18n/known-text';
import { useFamilyBackgroundChecks } from '../api/family-portal-queries';

/** The step that holds the fingerprinting and the checks (Determine). */
export const CHECKS_STEP = 3;

const COLORS: Record<FamilyCheckStatus, string> = {
  not_started: 'gray',
  submitted: 'blue',
  in_process: 'yellow',
  complete: 'teal',
};

/** Step 3's checks, per adult: where each is (never a result: the agency tells the family what it decides). */
export function JourneyChecks() {
  const { t, i18n } = useTranslation('familyPortal');
  const checks = useFamilyBackgroundChecks();
  const typeName = (english: string) => knownValue(i18n, 'journey.checks.types', english);
  return (
    <QueryContent
      query={checks}
      errorTitle={t('journey.checks.loadError')}
      loadingLabel={t('journey.checks.title')}
    >
      {({ adults }) =>
        adults.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('journey.checks.none')}
          </Text>
        ) : (
          <Stack gap="sm">
            {adults.map((adult) => (
              <Stack key={adult.name} gap={4}>
                <Text size="sm" fw={600}>
                  {adult.name}
                </Text>
                {adult.checks.map((check) => (
                  <Group key={check.typeName} justify="space-between" gap="xs" wrap="nowrap">
                    <Text size="sm">{typeName(check.typeName)}</Text>
                    <Badge color={COLORS[check.status]} variant="light" style={{ flexShrink: 0 }}>
                      {t(`journey.checks.status.${check.status}`)}
                    </Badge>
                  </Group>
                ))}
              </Stack>
            ))}
          </Stack>
        )
      }
    </QueryContent>
  );
}
