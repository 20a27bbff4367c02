import { Alert, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@client/lib/api-client';

/**
 * A link that does not work, whatever the reason (used, expired, replaced, locked, made up): the same page, no
 * data, and what to do next.
 */
export function InvalidLinkNotice() {
  const { t } = useTranslation('signing');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start">
        <ThemeIcon color="red" variant="light" size={44} radius="xl" aria-hidden>
          <IconAlertCircle size={26} />
        </ThemeIcon>
        <Title order={1} size="h2">
          {t('link.invalidTitle')}
        </Title>
        <Text>{t('link.invalidBody')}</Text>
        <Text c="dimmed" size="sm">
          {t('link.invalidHelp')}
        </Text>
      </Stack>
    </Paper>
  );
}

/** The link could not be read for another reason (offline, server trouble): try again. */
export function LinkLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation('signing');
  return (
    <Stack gap="sm">
      <Title order={1} size="h2">
        {t('link.errorTitle')}
      </Title>
      <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
        {errorMessage(error)}
      </Alert>
      <Button variant="default" onClick={onRetry} w="fit-content">
        {t('link.retry')}
      </Button>
    </Stack>
  );
}

/** After the signature or the decline: the link is used up, nothing more to do here. */
export function LinkDone({ result }: { result: 'signed' | 'declined' }) {
  const { t } = useTranslation('signing');
  const signed = result === 'signed';
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="sm" align="flex-start" role="status">
        <ThemeIcon color={signed ? 'green' : 'gray'} variant="light" size={44} radius="xl" aria-hidden>
          {signed ? <IconCircleCheck size={26} /> : <IconCircleX size={26} />}
        </ThemeIcon>
        <Title order={1} size="h2">
          {signed ? t('link.signedTitle') : t('link.declinedTitle')}
        </Title>
        <Text>{signed ? t('link.signedBody') : t('link.declinedBody')}</Text>
        <Text c="dimmed" size="sm">
          {t('link.closePage')}
        </Text>
      </Stack>
    </Paper>
  );
}
