import type { ReactNode } from 'react';
import { Avatar, Burger, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAuth } from '@client/lib/auth/use-auth';
import { SignOutButton } from './sign-out-button';
import { userInitials } from './user-initials';

interface AppHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  /** Id of the navbar the burger opens on phones. */
  navbarId: string;
  /** The product mark, linking to the portal's dashboard. */
  brand: ReactNode;
  /** The portal's own actions, shown before the sign-out button. */
  children: ReactNode;
}

/** The frame both portals' headers share: burger and brand on the left, actions and sign-out on the right. */
export function AppHeader({ navOpened, onToggleNav, navbarId, brand, children }: AppHeaderProps) {
  const { t } = useTranslation();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell.openNavigation')}
          aria-expanded={navOpened}
          aria-controls={navbarId}
        />
        {brand}
      </Group>
      <Group gap={4} wrap="nowrap">
        {children}
        <SignOutButton />
      </Group>
    </Group>
  );
}

/** The signed-in user's name as the headers show it: display name, else email. */
export function useDisplayName(): string {
  const { user, profile } = useAuth();
  return profile?.display_name?.trim() || profile?.email || user?.email || '';
}

/** The user's initials in a round avatar, announced as `label`. */
export function UserAvatar({ name, label }: { name: string; label: string }) {
  return (
    <Avatar color="teal" radius="xl" size="md" role="img" aria-label={label}>
      {userInitials(name)}
    </Avatar>
  );
}
