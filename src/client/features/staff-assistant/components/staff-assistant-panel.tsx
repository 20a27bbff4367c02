import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import {
  ActionIcon,
  Box,
  CloseButton,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { STAFF_ASSISTANT_FAILURE, STAFF_QUESTION_MAX } from '@shared/staff-assistant/staff-assistant.schema';
import { useAskStaffAssistant, useStaffAssistantSession } from '../api/use-staff-assistant';
import { AssistantMessage, type ShownMessage } from './assistant-message';

const failure: ShownMessage = {
  role: 'assistant',
  content: STAFF_ASSISTANT_FAILURE,
  links: [],
  confidence: null,
  intent: null,
  model: null,
};

const asked = (content: string): ShownMessage => ({ ...failure, role: 'user', content });

/**
 * The staff AI assistant: the open session's messages, the question being answered with a typing
 * indicator, and the input (Enter sends, Shift+Enter starts a new line). Links close the panel on the way
 * when `closeOnNavigate` (the panel covers the page on small screens).
 */
export function StaffAssistantPanel({
  onClose,
  closeOnNavigate,
}: {
  onClose: () => void;
  closeOnNavigate: boolean;
}) {
  const session = useStaffAssistantSession();
  const ask = useAskStaffAssistant();
  const [text, setText] = useState('');
  const [failed, setFailed] = useState<string | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const messages = session.data?.messages ?? [];
  const pending = ask.isPending ? ask.variables.question : null;

  useEffect(() => {
    input.current?.focus();
  }, []);
  // A block, not an expression: Chromium's scrollIntoView returns a promise, which React would call on cleanup.
  useEffect(() => {
    end.current?.scrollIntoView({ block: 'end' });
  }, [messages.length, pending, failed]);

  function send() {
    const question = text.trim();
    if (!question || ask.isPending) return;
    setFailed(null);
    setText('');
    ask.mutate({ question }, { onError: () => setFailed(question) });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  }

  const onNavigate = closeOnNavigate ? onClose : () => undefined;
  return (
    <Stack h="100%" p="md" gap="sm">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="h4">
          AI Assistant
        </Title>
        <CloseButton aria-label="Close AI assistant" onClick={onClose} />
      </Group>
      <Box
        flex={1}
        mih={0}
        style={{ overflowY: 'auto' }}
        role="log"
        aria-label="Conversation"
        aria-busy={ask.isPending}
      >
        <Stack gap="sm" pb="xs">
          {messages.length === 0 && !pending && !failed && (
            <Text size="sm" c="dimmed">
              {session.isPending
                ? 'Loading conversation…'
                : 'Ask the assistant about families, documents and training, for example "How many documents are waiting for review?"'}
            </Text>
          )}
          {messages.map((message) => (
            <AssistantMessage key={message.id} message={message} onNavigate={onNavigate} />
          ))}
          {pending && <AssistantMessage message={asked(pending)} onNavigate={onNavigate} />}
          {pending && (
            <Group gap="xs" aria-live="polite">
              <Loader type="dots" size="sm" aria-hidden />
              <VisuallyHidden>The assistant is typing</VisuallyHidden>
            </Group>
          )}
          {failed && (
            <>
              <AssistantMessage message={asked(failed)} onNavigate={onNavigate} />
              <Box role="alert">
                <AssistantMessage message={failure} onNavigate={onNavigate} />
              </Box>
            </>
          )}
          <div ref={end} />
        </Stack>
      </Box>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <Textarea
          ref={input}
          flex={1}
          aria-label="Message the AI assistant"
          placeholder="Type your question"
          autosize
          minRows={1}
          maxRows={4}
          maxLength={STAFF_QUESTION_MAX}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={onKeyDown}
        />
        <ActionIcon
          size="input-sm"
          aria-label="Send"
          disabled={text.trim() === '' || ask.isPending}
          onClick={send}
        >
          <IconSend size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Stack>
  );
}
