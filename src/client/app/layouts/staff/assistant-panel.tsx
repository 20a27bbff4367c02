import { Box, CloseButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';

/** The staff AI assistant frame; the assistant itself arrives in a later issue. */
export function AssistantPanel({ onClose }: { onClose: () => void }) {
  return (
    <Stack h="100%" p="md" gap="md">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} fz="h4">
          AI Assistant
        </Title>
        <CloseButton aria-label="Close AI assistant" onClick={onClose} />
      </Group>
      <Box flex={1}>
        <Text size="sm" c="dimmed">
          Ask the assistant about families, documents and training.
        </Text>
      </Box>
      <TextInput
        aria-label="Message the AI assistant"
        placeholder="Type your question"
        disabled
        rightSection={<IconSend size={16} aria-hidden />}
      />
    </Stack>
  );
}
