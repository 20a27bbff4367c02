import { Button, Group, NativeSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import {
  SUPPORT_MESSAGE_MAX,
  SUPPORT_SUBJECT_MAX,
  SUPPORT_TOPIC_LABELS,
  SUPPORT_TOPICS,
  type SupportRequestBody,
  type SupportTopic,
} from '@shared/support/support.schema';
import { useSendSupportRequest } from '../api/use-support-requests';

const EMPTY: SupportRequestBody = { topic: 'how_to', subject: '', message: '' };
const required = (label: string) => (value: string) => (value.trim() ? null : `Please enter a ${label}`);

/** The message to support: topic, subject and message; cleared once it is sent. */
export function ContactSupportForm() {
  const send = useSendSupportRequest();
  const form = useForm<SupportRequestBody>({
    mode: 'uncontrolled',
    initialValues: EMPTY,
    validate: { subject: required('subject'), message: required('message') },
  });
  const submit = form.onSubmit((values) =>
    send.mutate(
      { topic: values.topic, subject: values.subject.trim(), message: values.message.trim() },
      { onSuccess: () => form.reset() },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label="Message to support">
      <Stack gap="sm">
        <NativeSelect
          label="Topic"
          required
          data={SUPPORT_TOPICS.map((value: SupportTopic) => ({ value, label: SUPPORT_TOPIC_LABELS[value] }))}
          key={form.key('topic')}
          {...form.getInputProps('topic')}
        />
        <TextInput
          label="Subject"
          required
          maxLength={SUPPORT_SUBJECT_MAX}
          key={form.key('subject')}
          {...form.getInputProps('subject')}
        />
        <Textarea
          label="Message"
          description="What you were doing, what you expected and what happened. Name a family by its case number, not by details of the children."
          required
          autosize
          minRows={5}
          maxLength={SUPPORT_MESSAGE_MAX}
          key={form.key('message')}
          {...form.getInputProps('message')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={send.isPending}>
            Send message
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
