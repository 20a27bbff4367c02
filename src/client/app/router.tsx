import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, RouteObject } from 'react-router';
import { STAFF_PAGES, type StaffPageKey } from '@shared/auth/staff-navigation';
import { PATHS } from '@shared/paths';
import { AppLoadingFrame } from '@client/components/centered-loader';
import { RouteError } from '@client/components/route-error';
import type { RouteHandle } from '@client/components/use-route-title';
import { familyApprovalQuery } from '@client/features/family-approval/api/family-approval-query';
import { familyQueries } from '@client/features/family-portal/api/family-portal-queries';
import { memberItemsQuery } from '@client/features/member-accounts/api/member-items';
import { staffDashboardQuery } from '@client/features/staff-dashboard/api/use-staff-dashboard';
import { authStore } from '@client/lib/auth/auth-store';
import type { Portal } from '@client/lib/auth/create-auth-store';
import { loadWords } from './i18n';
import { queryClient } from './query-client';
import { RootLayout } from './root-layout';

/*
 * The one route table. A page is a module under routes/ that exports `Component` (React Router's lazy route
 * module: the router loads it with the navigation, in a chunk of its own) and one entry here. A page's first read
 * can start with its module: `loader: prefetch(portal, query)`; the page's own useQuery then finds it on its way.
 * A page whose words are not app's or auth's (the bundled ones) loads them with `loader: loadWords(…)`.
 */

/**
 * Who a read is for: staff, the family's applicants, or an adult's own account (issue 44), which every family
 * read but its own items refuses.
 */
type Audience = Portal | 'member';

function audienceOf(user: { kind: Portal; memberId?: string | null } | undefined): Audience | undefined {
  return user?.kind === 'family' && user.memberId ? 'member' : user?.kind;
}

/**
 * A loader that starts `query` once the session is known, when someone of `audience` is signed in, and does not
 * wait for it: the page renders at once and shows its skeleton until the answer is there.
 */
function prefetch<T, Key extends QueryKey>(
  audience: Audience,
  query: FetchQueryOptions<T, Error, T, Key>,
): LoaderFunction {
  return ({ request }) => {
    void authStore.initialize(new URL(request.url).search).then(() => {
      if (audienceOf(authStore.getState().session?.user) === audience) void queryClient.prefetchQuery(query);
    });
    return null;
  };
}

/** A staff page: path, title and permission from STAFF_PAGES (shared), which the staff layout's guard reads. */
function staffPage(key: StaffPageKey, route: Omit<RouteObject, 'path' | 'handle' | 'index'>): RouteObject {
  const { path, title, anyOf } = STAFF_PAGES[key];
  return { path, handle: { title, anyOf } satisfies RouteHandle, ...route } as RouteObject;
}

const staffPages: RouteObject[] = [
  staffPage('dashboard', {
    loader: prefetch('staff', staffDashboardQuery),
    lazy: () => import('./routes/staff/staff-dashboard-page'),
  }),
  staffPage('families', { lazy: () => import('./routes/staff/families/all-families-page') }),
  staffPage('applications', { lazy: () => import('./routes/staff/families/applications-page') }),
  staffPage('familyDetail', { lazy: () => import('./routes/staff/families/family-detail-page') }),
  staffPage('inbox', { lazy: () => import('./routes/staff/inbox-page') }),
  staffPage('documents', { lazy: () => import('./routes/staff/documents/staff-documents-page') }),
  staffPage('documentIntake', { lazy: () => import('./routes/staff/documents/document-intake-page') }),
  staffPage('documentDetail', { lazy: () => import('./routes/staff/documents/staff-document-detail-page') }),
  staffPage('checks', { lazy: () => import('./routes/staff/checks-page') }),
  staffPage('templates', { lazy: () => import('./routes/staff/templates-page') }),
  staffPage('signatures', { lazy: () => import('./routes/staff/signatures-page') }),
  staffPage('reviews', { lazy: () => import('./routes/staff/reviews-page') }),
  staffPage('manageCourses', { lazy: () => import('./routes/staff/learning/manage-courses-page') }),
  staffPage('courseAssignments', { lazy: () => import('./routes/staff/learning/course-assignments-page') }),
  staffPage('analytics', { lazy: () => import('./routes/staff/analytics-page') }),
  staffPage('userManagement', { lazy: () => import('./routes/staff/admin/user-management-page') }),
  staffPage('permissionManagement', {
    lazy: () => import('./routes/staff/admin/permission-management-page'),
  }),
  staffPage('systemConfiguration', { lazy: () => import('./routes/staff/admin/system-configuration-page') }),
  staffPage('help', { lazy: () => import('./routes/staff/support/help-page') }),
  staffPage('helpArea', { lazy: () => import('./routes/staff/support/help-area-page') }),
  staffPage('contactSupport', { lazy: () => import('./routes/staff/support/contact-support-page') }),
];

/** Family pages reachable without a session: sign-in and the e-mailed links. */
const familyPublicPages: RouteObject[] = [
  {
    path: PATHS.familySignIn,
    handle: { title: 'Family Sign In', titleKey: 'titles.familySignIn' } satisfies RouteHandle,
    lazy: () => import('./routes/family/family-sign-in-page'),
  },
  {
    path: PATHS.familyForgotPassword,
    handle: { title: 'Reset your password', titleKey: 'titles.forgotPassword' } satisfies RouteHandle,
    lazy: () => import('./routes/family/forgot-password-page'),
  },
  {
    path: PATHS.familyResetPassword,
    handle: { title: 'Choose a new password', titleKey: 'titles.resetPassword' } satisfies RouteHandle,
    lazy: () => import('./routes/family/reset-password-page'),
  },
  {
    // Staff ask for and get the same reset link on their own paths (the pages read the portal from the handle).
    path: PATHS.staffForgotPassword,
    handle: { title: 'Reset your password', portal: 'staff' } satisfies RouteHandle,
    lazy: () => import('./routes/family/forgot-password-page'),
  },
  {
    path: PATHS.staffResetPassword,
    handle: { title: 'Choose a new password', portal: 'staff' } satisfies RouteHandle,
    lazy: () => import('./routes/family/reset-password-page'),
  },
  {
    path: PATHS.verifyCertificate,
    handle: { title: 'Certificate Verification', titleKey: 'titles.verifyCertificate' } satisfies RouteHandle,
    loader: loadWords('familyLearning'),
    lazy: () => import('./routes/family/verify-certificate-page'),
  },
  {
    path: PATHS.familyAcceptInvite,
    handle: { title: 'Welcome to Haven', titleKey: 'titles.acceptInvite' } satisfies RouteHandle,
    lazy: () => import('./routes/family/accept-invite-page'),
  },
];

/**
 * My Family and its two filtered pages (Alternative Caregiver, Other Adults): one module reads its view from the
 * path. My Family also shows the references (issue 44), and each adult's card their own account, with their words.
 */
function householdPage(
  path: string,
  title: string,
  titleKey: RouteHandle['titleKey'],
  ...words: Parameters<typeof loadWords>
): RouteObject {
  return {
    path,
    handle: { title, titleKey } satisfies RouteHandle,
    loader: async (args) => {
      await Promise.all([
        prefetch('family', familyQueries.household)(args),
        loadWords('familyPortalHousehold', 'memberAccounts', ...words)(),
      ]);
      return null;
    },
    lazy: () => import('./routes/family/household-page'),
  };
}

/** Pages inside the family layout (family users only). */
const familyPages: RouteObject[] = [
  {
    path: PATHS.familyDashboard,
    handle: { title: 'Dashboard', titleKey: 'titles.dashboard' } satisfies RouteHandle,
    // My Approval's read starts beside the dashboard's: the tiles wait for it (no layout shift).
    loader: (args) => {
      void prefetch('family', familyQueries.dashboard)(args);
      void prefetch('family', familyApprovalQuery)(args);
      return null;
    },
    lazy: () => import('./routes/family/family-dashboard-page'),
  },
  {
    path: PATHS.familyDocuments,
    handle: { title: 'Documents and Signing', titleKey: 'titles.documents' } satisfies RouteHandle,
    loader: loadWords('signing'),
    lazy: () => import('./routes/family/documents-page'),
  },
  {
    path: `${PATHS.familySigning}/:documentId?`,
    handle: { title: 'Document Signing', titleKey: 'titles.signing' } satisfies RouteHandle,
    loader: loadWords('signing'),
    lazy: () => import('./routes/family/signing-page'),
  },
  {
    path: PATHS.familyLearning,
    handle: { title: 'My Learning Journey', titleKey: 'titles.learning' } satisfies RouteHandle,
    loader: loadWords('familyLearning'),
    lazy: () => import('./routes/family/learning-page'),
  },
  {
    path: PATHS.familyMessages,
    handle: { title: 'Messages', titleKey: 'titles.messages' } satisfies RouteHandle,
    loader: loadWords('messages'),
    lazy: () => import('./routes/family/messages-page'),
  },
  {
    // An adult's own account (issue 44): their forms and files; the family layout opens no other page for them.
    path: PATHS.familyMyItems,
    handle: { title: 'My Items', titleKey: 'titles.myItems' } satisfies RouteHandle,
    loader: async (args) => {
      await Promise.all([prefetch('member', memberItemsQuery)(args), loadWords('memberAccounts')()]);
      return null;
    },
    lazy: () => import('./routes/family/my-items-page'),
  },
  householdPage(PATHS.familyHousehold, 'My Family', 'titles.household', 'references'),
  householdPage(PATHS.familyCaregivers, 'Alternative Caregiver', 'titles.caregivers'),
  householdPage(PATHS.familyOtherAdults, 'Other Adults', 'titles.otherAdults'),
  {
    path: PATHS.familyCoursePlayer,
    handle: { title: 'My Learning Journey', titleKey: 'titles.learning' } satisfies RouteHandle,
    loader: loadWords('familyLearning'),
    lazy: () => import('./routes/family/course-player-page'),
  },
];

/** The route table; main.tsx makes the browser router of it. */
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
        lazy: () => import('./routes/public/home-page'),
      },
      {
        path: PATHS.auth,
        handle: { title: 'Staff Portal' } satisfies RouteHandle,
        lazy: () => import('./routes/staff/auth-page'),
      },
      {
        path: PATHS.staffAcceptInvite,
        handle: { title: 'Join Haven' } satisfies RouteHandle,
        lazy: () => import('./routes/staff/accept-invite-page'),
      },
      { lazy: () => import('./layouts/staff/staff-layout'), children: staffPages },
      ...familyPublicPages,
      {
        path: PATHS.verify,
        handle: { title: 'Verify a document', titleKey: 'titles.verify' } satisfies RouteHandle,
        loader: loadWords('signing'),
        lazy: () => import('./routes/public/verify-page'),
      },
      {
        path: `${PATHS.signingLink}/:token`,
        handle: { title: 'Sign a document', titleKey: 'titles.signingLink' } satisfies RouteHandle,
        loader: loadWords('signing'),
        lazy: () => import('./routes/public/signing-link-page'),
      },
      {
        path: `${PATHS.referenceLink}/:token`,
        handle: { title: 'Give a reference', titleKey: 'titles.referenceLink' } satisfies RouteHandle,
        loader: loadWords('references'),
        lazy: () => import('./routes/public/reference-link-page'),
      },
      {
        // The family shell's words (header, bell, assistant) and the dashboard's, with the layout.
        loader: loadWords('familyPortal', 'notifications', 'checklist', 'assistantChat'),
        lazy: () => import('./layouts/family/family-layout'),
        children: familyPages,
      },
      {
        path: '*',
        handle: { title: 'Page not found', titleKey: 'titles.notFound' } satisfies RouteHandle,
        lazy: () => import('./routes/common/not-found-page'),
      },
    ],
  },
];
