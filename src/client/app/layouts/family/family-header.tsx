import { Anchor, Group, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHomeHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';
import { AppHeader, useDisplayName, UserAvatar } from '@client/components/app-header';
import { NotificationBell } from '@client/features/notifications/components/notification-bell';

interface FamilyHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

function ProductTitle() {
  return (
    <Anchor component={Link} to={PATHS.familyDashboard} underline="never" aria-label="Haven family dashboard">
      <Group gap="xs" wrap="nowrap">
        <ThemeIcon size={36} radius="md" aria-hidden>
          <IconHomeHeart size={22} />
        </ThemeIcon>
        <Stack gap={0}>
          <Text fw={700} fz="lg" lh={1.2} c="var(--mantine-color-text)">
            Haven
          </Text>
          <Text size="xs" c="dimmed" lh={1.2}>
            Resource Family Portal
          </Text>
        </Stack>
      </Group>
    </Anchor>
  );
}

/**
 * Spec 01 §2: product title and subtitle, notification bell (with the real unread count: no badge at 0),
 * avatar with initials; plus sign-out.
 */
export function FamilyHeader({ navOpened, onToggleNav }: FamilyHeaderProps) {
  const name = useDisplayName();
  return (
    <AppHeader
      navOpened={navOpened}
      onToggleNav={onToggleNav}
      navbarId="family-navbar"
      brand={<ProductTitle />}
    >
      <NotificationBell />
      <UserAvatar name={name} label={name} />
    </AppHeader>
  );
}
