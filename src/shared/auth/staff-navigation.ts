import { PATHS } from '../paths';
import { hasPermission, type PermissionKey } from './permissions';

/** A staff page: its path, its title (heading and document title) and who may open it (any of). */
export interface StaffPage {
  path: string;
  title: string;
  anyOf: readonly PermissionKey[];
}

const page = (path: string, title: string, ...anyOf: PermissionKey[]): StaffPage => ({ path, title, anyOf });

/**
 * Every staff page, defined once: the router mounts them (app/router.tsx), the staff layout guards them,
 * the document title and the back links read their titles, and the sidebar below points at them.
 */
export const STAFF_PAGES = {
  dashboard: page(PATHS.staffDashboard, 'Dashboard', 'view_dashboard'),
  // A caseworker's All Families, Applications and family pages show the families assigned to them.
  families: page(PATHS.families, 'All Families', 'manage_families', 'manage_assigned_families'),
  applications: page(PATHS.applications, 'Applications', 'manage_families', 'manage_assigned_families'),
  familyDetail: page(`${PATHS.families}/:familyId`, 'Family', 'manage_families', 'manage_assigned_families'),
  inbox: page(PATHS.staffInbox, 'Inbox', 'manage_families'),
  documents: page(PATHS.staffDocuments, 'Documents', 'manage_documents'),
  checks: page(PATHS.staffChecks, 'Background Checks', 'view_background_checks'),
  documentIntake: page(PATHS.staffDocumentIntake, 'E-mail Intake', 'manage_documents'),
  documentDetail: page(
    `${PATHS.staffDocuments}/:documentId`,
    'Document',
    'manage_documents',
    'manage_assigned_families',
  ),
  templates: page(PATHS.staffTemplates, 'Document Templates', 'manage_templates'),
  // Whoever may countersign: a family's caseworker (assigned, or managing every family) or a supervisor.
  signatures: page(
    PATHS.staffSignatures,
    'Signatures',
    'manage_families',
    'manage_assigned_families',
    'approve_families',
  ),
  // The written reports waiting for a supervisor's review (issue 45).
  reviews: page(PATHS.staffReviews, 'Reviews', 'approve_families'),
  manageCourses: page(PATHS.manageCourses, 'Learning Management System', 'manage_courses'),
  courseAssignments: page(PATHS.courseAssignments, 'Course Assignments', 'assign_courses'),
  analytics: page(PATHS.analytics, 'Analytics', 'view_analytics'),
  userManagement: page(PATHS.userManagement, 'User Management', 'manage_users'),
  permissionManagement: page(PATHS.permissionManagement, 'Permission Management', 'manage_permissions'),
  systemConfiguration: page(PATHS.systemConfiguration, 'System Configuration', 'system_configuration'),
  // Every staff member's: the help of an area shows to whoever may open the area.
  help: page(PATHS.staffHelp, 'Help Documentation'),
  helpArea: page(`${PATHS.staffHelp}/:area`, 'Help Documentation'),
  contactSupport: page(PATHS.staffContactSupport, 'Contact Support'),
} as const satisfies Record<string, StaffPage>;

export type StaffPageKey = keyof typeof STAFF_PAGES;

/** One sidebar link. */
export interface StaffNavItem {
  label: string;
  path: string;
  /** The item shows when the user holds any of these; empty means always shown. */
  anyOf: readonly PermissionKey[];
}

export interface StaffNavSection {
  label: string;
  /** Single-link sections render as one entry rather than a group. */
  items: readonly StaffNavItem[];
  /** The section shows when the user may see any of its items. */
  anyOf: readonly PermissionKey[];
}

/** A sidebar link to a staff page: it shows to whoever may open the page. */
const link = (label: string, target: StaffPage): StaffNavItem => ({
  label,
  path: target.path,
  anyOf: target.anyOf,
});

const section = (label: string, ...items: StaffNavItem[]): StaffNavSection => ({
  label,
  items,
  anyOf: [...new Set(items.flatMap((item) => item.anyOf))],
});

/** The staff sidebar of spec 01 §2 with its visibility rules. */
export const STAFF_NAVIGATION: readonly StaffNavSection[] = [
  section('Dashboard', link('Dashboard', STAFF_PAGES.dashboard)),
  section(
    'Family Management',
    link('All Families', STAFF_PAGES.families),
    link('Applications', STAFF_PAGES.applications),
    link('Reviews', STAFF_PAGES.reviews),
    link('Background Checks', STAFF_PAGES.checks),
    link('Inbox', STAFF_PAGES.inbox),
  ),
  section(
    'Documents',
    link('Documents', STAFF_PAGES.documents),
    link('E-mail Intake', STAFF_PAGES.documentIntake),
    link('Templates', STAFF_PAGES.templates),
    link('Signatures', STAFF_PAGES.signatures),
  ),
  section(
    'Training Center',
    link('Manage Courses', STAFF_PAGES.manageCourses),
    link('Course Assignments', STAFF_PAGES.courseAssignments),
  ),
  section('Analytics', link('Analytics', STAFF_PAGES.analytics)),
  section(
    'Administration',
    link('User Management', STAFF_PAGES.userManagement),
    link('Permissions', STAFF_PAGES.permissionManagement),
    link('System Configuration', STAFF_PAGES.systemConfiguration),
  ),
  section(
    'Support',
    link('Help Documentation', STAFF_PAGES.help),
    link('Contact Support', STAFF_PAGES.contactSupport),
  ),
];

/** True when a user holding `granted` may see something that needs any of `anyOf` (empty: everyone). */
export function allowsAny(granted: readonly string[], anyOf: readonly PermissionKey[]): boolean {
  return anyOf.length === 0 || anyOf.some((key) => hasPermission(granted, key));
}

/** The sections and items a user with these permissions sees, in sidebar order. */
export function visibleStaffNavigation(granted: readonly string[]): StaffNavSection[] {
  return STAFF_NAVIGATION.filter((s) => allowsAny(granted, s.anyOf)).map((s) => ({
    ...s,
    items: s.items.filter((item) => allowsAny(granted, item.anyOf)),
  }));
}
