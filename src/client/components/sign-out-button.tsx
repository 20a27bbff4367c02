import { useState } from 'react';
import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { authStore } from '@client/lib/auth/auth-store';

/**
 * The header's sign-out action; the layout's guard moves the visitor to its sign-in page afterwards.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);

  async function signOut() {
    setSigningOut(true);
    try {
      await authStore.signOut();
    } catch {
      notifications.show({ color: 'red', title: t('shell.error'), message: t('shell.signOutFailed') });
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <Tooltip label={t('shell.signOut')}>
      <ActionIcon
        variant="subtle"
        color="gray"
        size="lg"
        aria-label={t('shell.signOut')}
        loading={signingOut}
        onClick={() => void signOut()}
      >
        <IconLogout size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
