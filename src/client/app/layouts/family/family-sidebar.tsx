import { Box, Stack } from '@mantine/core';
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
  IconRoute,
  IconSchool,
  IconSparkles,
  IconTicket,
  IconUserHeart,
  IconUsers,
  IconVideo,
  type Icon,
} from '@tabler/icons-react';
import { SidebarGroup, SidebarItem } from '@client/components/sidebar-nav';
import { FAMILY_NAVIGATION, type FamilyNavSection } from './family-navigation';

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

function SidebarSection({ section, onNavigate }: { section: FamilyNavSection; onNavigate: () => void }) {
  const items = section.items.map((item) => (
    <SidebarItem key={item.label} item={item} icons={ITEM_ICONS} onNavigate={onNavigate} />
  ));
  if (!section.label) return <Box>{items}</Box>;
  return <SidebarGroup label={section.label}>{items}</SidebarGroup>;
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
