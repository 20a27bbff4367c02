import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useMediaQuery, useMounted } from '@mantine/hooks';
import { IconSend } from '@tabler/icons-react';
import { PHONE_QUERY } from '@client/components/media-queries';
import { errorMessage } from '@client/lib/api-client';
import { INVITE_EMAIL_MAX, inviteEmailProblem } from '../utils/member-accounts';

/** The invitation dialog's words: the family's in its language, staff's in English. */
export interface InviteDialogWords {
  title: string;
  explanation: string;
  email: string;
  send: string;
  cancel: string;
  close: string;
  /** The alert's title when the server refused. */
  notSent: string;
  problem: (problem: 'required' | 'email') => string;
}

interface InviteDialogProps {
  words: InviteDialogWords;
  sending: boolean;
  /** The server's refusal, shown in the dialog. */
  error: Error | null;
  onSend: (email: string) => void;
  onClose: () => void;
}

/**
 * "Invite to their own account": one e-mail address, checked before it goes; full screen on a phone. Mounted when
 * asked for, it opens its Modal one render later so Mantine returns the focus on close (so does the next one).
 */
export function InviteDialog({ words, sending, error, onSend, onClose }: InviteDialogProps) {
  const mounted = useMounted();
  const fullScreen = useMediaQuery(PHONE_QUERY);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<'required' | 'email' | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = inviteEmailProblem(email);
    setProblem(found);
    if (!found) onSend(email.trim());
  };
  return (
    <Modal
      opened={mounted}
      onClose={onClose}
      title={words.title}
      fullScreen={fullScreen}
      closeButtonProps={{ 'aria-label': words.close }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{words.explanation}</Text>
          <TextInput
            label={words.email}
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            data-autofocus
            maxLength={INVITE_EMAIL_MAX}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={problem && words.problem(problem)}
          />
          {error && (
            <Alert color="red" variant="light" title={words.notSent} role="alert">
              {errorMessage(error)}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" mih={44} onClick={onClose} disabled={sending}>
              {words.cancel}
            </Button>
            <Button type="submit" mih={44} leftSection={<IconSend size={18} aria-hidden />} loading={sending}>
              {words.send}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

/** The removal's confirmation words. */
export interface ConfirmRemoveWords {
  title: string;
  body: string;
  confirm: string;
  cancel: string;
  close: string;
}

interface ConfirmRemoveDialogProps {
  words: ConfirmRemoveWords;
  removing: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asked before an account (or its invitation) ends: its sessions end with it. */
export function ConfirmRemoveDialog({ words, removing, onConfirm, onClose }: ConfirmRemoveDialogProps) {
  const mounted = useMounted();
  return (
    <Modal
      opened={mounted}
      onClose={onClose}
      title={words.title}
      closeButtonProps={{ 'aria-label': words.close }}
    >
      <Stack gap="md">
        <Text size="sm">{words.body}</Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" mih={44} onClick={onClose} disabled={removing} data-autofocus>
            {words.cancel}
          </Button>
          <Button color="red" mih={44} onClick={onConfirm} loading={removing}>
            {words.confirm}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
