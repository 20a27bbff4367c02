import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';
import { AppHeader, useDisplayName, UserAvatar } from '@client/components/app-header';
import { LanguageMenu } from '@client/components/language-menu';
import { useSaveFamilyLanguage } from '@client/features/family-portal/api/use-family-preferences';
import { useUnreadMessages } from '@client/features/messages/api/messages-api';
import { NotificationBell } from '@client/features/notifications/components/notification-bell';

interface FamilyHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

/** The mark, linking home: the dashboard, or My Items for an adult's own account. */
function ProductTitle({ home = PATHS.familyDashboard, label }: { home?: string; label: string }) {
  const { t } = useTranslation('familyPortal');
  return (
    <Anchor component={Link} to={home} underline="never" aria-label={label}>
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={36} radius="md" aria-hidden>
          <IconHomeHeart size={22} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={700} fz="lg" lh={1.2} c="var(--mantine-color-text)">
            Haven
          </Text>
          {/* A phone's header is full (language, bell, avatar, sign-out): the subtitle would wrap to three lines. */}
          <Text size="xs" c="dimmed" lh={1.2} visibleFrom="xs">
            {t('header.subtitle')}
          </Text>
        </Stack>
      </Group>
    </Anchor>
  );
}

/**
 * Spec 01 §2: product title and subtitle, notification bell (with the real unread count: no badge at 0),
 * avatar with initials; plus the language menu (the choice is saved to the family's profile) and sign-out.
 */
export function FamilyHeader({ navOpened, onToggleNav }: FamilyHeaderProps) {
  const { t } = useTranslation('familyPortal');
  const name = useDisplayName();
  const saveLanguage = useSaveFamilyLanguage();
  // Unread caseworker messages, counted on the bell too.
  const messagesUnread = useUnreadMessages().data ?? 0;
  return (
    <AppHeader
      navOpened={navOpened}
      onToggleNav={onToggleNav}
      navbarId="family-navbar"
      brand={<ProductTitle label={t('header.homeLabel')} />}
    >
      <LanguageMenu onChange={saveLanguage.mutateAsync} />
      <NotificationBell messagesUnread={messagesUnread} />
      <UserAvatar name={name} label={name} />
    </AppHeader>
  );
}

/**
 * An adult's own account (issue 44): the mark (home is My Items), their name, the language menu and sign-out.
 * No bell and no saved language: those are the family's, and its routes refuse this account; the language
 * chosen here holds for this browser.
 */
export function MemberHeader({ navOpened, onToggleNav, name }: FamilyHeaderProps & { name: string }) {
  const { t } = useTranslation('familyPortal');
  return (
    <AppHeader
      navOpened={navOpened}
      onToggleNav={onToggleNav}
      navbarId="family-navbar"
      brand={<ProductTitle home={PATHS.familyMyItems} label={t('header.memberHomeLabel')} />}
    >
      <LanguageMenu />
      {/* Read out once, by the avatar. */}
      <Text size="sm" fw={500} visibleFrom="sm" px={4} aria-hidden>
        {name}
      </Text>
      <UserAvatar name={name} label={name} />
    </AppHeader>
  );
}
