import { Anchor, Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { StaffAssistantMessage } from '@shared/staff-assistant/staff-assistant.schema';

/** A message as the panel shows it: a stored one, or the connection-trouble reply made on the screen. */
export type ShownMessage = Pick<
  StaffAssistantMessage,
  'role' | 'content' | 'links' | 'confidence' | 'intent' | 'model'
>;

/** "documents_waiting_review" as staff read it: "documents waiting review". */
const intentLabel = (intent: string) => intent.replaceAll('_', ' ');

/** What the answer rests on: spec 01 §2 "confidence percentage, detected intent and model". */
function AnswerFacts({ message }: { message: ShownMessage }) {
  if (message.confidence === null || message.intent === null) return null;
  return (
    <Text size="xs" c="gray.7">
      Confidence {Math.round(message.confidence * 100)}% · {intentLabel(message.intent)} · {message.model}
    </Text>
  );
}

/** One message of the staff assistant conversation; an answer carries its quick actions and links. */
export function AssistantMessage({ message, onNavigate }: { message: ShownMessage; onNavigate: () => void }) {
  const fromAsker = message.role === 'user';
  const quickActions = message.links.filter((l) => l.kind === 'quick_action');
  const links = message.links.filter((l) => l.kind === 'link');
  return (
    <Box maw="90%" ml={fromAsker ? 'auto' : 0}>
      <Text component="h3" size="xs" c="gray.7" mb={2} ta={fromAsker ? 'right' : 'left'}>
        {fromAsker ? 'You' : 'Assistant'}
      </Text>
      <Paper p="xs" radius="md" bg={fromAsker ? 'blue.0' : 'gray.0'} withBorder={!fromAsker}>
        <Stack gap={6}>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {message.content}
          </Text>
          {links.length > 0 && (
            <Stack gap={2}>
              {links.map((link) => (
                <Anchor key={link.path} component={Link} to={link.path} size="sm" onClick={onNavigate}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          )}
          {quickActions.length > 0 && (
            <Group gap={6}>
              {quickActions.map((action) => (
                <Button
                  key={action.label}
                  component={Link}
                  to={action.path}
                  size="compact-sm"
                  variant="light"
                  onClick={onNavigate}
                >
                  {action.label}
                </Button>
              ))}
            </Group>
          )}
          {!fromAsker && <AnswerFacts message={message} />}
        </Stack>
      </Paper>
    </Box>
  );
}
