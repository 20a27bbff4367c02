import { lazy, Suspense } from 'react';
import { Stack, Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { hasPermission } from '@shared/auth/permissions';
import { useAuth } from '@client/lib/auth/use-auth';
import { SkeletonRows } from '@client/components/query-content';
import { CourseManagementTab } from './course-management-tab';
import { CourseStatsCards } from './course-stats-cards';

const CourseAssignmentsView = lazy(async () => ({
  default: (await import('./course-assignments-view')).CourseAssignmentsView,
}));
const LearningAnalyticsView = lazy(async () => ({
  default: (await import('./learning-analytics-view')).LearningAnalyticsView,
}));

const TABS = ['courses', 'assignments', 'analytics'] as const;
type Tab = (typeof TABS)[number];

/**
 * Manage Courses (/admin/learning, manage_courses): the header cards and the tabs Course Management,
 * Assignments (only for staff who may assign courses: the server refuses the others) and Analytics.
 * The tab is kept in the URL.
 */
export function ManageCoursesView() {
  const { permissions } = useAuth();
  const canAssign = hasPermission(permissions, 'assign_courses');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: Tab =
    TABS.find((value) => value === requested && (value !== 'assignments' || canAssign)) ?? 'courses';

  return (
    <Stack gap="lg">
      <CourseStatsCards />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value && value !== 'courses' ? { tab: value } : {}, { replace: true })}
      >
        <Tabs.List mb="md">
          <Tabs.Tab value="courses">Course Management</Tabs.Tab>
          {canAssign && <Tabs.Tab value="assignments">Assignments</Tabs.Tab>}
          <Tabs.Tab value="analytics">Analytics</Tabs.Tab>
        </Tabs.List>
        <Suspense fallback={<SkeletonRows label="Loading" />}>
          <Tabs.Panel value="courses">{tab === 'courses' && <CourseManagementTab />}</Tabs.Panel>
          {canAssign && (
            <Tabs.Panel value="assignments">
              {tab === 'assignments' && <CourseAssignmentsView inTab />}
            </Tabs.Panel>
          )}
          <Tabs.Panel value="analytics">{tab === 'analytics' && <LearningAnalyticsView />}</Tabs.Panel>
        </Suspense>
      </Tabs>
    </Stack>
  );
}
