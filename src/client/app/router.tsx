import { createBrowserRouter, type RouteObject } from 'react-router';
import { CenteredLoader } from '@client/components/centered-loader';
import { PlainPageLayout } from '@client/components/plain-page-layout';
import { RouteError } from '@client/components/route-error';
import type { RouteHandle } from '@client/components/use-route-title';
import { PATHS } from '@client/config/paths';
import { RootLayout } from './root-layout';

const placeholderPage = async () => ({
  Component: (await import('./routes/placeholder-page')).PlaceholderPage,
});

/** A page whose feature arrives in a later issue: it shows its title only. */
function placeholder(path: string, title: string): RouteObject {
  return { path, handle: { title } satisfies RouteHandle, lazy: placeholderPage };
}

/** Pages inside the staff layout; each checks its own permission there (requiredPermissionsForPath). */
const staffPages: RouteObject[] = [
  {
    path: PATHS.staffDashboard,
    handle: { title: 'Dashboard' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/staff-dashboard-page')).StaffDashboardPage }),
  },
  placeholder(PATHS.families, 'All Families'),
  placeholder(PATHS.applications, 'Applications'),
  placeholder(PATHS.staffDocuments, 'Documents'),
  placeholder(PATHS.manageCourses, 'Learning Management System'),
  placeholder(PATHS.courseAssignments, 'Course Assignments'),
  placeholder(PATHS.analytics, 'Analytics'),
  {
    path: PATHS.userManagement,
    handle: { title: 'User Management' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/user-management-page')).UserManagementPage }),
  },
  {
    path: PATHS.permissionManagement,
    handle: { title: 'Permission Management' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/permission-management-page')).PermissionManagementPage,
    }),
  },
  placeholder(PATHS.systemConfiguration, 'System Configuration'),
];

export const routes: RouteObject[] = [
  {
    path: PATHS.home,
    Component: RootLayout,
    HydrateFallback: CenteredLoader,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        handle: { title: 'Haven' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/home-page')).HomePage }),
      },
      {
        path: PATHS.auth,
        handle: { title: 'Staff Portal' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/auth-page')).AuthPage }),
      },
      {
        lazy: async () => ({
          Component: (await import('@client/components/staff-layout/staff-layout')).StaffLayout,
        }),
        children: staffPages,
      },
      {
        Component: PlainPageLayout,
        children: [
          placeholder(PATHS.familyDocuments, 'Documents and Signing'),
          placeholder(PATHS.familyLearning, 'My Learning Journey'),
        ],
      },
      {
        path: '*',
        handle: { title: 'Page not found' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/not-found-page')).NotFoundPage }),
      },
    ],
  },
];

export const router = createBrowserRouter(routes);
