import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@client/components/query-content';
import { knownValue } from '@client/lib/i18n/known-text';
import { useFamilyDashboard } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** Common applicant types, translated; any other reads as staff wrote it. */
const APPLICANT_TYPES = 'applicantType.types';

/** ApplicantType: the family's license type and its required training hours. */
export function ApplicantTypeTile() {
  const { t, i18n } = useTranslation('familyPortal');
  const dashboard = useFamilyDashboard();
  const applicantType = (english: string) => knownValue(i18n, APPLICANT_TYPES, english);
  return (
    <TileCard title={t('applicantType.title')}>
      <QueryContent
        query={dashboard}
        errorTitle={t('applicantType.loadError')}
        loading={<TileSkeleton lines={2} />}
      >
        {({ family }) => (
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <IconCertificate size={28} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={700} fz="lg">
                {applicantType(family.applicantType)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('applicantType.trainingHours', { count: family.requiredTrainingHours })}
              </Text>
            </Stack>
          </Group>
        )}
      </QueryContent>
    </TileCard>
  );
}
