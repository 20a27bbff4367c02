import { SimpleGrid, Skeleton } from '@mantine/core';
import { IconBook, IconCalendarCheck, IconChartPie, IconUsers, type Icon } from '@tabler/icons-react';
import type { CourseStats } from '@shared/learning/courses.schema';
import { QueryContent } from '@client/components/query-content';
import { StatCard } from '@client/components/stat-card';
import { useCourseStats } from '../api/use-courses';
import { formatPercent } from '../utils/course-labels';

interface StatCardValues {
  label: string;
  value: string;
  detail: string;
  icon: Icon;
}

function statCards(stats: CourseStats): StatCardValues[] {
  return [
    {
      label: 'Total Courses',
      value: stats.totalCourses.toLocaleString('en-US'),
      detail: `${stats.publishedCourses} published, ${stats.draftCourses} draft`,
      icon: IconBook,
    },
    {
      label: 'Active Enrollments',
      value: stats.activeEnrollments.toLocaleString('en-US'),
      detail: 'Enrolled or in progress',
      icon: IconUsers,
    },
    {
      label: 'Completion Rate',
      value: formatPercent(stats.completionRate),
      detail: 'Of all enrollments',
      icon: IconChartPie,
    },
    {
      label: 'This Month',
      value: stats.completionsThisMonth.toLocaleString('en-US'),
      detail: 'New completions',
      icon: IconCalendarCheck,
    },
  ];
}

const GRID_COLUMNS = { base: 1, xs: 2, lg: 4 };

/** The four header cards of Manage Courses, from real courses and enrollments. */
export function CourseStatsCards() {
  const stats = useCourseStats();
  return (
    <QueryContent
      query={stats}
      errorTitle="Unable to load course statistics"
      loading={
        <SimpleGrid cols={GRID_COLUMNS} role="status" aria-label="Loading course statistics">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} h={104} radius="md" />
          ))}
        </SimpleGrid>
      }
    >
      {(data) => (
        <SimpleGrid cols={GRID_COLUMNS}>
          {statCards(data).map((card) => (
            <StatCard key={card.label} {...card} />
          ))}
        </SimpleGrid>
      )}
    </QueryContent>
  );
}
