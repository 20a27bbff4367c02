import { ActionIcon, Anchor, Avatar, Box, Burger, Group, Popover, Text, Tooltip } from '@mantine/core';
import { IconBell, IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { roleLabel } from '@shared/auth/permissions';
import { PATHS } from '@client/config/paths';
import { useAuth } from '@client/lib/auth/use-auth';
import { HavenLogo } from '../haven-logo';
import { SignOutButton } from '../sign-out-button';
import { userInitials } from '../user-initials';

interface StaffHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  assistantOpened: boolean;
  onToggleAssistant: () => void;
}

function NotificationBell() {
  return (
    <Popover position="bottom-end" shadow="md" withArrow>
      <Popover.Target>
        <ActionIcon variant="subtle" color="gray" size="lg" aria-label="Notifications">
          <IconBell size={20} aria-hidden />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">No new notifications</Text>
      </Popover.Dropdown>
    </Popover>
  );
}

function CurrentUser() {
  const { user, profile, roles } = useAuth();
  const name = profile?.display_name?.trim() || profile?.email || user?.email || '';
  const role = roleLabel(roles);
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar color="teal" radius="xl" size="md" role="img" aria-label={`${name}, ${role}`}>
        {userInitials(name)}
      </Avatar>
      <Box visibleFrom="sm" maw={200}>
        <Text size="sm" fw={600} truncate="end">
          {name}
        </Text>
        <Text size="xs" c="dimmed">
          {role}
        </Text>
      </Box>
    </Group>
  );
}

export function StaffHeader({
  navOpened,
  onToggleNav,
  assistantOpened,
  onToggleAssistant,
}: StaffHeaderProps) {
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="xs">
      <Group gap="sm" wrap="nowrap">
        <Burger
          opened={navOpened}
          onClick={onToggleNav}
          hiddenFrom="sm"
          size="sm"
          aria-label="Open navigation"
          aria-expanded={navOpened}
          aria-controls="staff-navbar"
        />
        <Anchor
          component={Link}
          to={PATHS.staffDashboard}
          underline="never"
          aria-label="Haven staff dashboard"
        >
          <HavenLogo />
        </Anchor>
      </Group>
      <Group gap={4} wrap="nowrap">
        <Tooltip label="AI Assistant">
          <ActionIcon
            variant={assistantOpened ? 'light' : 'subtle'}
            color={assistantOpened ? undefined : 'gray'}
            size="lg"
            aria-label="Toggle AI assistant"
            aria-expanded={assistantOpened}
            aria-controls="staff-assistant"
            onClick={onToggleAssistant}
          >
            <IconSparkles size={20} aria-hidden />
          </ActionIcon>
        </Tooltip>
        <NotificationBell />
        <CurrentUser />
        <SignOutButton />
      </Group>
    </Group>
  );
}
