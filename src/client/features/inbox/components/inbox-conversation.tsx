import { useEffect, useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  Modal,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { LANGUAGE_NATIVE_NAMES } from '@shared/i18n/languages';
import { MESSAGE_MAX } from '@shared/conversations/conversations.limits';
import type { InboxConversation } from '@shared/conversations/conversations.schema';
import { errorMessage } from '@client/lib/api-client';
import { formatDateTime } from '@client/lib/format';
import { useConversationActions, useInboxConversation, useStaffOptions } from '../api/inbox-api';
import { WaitingTime } from './waiting-time';

const AUTHOR: Record<string, string> = { user: 'Family', assistant: 'Assistant', system: 'Haven' };

/** The subject, else what the conversation is: an escalated assistant chat (and why), or a family's message. */
function titleOf(item: InboxConversation['conversation']): string {
  if (item.subject) return item.subject;
  if (item.channel === 'caseworker') return 'Message from the family (no subject)';
  const reason = item.escalationReason ? ` · ${item.escalationReason.replaceAll('_', ' ')}` : '';
  return `Assistant chat${reason}`;
}

function Transcript({ data }: { data: InboxConversation }) {
  const messages = [...data.messages].reverse();
  return (
    <Stack gap="xs" aria-label="Transcript">
      {messages.map((message) => (
        <Paper
          key={message.id}
          p="xs"
          radius="sm"
          withBorder
          bg={message.type === 'staff' ? 'teal.0' : message.type === 'user' ? 'blue.0' : undefined}
        >
          <Text size="xs" c="dimmed">
            {message.type === 'staff' ? (message.authorName ?? 'Staff') : AUTHOR[message.type]} ·{' '}
            {formatDateTime(message.timestamp)}
            {message.type === 'assistant' && message.confidence !== null
              ? ` · ${Math.round(message.confidence * 100)}% · ${message.intent ?? 'not understood'}`
              : ''}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {message.content}
          </Text>
        </Paper>
      ))}
    </Stack>
  );
}

function Reassign({ sessionId, current }: { sessionId: string; current: string | null }) {
  const [search, setSearch] = useState('');
  const options = useStaffOptions(search);
  const { reassign } = useConversationActions(sessionId);
  return (
    <Select
      label="Assigned to"
      placeholder="Choose a staff member"
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      value={current}
      data={(options.data ?? []).map((o) => ({ value: o.userId, label: o.name }))}
      onChange={(userId) => userId && reassign.mutate(userId)}
      error={reassign.isError ? errorMessage(reassign.error) : undefined}
      w={260}
    />
  );
}

/** One Inbox conversation: the family, language, waiting time, transcript, reply, reassign and resolve. */
export function InboxConversationPanel({ sessionId }: { sessionId: string }) {
  const conversation = useInboxConversation(sessionId);
  const { reply, markRead, resolve } = useConversationActions(sessionId);
  const [text, setText] = useState('');
  const [confirming, setConfirming] = useState(false);
  const unread = conversation.data?.conversation.unread ?? 0;
  const { mutate: read } = markRead;
  useEffect(() => {
    if (unread > 0) read();
  }, [unread, read]);

  if (conversation.isPending) return <Loader size="sm" />;
  if (!conversation.data) return <Alert color="red">This conversation could not be loaded.</Alert>;
  const item = conversation.data.conversation;
  const send = () => reply.mutate(text, { onSuccess: () => setText('') });
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start">
        <div>
          <Title order={2} size="h4">
            {item.familyName}{' '}
            <Text span c="dimmed" size="sm">
              ({item.caseNumber})
            </Text>
          </Title>
          <Text size="sm" c="dimmed">
            {titleOf(item)} · {LANGUAGE_NATIVE_NAMES[item.languageCode]}
          </Text>
        </div>
        <Group gap="xs">
          <Badge>{item.state}</Badge>
          <WaitingTime item={item} />
        </Group>
      </Group>
      <Group align="flex-end">
        <Reassign sessionId={sessionId} current={item.assignee?.id ?? null} />
        {item.state !== 'resolved' && (
          <Button variant="default" onClick={() => setConfirming(true)}>
            Resolve
          </Button>
        )}
      </Group>
      <Transcript data={conversation.data} />
      <Textarea
        label="Reply to the family"
        autosize
        minRows={2}
        maxLength={MESSAGE_MAX}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={reply.isError ? errorMessage(reply.error) : undefined}
      />
      <Button w="fit-content" onClick={send} disabled={!text.trim()} loading={reply.isPending}>
        Send reply
      </Button>
      <Modal opened={confirming} onClose={() => setConfirming(false)} title="Resolve this conversation?">
        <Text size="sm">The family will be asked to rate the conversation from 1 to 5.</Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={() => setConfirming(false)}>
            Cancel
          </Button>
          <Button
            loading={resolve.isPending}
            onClick={() => resolve.mutate(undefined, { onSuccess: () => setConfirming(false) })}
          >
            Resolve
          </Button>
        </Group>
      </Modal>
    </Stack>
  );
}
