import { useId } from 'react';
import { Badge, Box, Group, NavLink, Stack, Text } from '@mantine/core';
import {
  IconBook,
  IconBooks,
  IconCalendarEvent,
  IconCloudUpload,
  IconFileCertificate,
  IconHome,
  IconLayoutDashboard,
  IconMessage,
  IconMessageChatbot,
  IconPoint,
  IconRoute,
  IconSchool,
  IconSparkles,
  IconTicket,
  IconUserHeart,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { FAMILY_NAVIGATION, type FamilyNavItem, type FamilyNavSection } from './family-navigation';

const ITEM_ICONS: Record<string, Icon> = {
  Dashboard: IconLayoutDashboard,
  'Documents & Signing': IconFileCertificate,
  'Upload Files': IconCloudUpload,
  Messages: IconMessage,
  'Video Conference': IconVideo,
  'Schedule Appointment': IconCalendarEvent,
  'Required Courses': IconSchool,
  'My Learning Journey': IconRoute,
  'Micro Learning Courses': IconSparkles,
  'Course Catalog': IconBooks,
  'Additional Resources': IconBook,
  'My Family': IconHome,
  'Alternative Caregiver': IconUserHeart,
  'Other Adults': IconUsers,
  'Open Ticket': IconTicket,
  'Virtual Assistant': IconMessageChatbot,
};

function SidebarItem({ item, onNavigate }: { item: FamilyNavItem; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const ItemIcon = ITEM_ICONS[item.label] ?? IconPoint;
  const icon = <ItemIcon size={18} stroke={1.6} aria-hidden />;
  // The count is announced with the header's notifications button; here it is only a visual cue.
  const badge = item.badge ? (
    <Badge size="sm" circle color="red" aria-hidden>
      {item.badge}
    </Badge>
  ) : null;

  if (!item.path) {
    return (
      <Group gap="sm" px="sm" py={8} wrap="nowrap">
        {icon}
        <Text size="sm" flex={1}>
          {item.label}
        </Text>
        {badge}
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

function SidebarSection({ section, onNavigate }: { section: FamilyNavSection; onNavigate: () => void }) {
  const headingId = useId();
  const items = section.items.map((item) => (
    <SidebarItem key={item.label} item={item} onNavigate={onNavigate} />
  ));
  if (!section.label) return <Box>{items}</Box>;

  return (
    <Box role="group" aria-labelledby={headingId}>
      <Text id={headingId} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
        {section.label}
      </Text>
      {items}
    </Box>
  );
}

/** The family sidebar (spec 01 §2): only Dashboard, Documents & Signing and My Learning Journey navigate. */
export function FamilySidebar({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Stack gap="md">
      {FAMILY_NAVIGATION.map((section) => (
        <SidebarSection key={section.label ?? 'main'} section={section} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
