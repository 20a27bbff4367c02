import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { QueryContent } from '@client/components/query-content';
import { useFamilyDashboard } from '../api/family-portal-queries';
import { TileCard, TileSkeleton } from './tile-card';

/** FileSubmissionNote: documents can also be sent by e-mail to the agency's intake mailbox. */
export function FileSubmissionNoteTile() {
  const { t } = useTranslation('familyPortal');
  const dashboard = useFamilyDashboard();
  return (
    <TileCard title={t('fileNote.title')}>
      <QueryContent
        query={dashboard}
        errorTitle={t('fileNote.loadError')}
        loading={<TileSkeleton lines={2} />}
      >
        {({ intakeEmail, family }) => (
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon size={40} radius="md" variant="light" aria-hidden>
              <IconMail size={22} />
            </ThemeIcon>
            <Stack gap={4} miw={0}>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                <Trans
                  t={t}
                  i18nKey="fileNote.sendTo"
                  values={{ email: intakeEmail }}
                  components={{
                    email: (
                      <Anchor
                        href={`mailto:${intakeEmail}?subject=${encodeURIComponent(family.caseNumber)}`}
                        fw={600}
                      />
                    ),
                  }}
                />
              </Text>
              <Text size="sm" c="dimmed">
                <Trans
                  t={t}
                  i18nKey="fileNote.caseNumberHint"
                  values={{ caseNumber: family.caseNumber }}
                  components={{ strong: <strong /> }}
                />
              </Text>
            </Stack>
          </Group>
        )}
      </QueryContent>
    </TileCard>
  );
}
