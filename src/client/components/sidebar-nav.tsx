import { useId, type ReactNode } from 'react';
import { Badge, Box, Group, NavLink, Text, VisuallyHidden } from '@mantine/core';
import { IconPoint, type Icon } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';

/** One sidebar entry; entries without a `path` have no screen yet: shown disabled, "Coming soon". */
export interface SidebarEntry {
  label: string;
  path?: string;
  badge?: number;
  /** Read out with the entry ("3 accounts waiting for approval"); without it the badge is only a visual cue. */
  badgeLabel?: string;
  /** An entry that opens something on the page (a panel) instead of navigating. */
  onSelect?: () => void;
}

interface SidebarItemProps {
  item: SidebarEntry;
  /** Icons by entry label; unknown labels get a dot. */
  icons: Readonly<Record<string, Icon>>;
  onNavigate: () => void;
  /** The words on an entry without a path (family pages pass their translation). */
  comingSoonLabel?: string;
}

/** A sidebar link, marked as the current page when its path is the location's. */
export function SidebarItem({ item, icons, onNavigate, comingSoonLabel = 'Coming soon' }: SidebarItemProps) {
  const { pathname } = useLocation();
  const ItemIcon = icons[item.label] ?? IconPoint;
  const icon = <ItemIcon size={18} stroke={1.6} aria-hidden />;
  // Without a label the count is announced elsewhere (the family's messages with the header's notifications).
  const badge = item.badge ? (
    <>
      <Badge size="sm" circle color="red" aria-hidden>
        {item.badge}
      </Badge>
      {item.badgeLabel && <VisuallyHidden>{item.badgeLabel}</VisuallyHidden>}
    </>
  ) : null;

  if (item.onSelect) {
    const select = item.onSelect;
    return (
      <NavLink
        component="button"
        label={item.label}
        leftSection={icon}
        rightSection={badge}
        onClick={() => {
          onNavigate();
          select();
        }}
      />
    );
  }

  // An entry whose screen does not exist yet: a disabled link that says so, never a link that does nothing.
  // The visible badge is decoration; screen readers hear the words once, as part of the entry's name.
  if (!item.path) {
    return (
      <Group role="link" aria-disabled="true" gap="sm" px="sm" py={8} wrap="nowrap" c="gray.7">
        {icon}
        <Text size="sm" flex={1}>
          {item.label}
        </Text>
        {badge}
        <Badge size="xs" variant="default" tt="none" fw={500} aria-hidden>
          {comingSoonLabel}
        </Badge>
        <VisuallyHidden>{comingSoonLabel}</VisuallyHidden>
      </Group>
    );
  }

  const active = pathname === item.path;
  return (
    <NavLink
      component={Link}
      to={item.path}
      label={item.label}
      leftSection={icon}
      rightSection={badge}
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

/** A labelled group of sidebar entries. */
export function SidebarGroup({ label, children }: { label: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
        {label}
      </Text>
      {children}
    </Box>
  );
}
