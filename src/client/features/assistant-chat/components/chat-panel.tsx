import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import {
  ActionIcon,
  Alert,
  Box,
  Button,
  Group,
  Paper,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Tooltip,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconArrowsMaximize,
  IconArrowsMinimize,
  IconHistory,
  IconMessageChatbot,
  IconSend,
  IconX,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuickAction } from '@shared/assistant/assistant-intents';
import { FAMILY_JOURNEY_ANCHOR, PATHS } from '@shared/paths';
import { PHONE_QUERY } from '@client/components/media-queries';
import { useAssistantChat } from '../hooks/use-assistant-chat';
import { ChatMessageView } from './chat-message';
import { HistoryOverlay } from './history-overlay';

/** Spec 01 §2: 450 × 600 px, full screen on a phone, maximised to the window's inner area. */
const PANEL = { width: 450, height: 600 };

/** Opens a checklist item's form (started the first time); resolves false when it cannot be opened online. */
export type OpenForm = (checklistItemId: string) => Promise<boolean>;

interface ActionTargets {
  onLeave: () => void;
  onOpenForm: OpenForm;
}

function useQuickActions(chat: ReturnType<typeof useAssistantChat>, { onLeave, onOpenForm }: ActionTargets) {
  const { t } = useTranslation('assistantChat');
  const navigate = useNavigate();
  const openForm = async (checklistItemId: string) => {
    if (await onOpenForm(checklistItemId)) onLeave();
    else notifications.show({ color: 'red', message: t('panel.formUnavailable') });
  };
  return (action: QuickAction) => {
    const go = (path: string) => {
      onLeave();
      void navigate(path);
    };
    switch (action.kind) {
      case 'open_scanner':
        return go(`${PATHS.familyDashboard}?upload=${action.documentId ?? action.requirementId ?? ''}`);
      case 'view_progress':
        return go(`${PATHS.familyDashboard}#${FAMILY_JOURNEY_ANCHOR}`);
      case 'talk_to_human':
        return chat.talkToHuman();
      case 'open_course':
        return go(PATHS.familyCoursePlayer.replace(':enrollmentId', action.enrollmentId));
      case 'open_form':
        return void openForm(action.formId);
      case 'suggest_intent':
        return chat.send(action.label);
    }
  };
}

function Composer({ onSend, disabled }: { onSend: (text: string) => void; disabled: boolean }) {
  const { t } = useTranslation('assistantChat');
  const [text, setText] = useState('');
  const blank = text.trim().length === 0;
  const submit = () => {
    if (blank || disabled) return;
    onSend(text);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Textarea
        flex={1}
        autosize
        minRows={1}
        maxRows={4}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        placeholder={t('panel.placeholder')}
        aria-label={t('panel.inputLabel')}
      />
      <ActionIcon size="lg" onClick={submit} disabled={blank || disabled} aria-label={t('panel.send')}>
        <IconSend size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/** The assistant chat panel (spec 01 §2): header, messages or the history overlay, and the composer. */
export function ChatPanel({ onClose, onOpenForm }: { onClose: () => void; onOpenForm: OpenForm }) {
  const { t } = useTranslation('assistantChat');
  const chat = useAssistantChat();
  const phone = useMediaQuery(PHONE_QUERY);
  const [maximized, setMaximized] = useState(false);
  const [showHistory, setShowHistory] = useState(false);
  const onAction = useQuickActions(chat, { onLeave: onClose, onOpenForm });
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Newer browsers return a promise from scrollIntoView: an effect must not return it.
    void end.current?.scrollIntoView({ block: 'end' });
  }, [chat.messages.length, chat.typing]);

  const full = phone || maximized;
  const position = full
    ? { inset: phone ? 0 : 16 }
    : { right: 24, bottom: 24, width: PANEL.width, height: PANEL.height, maxHeight: 'calc(100dvh - 48px)' };
  return (
    <Paper
      role="dialog"
      aria-label={t('panel.label')}
      shadow="xl"
      radius={phone ? 0 : 'md'}
      withBorder
      style={{ position: 'fixed', zIndex: 400, display: 'flex', flexDirection: 'column', ...position }}
    >
      <Group justify="space-between" p="sm" bg="blue.9" c="white" wrap="nowrap">
        <Group gap="xs" wrap="nowrap">
          <IconMessageChatbot size={22} aria-hidden />
          <Box>
            <Text fw={700} size="sm">
              {t('panel.title')}
            </Text>
            {chat.step && (
              <Text size="xs">{t('panel.step', { step: chat.step.number, name: chat.step.name })}</Text>
            )}
          </Box>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label={showHistory ? t('panel.backToChat') : t('panel.history')}>
            <ActionIcon
              variant="subtle"
              color="white"
              onClick={() => setShowHistory((v) => !v)}
              aria-label={showHistory ? t('panel.backToChat') : t('panel.history')}
              aria-pressed={showHistory}
            >
              <IconHistory size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {!phone && (
            <ActionIcon
              variant="subtle"
              color="white"
              onClick={() => setMaximized((v) => !v)}
              aria-label={maximized ? t('panel.restore') : t('panel.maximize')}
            >
              {maximized ? (
                <IconArrowsMinimize size={18} aria-hidden />
              ) : (
                <IconArrowsMaximize size={18} aria-hidden />
              )}
            </ActionIcon>
          )}
          <ActionIcon variant="subtle" color="white" onClick={onClose} aria-label={t('panel.close')}>
            <IconX size={18} aria-hidden />
          </ActionIcon>
        </Group>
      </Group>
      <ScrollArea flex={1} type="auto">
        {showHistory ? (
          <HistoryOverlay />
        ) : (
          <Stack gap="sm" p="sm" aria-live="polite">
            {chat.messages.map((message) => (
              <ChatMessageView
                key={message.id}
                message={message}
                onAction={onAction}
                onRate={chat.rate}
                rated={chat.session?.satisfactionScore ?? null}
              />
            ))}
            {chat.typing && (
              <Text size="xs" c="dimmed" role="status">
                {t('panel.typing')}
              </Text>
            )}
            {chat.failed && (
              <Alert color="red" variant="light" role="alert">
                {t('panel.error')}
              </Alert>
            )}
            <div ref={end} />
          </Stack>
        )}
      </ScrollArea>
      <Stack gap="xs" p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {chat.session?.escalated && (
          <Text size="xs" c="dimmed">
            {t('panel.ended')}
          </Text>
        )}
        <Composer onSend={chat.send} disabled={chat.typing} />
        {!chat.session?.sessionEnd && (
          <Button size="compact-sm" variant="default" onClick={chat.talkToHuman}>
            {t('panel.talkToHuman')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
