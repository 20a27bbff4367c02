import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { EMERGENCY_NUMBERS_MAX } from '@shared/conversations/conversations.limits';
import type { ChatSettingsFormValues } from '../utils/chat-settings-form';

/** The numbers the assistant shows when a family writes about danger: label and number rows, added and removed. */
export function EmergencyNumbersField({ form }: { form: UseFormReturnType<ChatSettingsFormValues> }) {
  const rows = form.getValues().emergencyNumbers;
  return (
    <Stack gap="xs" role="group" aria-labelledby="emergency-numbers-label">
      <div>
        <Text id="emergency-numbers-label" fw={500} size="sm">
          Emergency numbers
        </Text>
        <Text size="xs" c="dimmed">
          Shown with every safety answer, whatever the hour.
        </Text>
      </div>
      {rows.map((_, index) => (
        <Group key={form.key(`emergencyNumbers.${index}`)} gap="xs" align="flex-start" wrap="nowrap">
          <Group gap="xs" align="flex-start" style={{ flex: 1 }}>
            <TextInput
              label={`Label ${index + 1}`}
              placeholder="Crisis line"
              style={{ flex: '2 1 180px' }}
              maxLength={80}
              key={form.key(`emergencyNumbers.${index}.label`)}
              {...form.getInputProps(`emergencyNumbers.${index}.label`)}
            />
            <TextInput
              label={`Number ${index + 1}`}
              placeholder="988"
              type="tel"
              style={{ flex: '1 1 120px' }}
              maxLength={40}
              key={form.key(`emergencyNumbers.${index}.number`)}
              {...form.getInputProps(`emergencyNumbers.${index}.number`)}
            />
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            mt={26}
            size="lg"
            onClick={() => form.removeListItem('emergencyNumbers', index)}
            aria-label={`Remove emergency number ${index + 1}`}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="light"
        w="fit-content"
        leftSection={<IconPlus size={16} aria-hidden />}
        disabled={rows.length >= EMERGENCY_NUMBERS_MAX}
        onClick={() => form.insertListItem('emergencyNumbers', { label: '', number: '' })}
      >
        Add number
      </Button>
    </Stack>
  );
}
