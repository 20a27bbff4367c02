import { ActionIcon, Anchor, Box, Flex, Text, Tooltip } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { Link } from 'react-router';
import { roleLabel } from '@shared/auth/permissions';
import { PATHS } from '@shared/paths';
import { useAuth } from '@client/lib/auth/use-auth';
import { AppHeader, useDisplayName, UserAvatar } from '@client/components/app-header';
import { HavenLogo } from '@client/components/haven-logo';
import { loadStaffAssistant } from './assistant-panel';
import { StaffNotificationBell } from './staff-notification-bell';

interface StaffHeaderProps {
  navOpened: boolean;
  onToggleNav: () => void;
  assistantOpened: boolean;
  onToggleAssistant: () => void;
}

/**
 * Avatar, name and role label. On a phone the name gives way and the role label (which the spec requires)
 * sits under the avatar, so the header fits 375 px without scrolling sideways.
 */
function CurrentUser() {
  const { roles } = useAuth();
  const name = useDisplayName();
  const role = roleLabel(roles);
  return (
    <Flex direction={{ base: 'column', sm: 'row' }} align="center" gap={{ base: 0, sm: 'xs' }} wrap="nowrap">
      <UserAvatar name={name} label={`${name}, ${role}`} />
      <Box maw={200}>
        <Text size="sm" fw={600} truncate="end" visibleFrom="sm">
          {name}
        </Text>
        <Text size="xs" c="gray.7" lh={1.3} style={{ whiteSpace: 'nowrap' }}>
          {role}
        </Text>
      </Box>
    </Flex>
  );
}

/** A failed early load is no matter: opening the panel loads it again and shows the failure there. */
const preloadAssistant = () => {
  loadStaffAssistant().catch(() => undefined);
};

/** The assistant's toggle. Pointing at or focusing it starts loading the panel. */
function AssistantToggle({ opened, onToggle }: { opened: boolean; onToggle: () => void }) {
  return (
    <Tooltip label="AI Assistant">
      <ActionIcon
        variant={opened ? 'light' : 'subtle'}
        color={opened ? undefined : 'gray'}
        size="lg"
        aria-label="Toggle AI assistant"
        aria-expanded={opened}
        aria-controls="staff-assistant"
        onClick={onToggle}
        onPointerEnter={preloadAssistant}
        onFocus={preloadAssistant}
      >
        <IconSparkles size={20} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}

export function StaffHeader({
  navOpened,
  onToggleNav,
  assistantOpened,
  onToggleAssistant,
}: StaffHeaderProps) {
  return (
    <AppHeader
      navOpened={navOpened}
      onToggleNav={onToggleNav}
      navbarId="staff-navbar"
      brand={
        <Anchor
          component={Link}
          to={PATHS.staffDashboard}
          underline="never"
          aria-label="Haven staff dashboard"
        >
          <HavenLogo />
        </Anchor>
      }
    >
      <AssistantToggle opened={assistantOpened} onToggle={onToggleAssistant} />
      <StaffNotificationBell />
      <CurrentUser />
    </AppHeader>
  );
}
