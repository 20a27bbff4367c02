import { useState } from 'react';
import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { authStore } from '@client/lib/auth/auth-store';
import { useTranslation } from 'react-i18next';
import { TooltipOnIntent } from './tooltip-on-intent';

/**
 * The header's sign-out action; the layout's guard moves the visitor to its sign-in page afterwards. Its tooltip
 * loads on intent; the button is labelled for screen readers either way.
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
    <TooltipOnIntent label={t('shell.signOut')}>
      {(intentProps) => (
        <ActionIcon
          {...intentProps}
          variant="subtle"
          color="gray"
          size="lg"
          aria-label={t('shell.signOut')}
          loading={signingOut}
          onClick={() => void signOut()}
        >
          <IconLogout size={20} aria-hidden />
        </ActionIcon>
      )}
    </TooltipOnIntent>
  );
}
