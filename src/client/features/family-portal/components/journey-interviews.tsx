import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryContent } from '@client/components/query-content';
import { formatDate } from '@client/lib/format';
import { useFamilyInterviews } from '../api/use-family-interviews';

/** The step of the home assessment, where the caseworker interviews the household (Demonstrate). */
export const INTERVIEWS_STEP = 7;

/** Step 7's interviews: when each was and who was there; what was said stays in the caseworker's record. */
export function JourneyInterviews() {
  const { t } = useTranslation('familyPortal');
  const interviews = useFamilyInterviews();
  return (
    <QueryContent
      query={interviews}
      errorTitle={t('interviews.loadError')}
      loadingLabel={t('interviews.title')}
      isEmpty={(rows) => rows.length === 0}
      empty={
        <Text size="sm" c="dimmed">
          {t('interviews.none')}
        </Text>
      }
    >
      {(rows) => (
        <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((row) => (
            <Stack key={row.id} component="li" gap={0}>
              <Text size="sm" fw={600}>
                {t('interviews.withMember', { date: formatDate(row.interviewDate), name: row.memberName })}
              </Text>
              <Text size="sm" c="dimmed">
                {t('interviews.present', { names: row.presentNames.join(', ') })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </QueryContent>
  );
}
