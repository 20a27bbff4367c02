import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconMailForward, IconUserPlus } from '@tabler/icons-react';
import { errorMessage } from '@client/lib/api-client';
import { useMemberAccountActions, useMemberAccounts, type AccountsScope } from '../api/member-accounts';
import { accountStateOf } from '../utils/member-accounts';
import {
  ConfirmRemoveDialog,
  InviteDialog,
  type ConfirmRemoveWords,
  type InviteDialogWords,
} from './account-dialogs';

/** The controls' words for one member: the family's in its language, staff's in English. */
export interface AccountWords {
  loading: string;
  loadError: string;
  invite: string;
  invited: (email: string) => string;
  sendAgain: string;
  remove: string;
  active: (email: string) => string;
  removeAccount: string;
  /** The alert's title when Send again or Remove was refused. */
  notDone: string;
  invitedToast: (email: string) => string;
  removedToast: string;
  dialog: InviteDialogWords;
  confirm: ConfirmRemoveWords;
}

interface MemberAccountControlsProps {
  scope: AccountsScope;
  memberId: string;
  words: AccountWords;
}

/**
 * A household adult's own account (issue 44), as the applicants and staff manage it: none yet (Invite), invited
 * (Send again, Remove) or active (Remove account, confirmed first). Toasts say what was done; a refusal is shown
 * where it happened, in the server's words.
 */
export function MemberAccountControls({ scope, memberId, words }: MemberAccountControlsProps) {
  const accounts = useMemberAccounts(scope);
  const { invite, remove } = useMemberAccountActions(scope, memberId);
  const [dialog, setDialog] = useState<'invite' | 'remove' | null>(null);

  if (accounts.isPending) return <Skeleton height={36} radius="sm" aria-label={words.loading} />;
  if (accounts.isError)
    return (
      <Text size="sm" c="red.8">
        {words.loadError}
      </Text>
    );
  const state = accountStateOf(accounts.data, memberId);
  const close = () => setDialog(null);
  const sendInvitation = (email: string) =>
    invite.mutate(
      { email },
      {
        onSuccess: (sent) => {
          close();
          notifications.show({ color: 'teal', message: words.invitedToast(sent.email) });
        },
      },
    );
  const removeAccount = () =>
    remove.mutate(undefined, {
      onSuccess: () => notifications.show({ color: 'teal', message: words.removedToast }),
      onSettled: close,
    });
  const openDialog = (which: 'invite' | 'remove') => {
    invite.reset();
    remove.reset();
    setDialog(which);
  };
  // The dialog shows its own refusal; Send again's and Remove's are shown here.
  const failure = dialog === 'invite' ? remove.error : (invite.error ?? remove.error);

  return (
    <Stack gap={6}>
      {state.kind === 'none' ? (
        <Button
          variant="light"
          size="sm"
          w="fit-content"
          leftSection={<IconUserPlus size={16} aria-hidden />}
          onClick={() => openDialog('invite')}
        >
          {words.invite}
        </Button>
      ) : (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {state.kind === 'invited' ? words.invited(state.email) : words.active(state.email)}
          </Text>
          <Group gap="xs">
            {state.kind === 'invited' && (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconMailForward size={14} aria-hidden />}
                loading={invite.isPending}
                onClick={() => {
                  remove.reset();
                  sendInvitation(state.email);
                }}
              >
                {words.sendAgain}
              </Button>
            )}
            <Button variant="subtle" color="red" size="xs" onClick={() => openDialog('remove')}>
              {state.kind === 'invited' ? words.remove : words.removeAccount}
            </Button>
          </Group>
        </>
      )}
      {failure && (
        <Alert color="red" variant="light" title={words.notDone} role="alert">
          {errorMessage(failure)}
        </Alert>
      )}
      {dialog === 'invite' && (
        <InviteDialog
          words={words.dialog}
          sending={invite.isPending}
          error={invite.error}
          onSend={sendInvitation}
          onClose={close}
        />
      )}
      {dialog === 'remove' && (
        <ConfirmRemoveDialog
          words={words.confirm}
          removing={remove.isPending}
          onConfirm={removeAccount}
          onClose={close}
        />
      )}
    </Stack>
  );
}
