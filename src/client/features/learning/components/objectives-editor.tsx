import { useState } from 'react';
import { ActionIcon, Group, Input, List, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { OBJECTIVE_MAX } from '@shared/learning/learning.limits';
import { OBJECTIVES_REQUIRED_MESSAGE } from '@shared/learning/courses.schema';
import { addObjective } from '../utils/course-wizard';

interface ObjectivesEditorProps {
  objectives: string[];
  error?: string | null;
  onChange: (objectives: string[]) => void;
}

/** Step 3: objectives added with Enter or the plus button (trimmed, empty ignored) and removable. */
export function ObjectivesEditor({ objectives, error, onChange }: ObjectivesEditorProps) {
  const [typed, setTyped] = useState('');

  function add() {
    onChange(addObjective(objectives, typed));
    setTyped('');
  }

  return (
    <Stack gap="sm" mt="md">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          label="Learning objective"
          placeholder="e.g. Recognise signs of trauma in children"
          maxLength={OBJECTIVE_MAX}
          style={{ flex: 1 }}
          data-autofocus
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <ActionIcon size="lg" variant="filled" aria-label="Add objective" onClick={add} mb={2}>
          <IconPlus size={18} aria-hidden />
        </ActionIcon>
      </Group>
      {objectives.length === 0 ? (
        error ? (
          <Input.Error role="alert">{error}</Input.Error>
        ) : (
          <Text size="sm" c="dimmed">
            {OBJECTIVES_REQUIRED_MESSAGE}
          </Text>
        )
      ) : (
        <List spacing="xs" aria-label="Learning objectives">
          {objectives.map((objective, index) => (
            <List.Item key={objective}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Text size="sm" style={{ flex: 1, overflowWrap: 'anywhere' }}>
                  {objective}
                </Text>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={`Remove objective: ${objective}`}
                  onClick={() => onChange(objectives.filter((_, i) => i !== index))}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              </Group>
            </List.Item>
          ))}
        </List>
      )}
    </Stack>
  );
}
