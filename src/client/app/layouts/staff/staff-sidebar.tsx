import { Stack } from '@mantine/core';
import {
  IconAdjustments,
  IconBook,
  IconChartBar,
  IconClipboardCheck,
  IconClipboardList,
  IconFileDescription,
  IconFingerprint,
  IconInbox,
  IconFiles,
  IconHeadset,
  IconHelp,
  IconLayoutDashboard,
  IconMailDown,
  IconShieldLock,
  IconTemplate,
  IconUserCog,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { visibleStaffNavigation, type StaffNavSection } from '@shared/auth/staff-navigation';
import { SidebarGroup, SidebarItem } from '@client/components/sidebar-nav';
import { usePendingAccountCount } from '@client/features/admin/api/use-account-approval';
import { useWaitingCount } from '@client/features/inbox/api/inbox-api';

const ITEM_ICONS: Record<string, Icon> = {
  Dashboard: IconLayoutDashboard,
  'All Families': IconUsersGroup,
  Applications: IconFileDescription,
  Reviews: IconClipboardCheck,
  'Background Checks': IconFingerprint,
  Inbox: IconInbox,
  Documents: IconFiles,
  'E-mail Intake': IconMailDown,
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
type SidebarBadges = Partial<Record<string, { count: number; label: string }>>;

const accountsWaiting = (count: number) =>
  `, ${count} ${count === 1 ? 'account' : 'accounts'} waiting for approval`;

/** The entries' counts. Read here rather than by the layout, whose every render is the whole shell's. */
function useSidebarBadges(permissions: readonly string[]): SidebarBadges {
  const pendingAccounts = usePendingAccountCount(permissions.includes('manage_users')).data ?? 0;
  const waitingConversations = useWaitingCount(permissions.includes('manage_families')).data ?? 0;
  return {
    'User Management': { count: pendingAccounts, label: accountsWaiting(pendingAccounts) },
    Inbox: {
      count: waitingConversations,
      label: `${waitingConversations} ${waitingConversations === 1 ? 'family' : 'families'} waiting`,
    },
  };
}

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
  onNavigate,
}: {
  permissions: readonly string[];
  onNavigate: () => void;
}) {
  const badges = useSidebarBadges(permissions);
  return (
    <Stack gap="sm">
      {visibleStaffNavigation(permissions).map((section) => (
        <SidebarSection key={section.label} section={section} badges={badges} onNavigate={onNavigate} />
      ))}
    </Stack>
  );
}
