import { type FocusEvent, useRef } from 'react';
import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMounted } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { NewThreadResult, Recipient } from '@shared/conversations/conversations.schema';
import { MESSAGE_MAX, SUBJECT_MAX } from '@shared/conversations/conversations.limits';
import { errorMessage } from '@client/lib/api-client';
import { useStartThread, useThreads } from '../api/messages-api';
import { type NewMessageValues, newMessageProblems, toNewThreadBody } from '../utils/new-message-form';

/** What the composer opens with: a message, or a visit request (subject and text filled in, editable). */
export interface NewMessageRequest {
  /** Someone on the family's support team; absent: the caseworker (or the agency's team). */
  toUserId?: string | null;
  topic: 'message' | 'visit';
}

interface NewMessageDialogProps {
  request: NewMessageRequest | null;
  onClose: () => void;
  /** After the message is stored and the family is told who will answer. */
  onSent?: (result: NewThreadResult) => void;
}

function useRoleName() {
  const { t } = useTranslation('messages');
  // Common role titles are translated; any other reads as staff wrote it.
  return (role: string) => t(`roles.${role}`, { defaultValue: role });
}

function RecipientField({
  recipients,
  loading,
  value,
  onChange,
}: {
  recipients: Recipient[];
  loading: boolean;
  value: string;
  onChange: (userId: string) => void;
}) {
  const { t } = useTranslation('messages');
  const roleName = useRoleName();
  if (!loading && recipients.length === 0) {
    return (
      <Stack gap={2}>
        <Text size="sm" fw={500}>
          {t('compose.to')}
        </Text>
        <Text size="sm">{t('compose.agencyTeam')}</Text>
        <Text size="xs" c="dimmed">
          {t('compose.noCaseworker')}
        </Text>
      </Stack>
    );
  }
  return (
    <NativeSelect
      label={t('compose.to')}
      disabled={loading}
      data={recipients.map((r) => ({
        value: r.userId,
        label: t('compose.toMember', { name: r.name, role: roleName(r.roleTitle) }),
      }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}

function Composer({ request, onClose, onSent }: NewMessageDialogProps & { request: NewMessageRequest }) {
  const { t } = useTranslation('messages');
  const threads = useThreads();
  const start = useStartThread();
  const recipients = threads.data?.recipients ?? [];
  const visit = request.topic === 'visit';
  const form = useForm<NewMessageValues>({
    mode: 'controlled',
    initialValues: {
      toUserId: request.toUserId ?? '',
      subject: visit ? t('compose.visitSubject') : '',
      content: visit ? t('compose.visitBody') : '',
    },
    validate: (values) => {
      const problems = newMessageProblems(values);
      return Object.fromEntries(
        Object.entries(problems).map(([field, p]) => [field, t(`compose.errors.${p.key}`, p.values)]),
      );
    },
  });
  const subjectProps = form.getInputProps('subject');
  const contentProps = form.getInputProps('content');
  // A prefilled request is continued, not overwritten: the first focus puts the caret after its text.
  const caretPlaced = useRef(false);
  const continueText = (event: FocusEvent<HTMLTextAreaElement>) => {
    contentProps.onFocus?.(event);
    if (caretPlaced.current) return;
    caretPlaced.current = true;
    const end = event.currentTarget.value.length;
    event.currentTarget.setSelectionRange(end, end);
  };
  // Until the family picks someone, the message goes to the first of the team: the caseworker.
  const toUserId = form.values.toUserId || recipients[0]?.userId || '';

  const send = form.onSubmit((values) =>
    start.mutate(toNewThreadBody({ ...values, toUserId }), {
      onSuccess: (result) => {
        notifications.show({
          color: 'teal',
          title: t('compose.sentTitle'),
          message: result.recipient
            ? t('compose.sentTo', { name: result.recipient.name })
            : t('compose.sentToTeam'),
        });
        onSent?.(result);
        onClose();
      },
    }),
  );

  return (
    <form onSubmit={send} noValidate aria-label={visit ? t('compose.visitTitle') : t('compose.title')}>
      <Stack gap="md">
        <RecipientField
          recipients={recipients}
          loading={threads.isPending}
          value={toUserId}
          onChange={(userId) => form.setFieldValue('toUserId', userId)}
        />
        <TextInput label={t('compose.subject')} maxLength={SUBJECT_MAX} {...subjectProps} />
        <Textarea
          label={t('compose.message')}
          required
          autosize
          minRows={4}
          maxRows={12}
          maxLength={MESSAGE_MAX}
          data-autofocus
          {...contentProps}
          onFocus={continueText}
        />
        {start.isError && (
          <Alert color="red" role="alert" title={t('compose.failed')}>
            {errorMessage(start.error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('compose.cancel')}
          </Button>
          <Button type="submit" loading={start.isPending} leftSection={<IconSend size={16} aria-hidden />}>
            {t('compose.send')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * New message (issue 50): to the family's caseworker, another member of its support team, or the agency's team
 * when none is assigned; it waits in the staff Inbox and the answer comes back in Messages. Opened from Messages,
 * the dashboard's quick actions and the support team panel.
 */
export function NewMessageDialog({ request, onClose, onSent }: NewMessageDialogProps) {
  const { t } = useTranslation('messages');
  // Opens one render after mounting, so the Modal returns focus to the button that opened it (lazy-dialogs.ts).
  const mounted = useMounted();
  return (
    <Modal
      opened={mounted && request !== null}
      onClose={onClose}
      title={request?.topic === 'visit' ? t('compose.visitTitle') : t('compose.title')}
      size="lg"
    >
      {request && <Composer request={request} onClose={onClose} onSent={onSent} />}
    </Modal>
  );
}
