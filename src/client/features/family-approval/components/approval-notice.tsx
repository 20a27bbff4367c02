import { Anchor, Box, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PATHS } from '@shared/paths';
import { formatDate } from '@client/lib/format';
import { hearingStillOpen, localToday, reasonText } from '../utils/approval-display';
import type { ApprovalDecision } from '../utils/approval-view';
import { IssuedDocumentButton } from './issued-document-button';

/** The appeal rights of a denial or a rescission: until when, and how to ask for a hearing. */
function HearingRights({ appealDeadline }: { appealDeadline: string | null }) {
  const { t } = useTranslation('familyApproval');
  return (
    <Stack gap={6}>
      <Title order={3} fz="h5">
        {t('notice.hearingTitle')}
      </Title>
      {appealDeadline && (
        <Text size="sm" fw={600}>
          {hearingStillOpen(appealDeadline, localToday())
            ? t('notice.hearingUntil', { date: formatDate(appealDeadline) })
            : t('notice.hearingEnded', { date: formatDate(appealDeadline) })}
        </Text>
      )}
      <Text size="sm">{t('notice.hearingHow')}</Text>
      <Anchor component={Link} to={PATHS.familyMessages} size="sm" w="fit-content">
        {t('notice.writeCaseworker')}
      </Anchor>
    </Stack>
  );
}

/**
 * A denial or a rescission in the words of its Notice of Action: the decision and its date, the reasons (the
 * agency's seeded ones in the family's language), the explanation as staff wrote it, the appeal rights and the
 * notice itself.
 */
export function ApprovalNotice({ decision }: { decision: ApprovalDecision }) {
  const { t } = useTranslation('familyApproval');
  return (
    <Stack gap="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="md" variant="light" color="red" aria-hidden>
          <IconAlertTriangle size={24} />
        </ThemeIcon>
        <Stack gap={2} miw={0}>
          <Text fw={700} size="lg">
            {decision.kind === 'rescind' ? t('notice.rescind') : t('notice.deny')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('notice.date', { date: formatDate(decision.effectiveDate) })}
          </Text>
        </Stack>
      </Group>
      {decision.reasons.length > 0 && (
        <Stack gap={6}>
          <Title order={3} fz="h5">
            {t('notice.reasons')}
          </Title>
          <Box component="ul" m={0} pl="lg">
            {decision.reasons.map((reason) => (
              <Text component="li" key={reason.key} size="sm" mb={4} style={{ overflowWrap: 'anywhere' }}>
                {reasonText(t, reason)}
              </Text>
            ))}
          </Box>
        </Stack>
      )}
      {decision.text.trim() && (
        <Stack gap={6}>
          <Title order={3} fz="h5">
            {t('notice.explanation')}
          </Title>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {decision.text}
          </Text>
        </Stack>
      )}
      <HearingRights appealDeadline={decision.appealDeadline} />
      {decision.document && (
        <IssuedDocumentButton document={decision.document} label={t('notice.download')} />
      )}
    </Stack>
  );
}
