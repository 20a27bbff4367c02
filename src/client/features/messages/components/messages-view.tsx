import { lazy, Suspense, useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Box,
  Button,
  Group,
  Loader,
  Paper,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPencilPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Thread } from '@shared/conversations/conversations.schema';
import { MESSAGE_MAX } from '@shared/conversations/conversations.limits';
import { PHONE_QUERY } from '@client/components/media-queries';
import { formatDateTime } from '@client/lib/format';
import { useLiveMessages, useThread, useThreadActions, useThreads } from '../api/messages-api';
import type { NewMessageRequest } from './new-message-dialog';

// The composer (a Modal, the form and its checks) loads when it is first opened.
const NewMessageDialog = lazy(async () => ({
  default: (await import('./new-message-dialog')).NewMessageDialog,
}));

/** A thread's title: its subject, else what it is (an assistant chat, or a message without a subject). */
function useThreadTitle() {
  const { t } = useTranslation('messages');
  return (thread: Thread) =>
    thread.subject ?? (thread.channel === 'ai_chatbot' ? t('assistantChat') : t('untitled'));
}

function ThreadItem({
  thread,
  selected,
  onSelect,
}: {
  thread: Thread;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t } = useTranslation('messages');
  const title = useThreadTitle();
  return (
    <UnstyledButton onClick={onSelect} aria-current={selected ? 'true' : undefined}>
      <Paper withBorder p="sm" radius="md" bg={selected ? 'blue.0' : undefined}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} size="sm" lineClamp={1}>
            {title(thread)}
          </Text>
          {thread.unread > 0 && (
            <Badge color="red" size="sm">
              {t('unread', { count: thread.unread })}
            </Badge>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {thread.caseworkerName ?? t('compose.agencyTeam')} · {t(`states.${thread.inboxState}`)} ·{' '}
          {formatDateTime(thread.lastMessageAt)}
        </Text>
        {thread.lastMessage && (
          <Text size="sm" lineClamp={2}>
            {thread.lastMessage}
          </Text>
        )}
      </Paper>
    </UnstyledButton>
  );
}

function ThreadView({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation('messages');
  const title = useThreadTitle();
  const thread = useThread(sessionId);
  const { markRead, reply } = useThreadActions(sessionId);
  const [text, setText] = useState('');
  const unread = thread.data?.thread.unread ?? 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread > 0) read();
  }, [unread, read]);
  if (thread.isPending) return <Loader size="sm" />;
  if (!thread.data) return <Alert color="red">{t('error')}</Alert>;
  const messages = [...thread.data.messages].reverse();
  const send = () => {
    if (!text.trim()) return;
    reply.mutate(text, { onSuccess: () => setText('') });
  };
  return (
    <Stack gap="sm">
      <Box>
        <Title order={2} size="h4">
          {title(thread.data.thread)}
        </Title>
        <Text size="sm" c="dimmed">
          {t('with', { name: thread.data.thread.caseworkerName ?? t('compose.agencyTeam') })}
        </Text>
      </Box>
      {messages.map((message) => (
        <Paper key={message.id} p="sm" radius="md" bg={message.type === 'user' ? 'blue.0' : 'gray.0'}>
          <Text size="xs" c="dimmed">
            {message.type === 'user'
              ? t('you')
              : message.type === 'staff'
                ? (message.authorName ?? t('caseworker'))
                : t('haven')}{' '}
            · {formatDateTime(message.timestamp)}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Text>
        </Paper>
      ))}
      <Textarea
        label={t('replyLabel')}
        autosize
        minRows={2}
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
      />
      <Button w="fit-content" onClick={send} disabled={!text.trim()} loading={reply.isPending}>
        {t('send')}
      </Button>
    </Stack>
  );
}

/** Messages (issue 16): the family's threads with caseworkers, read and answered here; live. */
export function MessagesView() {
  const { t } = useTranslation('messages');
  useLiveMessages();
  const threads = useThreads();
  const phone = useMediaQuery(PHONE_QUERY);
  const [selected, setSelected] = useState<string | null>(null);
  const [composing, setComposing] = useState<NewMessageRequest | null>(null);
  const [composerLoaded, setComposerLoaded] = useState(false);
  const list = threads.data?.threads ?? [];
  const current = selected ?? (phone ? null : (list[0]?.id ?? null));
  const compose = () => {
    setComposerLoaded(true);
    setComposing({ topic: 'message' });
  };
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Box>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('intro')}</Text>
        </Box>
        <Button leftSection={<IconPencilPlus size={18} aria-hidden />} onClick={compose}>
          {t('newMessage')}
        </Button>
      </Group>
      {composerLoaded && (
        <Suspense>
          <NewMessageDialog
            request={composing}
            onClose={() => setComposing(null)}
            onSent={(result) => setSelected(result.id)}
          />
        </Suspense>
      )}
      {threads.isPending && <Text>{t('loading')}</Text>}
      {threads.isError && <Alert color="red">{t('error')}</Alert>}
      {threads.data && list.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
      {list.length > 0 && (
        <Group align="flex-start" gap="md" wrap={phone ? 'wrap' : 'nowrap'}>
          {(!phone || current === null) && (
            <Stack gap="xs" w={phone ? '100%' : 320} style={{ flexShrink: 0 }}>
              {list.map((thread) => (
                <ThreadItem
                  key={thread.id}
                  thread={thread}
                  selected={thread.id === current}
                  onSelect={() => setSelected(thread.id)}
                />
              ))}
            </Stack>
          )}
          {current !== null && (
            <Box flex={1} w="100%">
              {phone && (
                <Button variant="subtle" mb="xs" onClick={() => setSelected(null)}>
                  {t('back')}
                </Button>
              )}
              <ThreadView sessionId={current} />
            </Box>
          )}
          {!phone && current === null && <Text c="dimmed">{t('choose')}</Text>}
        </Group>
      )}
    </Stack>
  );
}
