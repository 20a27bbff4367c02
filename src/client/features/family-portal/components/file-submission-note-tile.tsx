import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { QueryContent } from '@client/components/query-content';
import { useFamilyDashboard } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** FileSubmissionNote: documents can also be sent by e-mail to the agency's intake mailbox. */
export function FileSubmissionNoteTile() {
  const dashboard = useFamilyDashboard();
  return (
    <TileCard title="Prefer to send documents by e-mail?">
      <QueryContent
        query={dashboard}
        errorTitle="Unable to load the intake address"
        loading={<TileSkeleton lines={2} />}
      >
        {({ intakeEmail, family }) => (
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <IconMail size={22} />
            </ThemeIcon>
            <Stack gap={4}>
              <Text size="sm">
                Send your documents to{' '}
                <Anchor
                  href={`mailto:${intakeEmail}?subject=${encodeURIComponent(family.caseNumber)}`}
                  fw={600}
                >
                  {intakeEmail}
                </Anchor>{' '}
                and we will add them to your file.
              </Text>
              <Text size="sm" c="dimmed">
                Include your case number in the subject line: <strong>{family.caseNumber}</strong>
              </Text>
            </Stack>
          </Group>
        )}
      </QueryContent>
    </TileCard>
  );
}
