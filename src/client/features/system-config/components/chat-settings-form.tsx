import '@mantine/dates/styles.css';
import { Button, Chip, Group, Input, NumberInput, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { RETENTION_DAYS_MAX, RETENTION_DAYS_MIN } from '@shared/conversations/conversations.limits';
import type { ChatSettings } from '@shared/conversations/conversations.schema';
import { useSaveChatSettings } from '../api/use-chat-settings';
import {
  chatSettingsFormValues,
  timeZoneOptions,
  toChatSettings,
  validateChatSettingsForm,
  WEEKDAYS,
  type ChatSettingsFormValues,
} from '../utils/chat-settings-form';
import { EmergencyNumbersField } from './emergency-numbers-field';
import { useReportUnsaved } from './unsaved-changes';

/**
 * Business hours (when a caseworker promises an answer within 5 minutes), emergency numbers and how long chat
 * transcripts are kept. The caller keys it by the saved settings, so a successful save starts it afresh.
 */
export function ChatSettingsForm({ settings }: { settings: ChatSettings }) {
  const save = useSaveChatSettings();
  const form = useForm<ChatSettingsFormValues>({
    mode: 'controlled',
    initialValues: chatSettingsFormValues(settings),
    validate: validateChatSettingsForm,
  });
  const dirty = form.isDirty();
  useReportUnsaved('chat-settings', dirty);
  const submit = form.onSubmit((values) => save.mutate(toChatSettings(values)));
  const daysError = form.errors.businessDays;

  return (
    <form onSubmit={submit} onReset={form.onReset} noValidate aria-label="Chat settings">
      <Stack gap="md">
        <Input.Wrapper
          label="Business days"
          description="Days a caseworker answers the chat within 5 minutes."
          error={daysError}
        >
          <Chip.Group multiple key={form.key('businessDays')} {...form.getInputProps('businessDays')}>
            <Group gap="xs" mt={6} role="group" aria-label="Business days">
              {WEEKDAYS.map((day) => (
                <Chip key={day.value} value={day.value} aria-label={day.name}>
                  {day.label}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        </Input.Wrapper>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <TimeInput
            label="Opens at"
            required
            key={form.key('openTime')}
            {...form.getInputProps('openTime')}
          />
          <TimeInput
            label="Closes at"
            required
            key={form.key('closeTime')}
            {...form.getInputProps('closeTime')}
          />
          <Select
            label="Time zone"
            required
            searchable
            allowDeselect={false}
            data={timeZoneOptions(settings.timeZone)}
            limit={50}
            key={form.key('timeZone')}
            {...form.getInputProps('timeZone')}
          />
        </SimpleGrid>
        <EmergencyNumbersField form={form} />
        <NumberInput
          label="Keep chat transcripts for (days)"
          description="Conversations begun longer ago are deleted every night."
          required
          min={RETENTION_DAYS_MIN}
          max={RETENTION_DAYS_MAX}
          allowDecimal={false}
          allowNegative={false}
          maw={260}
          key={form.key('retentionDays')}
          {...form.getInputProps('retentionDays')}
        />
        <Group gap="sm">
          <Button type="submit" disabled={!dirty} loading={save.isPending}>
            Save chat settings
          </Button>
          <Button type="reset" variant="default" disabled={!dirty || save.isPending}>
            Reset
          </Button>
          {dirty && (
            <Text size="sm" c="dimmed" role="status">
              Unsaved changes
            </Text>
          )}
        </Group>
      </Stack>
    </form>
  );
}
