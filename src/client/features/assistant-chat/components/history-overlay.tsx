import { Group, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@client/lib/format';
import { useChatHistory, useChatStats } from '../api/chat-api';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="xs" radius="md">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={700}>{value}</Text>
    </Paper>
  );
}

/** The history overlay (spec 01 §2): sessions, messages, average satisfaction out of 5, escalation rate. */
export function HistoryOverlay() {
  const { t } = useTranslation('assistantChat');
  const stats = useChatStats();
  const history = useChatHistory();
  if (stats.isPending || history.isPending) {
    return (
      <Group p="md" gap="xs">
        <Loader size="xs" />
        <Text size="sm">{t('history.loading')}</Text>
      </Group>
    );
  }
  const messages = history.data?.messages ?? [];
  const figures = stats.data;
  return (
    <Stack p="sm" gap="sm">
      {figures && (
        <SimpleGrid cols={2} spacing="xs">
          <Figure label={t('history.sessions')} value={String(figures.sessions)} />
          <Figure label={t('history.messages')} value={String(figures.messages)} />
          <Figure
            label={t('history.satisfaction')}
            value={
              figures.averageSatisfaction === null
                ? t('history.noRatings')
                : t('history.satisfactionValue', { value: figures.averageSatisfaction })
            }
          />
          <Figure
            label={t('history.escalationRate')}
            value={t('history.escalationValue', { value: figures.escalationRate })}
          />
        </SimpleGrid>
      )}
      {messages.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('history.empty')}
        </Text>
      ) : (
        messages.map((message) => (
          <Paper key={message.id} withBorder p="xs" radius="sm">
            <Text size="xs" c="dimmed">
              {formatDateTime(message.timestamp)}
            </Text>
            <Text size="sm" lineClamp={3}>
              {message.content}
            </Text>
          </Paper>
        ))
      )}
    </Stack>
  );
}
