import { ActionIcon, Anchor, Group, Indicator, Popover, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBell, IconHomeHeart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PATHS } from '@shared/paths';
import { AppHeader, useDisplayName, UserAvatar } from '@client/components/app-header';
import { FAMILY_UNREAD_MESSAGES } from './family-navigation';

interface FamilyHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
}

/** The notification dot stands for the (fixed sample) unread messages of the sidebar's Messages entry. */
function NotificationDot() {
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <Indicator color="red" size={9} offset={7} withBorder>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            aria-label={`Notifications: ${FAMILY_UNREAD_MESSAGES} unread messages`}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Indicator>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">You have {FAMILY_UNREAD_MESSAGES} unread messages.</Text>
      </Popover.Dropdown>
    </Popover>
  );
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

/** Spec 01 §2: product title and subtitle, notification dot, avatar with initials; plus sign-out. */
export function FamilyHeader({ navOpened, onToggleNav }: FamilyHeaderProps) {
  const name = useDisplayName();
  return (
    <AppHeader
      navOpened={navOpened}
      onToggleNav={onToggleNav}
      navbarId="family-navbar"
      brand={<ProductTitle />}
    >
      <NotificationDot />
      <UserAvatar name={name} label={name} />
    </AppHeader>
  );
}
