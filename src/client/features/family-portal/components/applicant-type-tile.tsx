import { Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCertificate } from '@tabler/icons-react';
import { QueryContent } from '@client/components/query-content';
import { useFamilyDashboard } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** ApplicantType: the family's license type and its required training hours. */
export function ApplicantTypeTile() {
  const dashboard = useFamilyDashboard();
  return (
    <TileCard title="Applicant Type">
      <QueryContent
        query={dashboard}
        errorTitle="Unable to load the applicant type"
        loading={<TileSkeleton lines={2} />}
      >
        {({ family }) => (
          <Group gap="md" wrap="nowrap">
            <ThemeIcon size={48} radius="md" variant="light" aria-hidden>
              <IconCertificate size={28} />
            </ThemeIcon>
            <Stack gap={2}>
              <Text fw={700} fz="lg">
                {family.applicantType}
              </Text>
              <Text size="sm" c="dimmed">
                {family.requiredTrainingHours} required training hours
              </Text>
            </Stack>
          </Group>
        )}
      </QueryContent>
    </TileCard>
  );
}
