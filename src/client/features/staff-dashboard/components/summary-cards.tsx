import { Anchor, SimpleGrid, Skeleton } from '@mantine/core';
import {
  IconCertificate,
  IconClipboardList,
  IconFiles,
  IconUsersGroup,
  type Icon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { STAFF_DOCUMENTS_EXPIRING } from '@shared/staff-dashboard/staff-dashboard-links';
import type { StaffDashboard } from '@shared/staff-dashboard/staff-dashboard.schema';
import { StatCard } from '@client/components/stat-card';

interface SummaryCard {
  label: string;
  value: number;
  detail: string;
  icon: Icon;
  /** A figure of the card that opens a filtered list. */
  link?: { label: string; to: string };
}

function summaryCards(cards: StaffDashboard['cards']): SummaryCard[] {
  return [
    {
      label: 'Total Families',
      value: cards.totalFamilies,
      detail: `${cards.activeFamilies} active`,
      icon: IconUsersGroup,
    },
    {
      label: 'Pending Applications',
      value: cards.pendingApplications,
      detail: 'Awaiting review',
      icon: IconClipboardList,
    },
    {
      label: 'Documents',
      value: cards.documents,
      detail: `Files handed in · ${cards.pendingDocuments} pending review`,
      icon: IconFiles,
      link: { label: `${cards.expiringDocuments} expiring soon`, to: STAFF_DOCUMENTS_EXPIRING },
    },
    {
      label: 'Training Courses',
      value: cards.trainingCourses,
      detail: `${cards.completionsThisMonth} completions this month`,
      icon: IconCertificate,
    },
  ];
}

const GRID_COLUMNS = { base: 1, xs: 2, lg: 4 };

export function SummaryCards({ cards }: { cards: StaffDashboard['cards'] }) {
  return (
    <SimpleGrid cols={GRID_COLUMNS}>
      {summaryCards(cards).map(({ label, value, detail, icon, link }) => (
        <StatCard key={label} label={label} value={value.toLocaleString('en-US')} detail={detail} icon={icon}>
          {link && (
            <Anchor component={Link} to={link.to} size="xs" fw={600}>
              {link.label}
            </Anchor>
          )}
        </StatCard>
      ))}
    </SimpleGrid>
  );
}

export function SummaryCardsSkeleton() {
  return (
    <SimpleGrid cols={GRID_COLUMNS}>
      {[0, 1, 2, 3].map((index) => (
        <Skeleton key={index} h={118} radius="md" />
      ))}
    </SimpleGrid>
  );
}
