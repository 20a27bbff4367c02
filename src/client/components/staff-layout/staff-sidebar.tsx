import { useId } from 'react';
import { Box, Group, NavLink, Stack, Text } from '@mantine/core';
import {
  IconAdjustments,
  IconBook,
  IconChartBar,
  IconClipboardList,
  IconFileDescription,
  IconFiles,
  IconHeadset,
  IconHelp,
  IconLayoutDashboard,
  IconPoint,
  IconShieldLock,
  IconUserCog,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import {
  visibleStaffNavigation,
  type StaffNavItem,
  type StaffNavSection,
} from '@shared/auth/staff-navigation';

const ITEM_ICONS: Record<string, Icon> = {
  Dashboard: IconLayoutDashboard,
  'All Families': IconUsersGroup,
  Applications: IconFileDescription,
  Documents: IconFiles,
  'Manage Courses': IconBook,
  'Course Assignments': IconClipboardList,
  Analytics: IconChartBar,
  'User Management': IconUserCog,
  Permissions: IconShieldLock,
  'System Configuration': IconAdjustments,
  'Help Documentation': IconHelp,
  'Contact Support': IconHeadset,
};

interface ItemProps {
  item: StaffNavItem;
  onNavigate: () => void;
}

function SidebarItem({ item, onNavigate }: ItemProps) {
  const { pathname } = useLocation();
  const ItemIcon = ITEM_ICONS[item.label] ?? IconPoint;
  const icon = <ItemIcon size={18} stroke={1.6} aria-hidden />;

  if (!item.path) {
    return (
      <Group gap="sm" px="sm" py={8} wrap="nowrap">
        {icon}
        <Text size="sm">{item.label}</Text>
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
      active={active}
      aria-current={active ? 'page' : undefined}
      onClick={onNavigate}
    />
  );
}

function SidebarSection({ section, onNavigate }: { section: StaffNavSection; onNavigate: () => void }) {
  const headingId = useId();
  const [only] = section.items;
  if (section.items.length === 1 && only?.path) return <SidebarItem item={only} onNavigate={onNavigate} />;

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
        {section.label}
      </Text>
      {section.items.map((item) => (
        <SidebarItem key={item.label} item={item} onNavigate={onNavigate} />
      ))}
    </Box>
  );
}

/** The staff sidebar, built from the shared navigation and visibility rules (spec 01 §2). */
export function StaffSidebar({
  permissions,
  onNavigate,
}: {
  permissions: readonly string[];
  onNavigate: () => void;
}) {
  return (
    <Stack gap="sm">
      {visibleStaffNavigation(permissions).map((section) => (
        <SidebarSection key={section.label} section={section} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
