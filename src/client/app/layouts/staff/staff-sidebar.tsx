import { Stack } from '@mantine/core';
import {
  IconAdjustments,
  IconBook,
  IconChartBar,
  IconClipboardList,
  IconFileDescription,
  IconInbox,
  IconFiles,
  IconHeadset,
  IconHelp,
  IconLayoutDashboard,
  IconShieldLock,
  IconTemplate,
  IconUserCog,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { visibleStaffNavigation, type StaffNavSection } from '@shared/auth/staff-navigation';
import { SidebarGroup, SidebarItem } from '@client/components/sidebar-nav';

const ITEM_ICONS: Record<string, Icon> = {
  Dashboard: IconLayoutDashboard,
  'All Families': IconUsersGroup,
  Applications: IconFileDescription,
  Inbox: IconInbox,
  Documents: IconFiles,
  Templates: IconTemplate,
  'Manage Courses': IconBook,
  'Course Assignments': IconClipboardList,
  Analytics: IconChartBar,
  'User Management': IconUserCog,
  Permissions: IconShieldLock,
  'System Configuration': IconAdjustments,
  'Help Documentation': IconHelp,
  'Contact Support': IconHeadset,
};

/** Counts shown on sidebar entries, by entry label, with the sentence a screen reader hears. */
export type SidebarBadges = Partial<Record<string, { count: number; label: string }>>;

interface SidebarSectionProps {
  section: StaffNavSection;
  badges: SidebarBadges;
  onNavigate: () => void;
}

function SidebarSection({ section, badges, onNavigate }: SidebarSectionProps) {
  const items = section.items.map((item) => {
    const badge = badges[item.label];
    return badge && badge.count > 0 ? { ...item, badge: badge.count, badgeLabel: badge.label } : item;
  });
  const [only] = items;
  if (items.length === 1 && only?.path) {
    return <SidebarItem item={only} icons={ITEM_ICONS} onNavigate={onNavigate} />;
  }

  return (
    <SidebarGroup label={section.label}>
      {items.map((item) => (
        <SidebarItem key={item.label} item={item} icons={ITEM_ICONS} onNavigate={onNavigate} />
      ))}
    </SidebarGroup>
  );
}

/** The staff sidebar, built from the shared navigation and visibility rules (spec 01 §2). */
export function StaffSidebar({
  permissions,
  badges,
  onNavigate,
}: {
  permissions: readonly string[];
  badges: SidebarBadges;
  onNavigate: () => void;
}) {
  return (
    <Stack gap="sm">
      {visibleStaffNavigation(permissions).map((section) => (
        <SidebarSection key={section.label} section={section} badges={badges} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
