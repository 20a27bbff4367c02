import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@client/lib/api-client';

interface QueryErrorProps {
  title: string;
  error: unknown;
  onRetry: () => void;
}

/** A failed query: the server's message and a way to try again. */
export function QueryError({ title, error, onRetry }: QueryErrorProps) {
  const { t } = useTranslation();
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{errorMessage(error)}</Text>
        <Button size="xs" color="red" onClick={onRetry}>
          {t('shell.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
