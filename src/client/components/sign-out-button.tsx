import { useState, type Ref } from 'react';
import { ActionIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconLogout } from '@tabler/icons-react';
import { authStore } from '@client/lib/auth/auth-store';
import { useTranslation } from 'react-i18next';
import { useLoadOnIntent } from './use-load-on-intent';

/**
 * The header's sign-out action; the layout's guard moves the visitor to its sign-in page afterwards. Its tooltip
 * (Mantine Tooltip and its positioning library) is not part of the page's start: it loads when the button is
 * pointed at or focused, and opens then; the button is labelled for screen readers either way.
 */
export function SignOutButton() {
  const { t } = useTranslation();
  const [signingOut, setSigningOut] = useState(false);
  const { loaded, intentProps } = useLoadOnIntent(() => import('./intent-tooltip'));

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

  // Pointed at or focused again after the tooltip has loaded, the button asks for nothing more.
  const { ref: standIn, onPointerEnter, onFocus } = intentProps;
  const button = (ref: Ref<HTMLButtonElement>) => (
    <ActionIcon
      ref={ref}
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={t('shell.signOut')}
      loading={signingOut}
      onClick={() => void signOut()}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
    >
      <IconLogout size={20} aria-hidden />
    </ActionIcon>
  );

  if (loaded) {
    const { IntentTooltip } = loaded.module;
    return <IntentTooltip label={t('shell.signOut')} intent={loaded} target={button} />;
  }
  return button(standIn);
}
