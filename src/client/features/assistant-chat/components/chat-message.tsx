import { Box, Button, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuickAction } from '@shared/assistant/assistant-intents';
import type { ChatMessage } from '@shared/conversations/conversations.schema';

interface ChatMessageViewProps {
  message: ChatMessage;
  onAction: (action: QuickAction) => void;
  onRate: (score: number) => Promise<void>;
  /** The session's current score, once rated. */
  rated: number | null;
}

/** Long document names wrap on a phone instead of being cut off. */
const WRAPPING_LABEL = { label: { whiteSpace: 'normal', textAlign: 'start', lineHeight: 1.35 } } as const;

/** The 1–5 stars asked for after escalation or resolution. */
function RatingRequest({ rated, onRate }: Pick<ChatMessageViewProps, 'rated' | 'onRate'>) {
  const { t } = useTranslation('assistantChat');
  const [score, setScore] = useState(rated ?? 0);
  return (
    <Stack gap={4}>
      <Rating value={score} onChange={(value) => setScore(value)} aria-label={t('rating.label')} />
      {score > 0 && score !== rated && (
        <Button size="compact-xs" variant="light" w="fit-content" onClick={() => void onRate(score)}>
          {t('panel.send')}
        </Button>
      )}
      {rated !== null && (
        <Text size="xs" c="dimmed">
          {t('rating.thanks')}
        </Text>
      )}
    </Stack>
  );
}

/** One message: the family's on the right; the assistant's with confidence, intent and model (spec 01 §2). */
export function ChatMessageView({ message, onAction, onRate, rated }: ChatMessageViewProps) {
  const { t } = useTranslation('assistantChat');
  const own = message.type === 'user';
  const author =
    message.type === 'staff'
      ? (message.authorName ?? t('message.caseworker'))
      : own
        ? t('message.you')
        : t('message.assistant');
  return (
    <Box style={{ alignSelf: own ? 'flex-end' : 'flex-start', maxWidth: '85%' }}>
      <Paper
        p="xs"
        radius="md"
        bg={own ? 'blue.8' : message.type === 'staff' ? 'teal.0' : 'gray.1'}
        c={own ? 'white' : undefined}
      >
        <Text size="xs" fw={600} c={own ? 'white' : 'dimmed'}>
          {author}
        </Text>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {message.content}
        </Text>
        {message.asksRating && <RatingRequest rated={rated} onRate={onRate} />}
      </Paper>
      {message.type === 'assistant' && message.confidence !== null && message.model && (
        <Text size="xs" c="dimmed" mt={2} data-testid="assistant-details">
          {t('message.details', {
            percent: Math.round(message.confidence * 100),
            intent: message.intent ? t(`intents.${message.intent}`) : t('message.noIntent'),
            model: message.model,
          })}
        </Text>
      )}
      {message.quickActions.length > 0 && (
        <Group gap={6} mt={6}>
          {message.quickActions.map((action) => (
            <Button
              key={`${action.kind}-${action.label}`}
              size="compact-xs"
              variant="light"
              h="auto"
              py={4}
              maw="100%"
              styles={WRAPPING_LABEL}
              onClick={() => onAction(action)}
            >
              {action.label}
            </Button>
          ))}
        </Group>
      )}
    </Box>
  );
}
