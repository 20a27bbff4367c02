import type { LoaderFunction, RouteObject } from 'react-router';
import { PATHS } from '@shared/paths';
import { STAFF_PAGES, type StaffPageKey } from '@shared/auth/staff-navigation';
import { AppLoadingFrame } from '@client/components/centered-loader';
import { RouteError } from '@client/components/route-error';
import type { RouteHandle } from '@client/components/use-route-title';
import { familyQueries } from '@client/features/family-portal/api/family-portal-queries';
import { staffDashboardQuery } from '@client/features/staff-dashboard/api/use-staff-dashboard';
import { RootLayout } from './root-layout';
import { prefetchFor } from './route-prefetch';

type LazyPage = NonNullable<RouteObject['lazy']>;

/** The component of each staff page; path, title and permission come from STAFF_PAGES (shared). */
const STAFF_PAGE_COMPONENTS: Record<StaffPageKey, LazyPage> = {
  dashboard: async () => ({
    Component: (await import('./routes/staff/staff-dashboard-page')).StaffDashboardPage,
  }),
  families: async () => ({
    Component: (await import('./routes/staff/families/all-families-page')).AllFamiliesPage,
  }),
  applications: async () => ({
    Component: (await import('./routes/staff/families/applications-page')).ApplicationsPage,
  }),
  familyDetail: async () => ({
    Component: (await import('./routes/staff/families/family-detail-page')).FamilyDetailPage,
  }),
  inbox: async () => ({
    Component: (await import('./routes/staff/inbox-page')).InboxPage,
  }),
  documents: async () => ({
    Component: (await import('./routes/staff/documents/staff-documents-page')).StaffDocumentsPage,
  }),
  documentDetail: async () => ({
    Component: (await import('./routes/staff/documents/staff-document-detail-page')).StaffDocumentDetailPage,
  }),
  templates: async () => ({
    Component: (await import('./routes/staff/templates-page')).TemplatesPage,
  }),
  manageCourses: async () => ({
    Component: (await import('./routes/staff/learning/manage-courses-page')).ManageCoursesPage,
  }),
  courseAssignments: async () => ({
    Component: (await import('./routes/staff/learning/course-assignments-page')).CourseAssignmentsPage,
  }),
  analytics: async () => ({
    Component: (await import('./routes/staff/analytics-page')).AnalyticsPage,
  }),
  userManagement: async () => ({
    Component: (await import('./routes/staff/admin/user-management-page')).UserManagementPage,
  }),
  permissionManagement: async () => ({
    Component: (await import('./routes/staff/admin/permission-management-page')).PermissionManagementPage,
  }),
  systemConfiguration: async () => ({
    Component: (await import('./routes/staff/admin/system-configuration-page')).SystemConfigurationPage,
  }),
};

/** The first read of the page staff land on, started with its modules (route-prefetch.ts). */
const STAFF_PAGE_PREFETCH: Partial<Record<StaffPageKey, LoaderFunction>> = {
  dashboard: prefetchFor('staff', staffDashboardQuery),
};

function staffPage(key: StaffPageKey): RouteObject {
  const { path, title, anyOf } = STAFF_PAGES[key];
  return {
    path,
    handle: { title, anyOf } satisfies RouteHandle,
    loader: STAFF_PAGE_PREFETCH[key],
    lazy: STAFF_PAGE_COMPONENTS[key],
  };
}

/**
 * Pages inside the staff layout, which refuses a page to staff without its permission (handle.anyOf): the
 * dashboard, and the others inside the provider of their confirmations, which loads with the first of them.
 */
const staffPages: RouteObject[] = [
  staffPage('dashboard'),
  {
    lazy: async () => ({
      Component: (await import('./layouts/staff/staff-modals-layout')).StaffModalsLayout,
    }),
    children: (Object.keys(STAFF_PAGES) as StaffPageKey[])
      .filter((key) => key !== 'dashboard')
      .map(staffPage),
  },
];

/** Family pages reachable without a session: sign-in and the e-mailed links. */
const familyPublicPages: RouteObject[] = [
  {
    path: PATHS.familySignIn,
    handle: { title: 'Family Sign In', titleKey: 'titles.familySignIn' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/family-sign-in-page')).FamilySignInPage }),
  },
  {
    path: PATHS.familyForgotPassword,
    handle: { title: 'Reset your password', titleKey: 'titles.forgotPassword' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/family/forgot-password-page')).ForgotPasswordPage,
    }),
  },
  {
    path: PATHS.familyResetPassword,
    handle: { title: 'Choose a new password', titleKey: 'titles.resetPassword' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/family/reset-password-page')).ResetPasswordPage,
    }),
  },
  {
    // Staff accounts get the same reset link on their own path.
    path: PATHS.staffResetPassword,
    handle: { title: 'Choose a new password' } satisfies RouteHandle,
    lazy: async () => {
      const { ResetPasswordPage } = await import('./routes/family/reset-password-page');
      return { Component: () => <ResetPasswordPage portal="staff" /> };
    },
  },
  {
    path: PATHS.verifyCertificate,
    handle: { title: 'Certificate Verification', titleKey: 'titles.verifyCertificate' } satisfies RouteHandle,
    lazy: async () => ({
      Component: (await import('./routes/family/verify-certificate-page')).VerifyCertificatePage,
    }),
  },
  {
    path: PATHS.familyAcceptInvite,
    handle: { title: 'Welcome to Haven', titleKey: 'titles.acceptInvite' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/accept-invite-page')).AcceptInvitePage }),
  },
];

/** Pages inside the family layout (family users only). */
const familyPages: RouteObject[] = [
  {
    path: PATHS.familyDashboard,
    handle: { title: 'Dashboard', titleKey: 'titles.dashboard' } satisfies RouteHandle,
    loader: prefetchFor('family', familyQueries.dashboard),
    lazy: async () => ({
      Component: (await import('./routes/family/family-dashboard-page')).FamilyDashboardPage,
    }),
  },
  {
    path: PATHS.familyDocuments,
    handle: { title: 'Documents and Signing', titleKey: 'titles.documents' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/documents-page')).DocumentsPage }),
  },
  {
    path: `${PATHS.familySigning}/:documentId?`,
    handle: { title: 'Document Signing', titleKey: 'titles.signing' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/signing-page')).SigningPage }),
  },
  {
    path: PATHS.familyLearning,
    handle: { title: 'My Learning Journey', titleKey: 'titles.learning' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/learning-page')).LearningPage }),
  },
  {
    path: PATHS.familyMessages,
    handle: { title: 'Messages', titleKey: 'titles.messages' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/messages-page')).MessagesPage }),
  },
  {
    path: PATHS.familyCoursePlayer,
    handle: { title: 'My Learning Journey', titleKey: 'titles.learning' } satisfies RouteHandle,
    lazy: async () => ({ Component: (await import('./routes/family/course-player-page')).CoursePlayerPage }),
  },
];

/** The route table; main.tsx makes the browser router of it, prerender.tsx renders public pages with it. */
export const routes: RouteObject[] = [
  {
    path: PATHS.home,
    Component: RootLayout,
    HydrateFallback: AppLoadingFrame,
    errorElement: <RouteError />,
    children: [
      {
        index: true,
        handle: { title: 'Haven', titleKey: 'titles.home' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/public/home-page')).HomePage }),
      },
      {
        path: PATHS.auth,
        handle: { title: 'Staff Portal' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/staff/auth-page')).AuthPage }),
      },
      {
        lazy: async () => ({
          Component: (await import('./layouts/staff/staff-layout')).StaffLayout,
        }),
        children: staffPages,
      },
      ...familyPublicPages,
      {
        path: PATHS.verify,
        handle: { title: 'Verify a document', titleKey: 'titles.verify' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/public/verify-page')).VerifyPage }),
      },
      {
        lazy: async () => ({
          Component: (await import('./layouts/family/family-layout')).FamilyLayout,
        }),
        children: familyPages,
      },
      {
        path: '*',
        handle: { title: 'Page not found', titleKey: 'titles.notFound' } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('./routes/common/not-found-page')).NotFoundPage }),
      },
    ],
  },
];
