import { createBrowserRouter, type RouteObject } from 'react-router';
import { CenteredLoader } from '@client/components/centered-loader';
import { RouteError } from '@client/components/route-error';
import type { RouteHandle } from '@client/components/use-route-title';
import { PATHS } from '@client/config/paths';
import { FAMILY_DETAIL_ROUTE } from '@client/features/families/utils/family-paths';
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
  {
    path: PATHS.families,
    handle: { title: 'All Families' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/staff/families/all-families-page')).AllFamiliesPage,
    }),
  },
  {
    path: PATHS.applications,
    handle: { title: 'Applications' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/staff/families/applications-page')).ApplicationsPage,
    }),
  },
  {
    path: FAMILY_DETAIL_ROUTE,
    handle: { title: 'Family' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/staff/families/family-detail-page')).FamilyDetailPage,
    }),
  },
  {
    path: PATHS.staffDocuments,
    handle: { title: 'Documents' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/staff/documents/staff-documents-page')).StaffDocumentsPage,
    }),
  },
  {
    path: `${PATHS.staffDocuments}/:documentId`,
    handle: { title: 'Document' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/staff/documents/staff-document-detail-page'))
        .StaffDocumentDetailPage,
    }),
  },
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
  {
    path: PATHS.systemConfiguration,
    handle: { title: 'System Configuration' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/staff/system-configuration-page')).SystemConfigurationPage,
    }),
  },
];

/** Family pages reachable without a session: sign-in and the e-mailed links. */
const familyPublicPages: RouteObject[] = [
  {
    path: PATHS.familySignIn,
    handle: { title: 'Family Sign In' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/family-sign-in-page')).FamilySignInPage }),
  },
  {
    path: PATHS.familyForgotPassword,
    handle: { title: 'Reset your password' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/family/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: PATHS.familyResetPassword,
    handle: { title: 'Choose a new password' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/family/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    // Staff accounts get the same reset link on this path (STAFF_RESET_PASSWORD_PATH).
    path: `${PATHS.auth}/reset-password`,
    handle: { title: 'Choose a new password' } satisfies RouteHandle,
    lazy: async () => {
      const { ResetPasswordPage } = await import('./routes/family/reset-password-page');
      return { Component: () => <ResetPasswordPage portal="staff" /> };
    },
  },
  {
    path: PATHS.familyAcceptInvite,
    handle: { title: 'Welcome to Haven' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/accept-invite-page')).AcceptInvitePage }),
  },
];

/** Pages inside the family layout (family users only). */
const familyPages: RouteObject[] = [
  {
    path: PATHS.familyDashboard,
    handle: { title: 'Dashboard' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/family/family-dashboard-page')).FamilyDashboardPage,
    }),
  },
  placeholder(PATHS.familyDocuments, 'Documents and Signing'),
  placeholder(PATHS.familyLearning, 'My Learning Journey'),
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
      ...familyPublicPages,
      {
        lazy: async () => ({
          Component: (await import('@client/components/family-layout/family-layout')).FamilyLayout,
        }),
        children: familyPages,
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
