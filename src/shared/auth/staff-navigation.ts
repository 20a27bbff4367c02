import { hasPermission, type PermissionKey } from './permissions';

/** One sidebar link. `path` is absent for entries that do not navigate (spec: Support entries). */
export interface StaffNavItem {
  label: string;
  path?: string;
  /** The item shows when the user holds any of these; empty means always shown. */
  anyOf: readonly PermissionKey[];
}

export interface StaffNavSection {
  label: string;
  /** Single-link sections render as one entry rather than a group. */
  items: readonly StaffNavItem[];
  anyOf: readonly PermissionKey[];
}

/** The staff sidebar of spec 01 §2 with its visibility rules. */
export const STAFF_NAVIGATION: readonly StaffNavSection[] = [
  {
    label: 'Dashboard',
    anyOf: ['view_dashboard'],
    items: [{ label: 'Dashboard', path: '/staff', anyOf: ['view_dashboard'] }],
  },
  {
    label: 'Family Management',
    anyOf: ['manage_families'],
    items: [
      { label: 'All Families', path: '/staff/families', anyOf: ['manage_families'] },
      { label: 'Applications', path: '/staff/families/applications', anyOf: ['manage_families'] },
    ],
  },
  {
    label: 'Documents',
    anyOf: ['manage_documents'],
    items: [{ label: 'Documents', path: '/staff/documents', anyOf: ['manage_documents'] }],
  },
  {
    label: 'Training Center',
    anyOf: ['manage_courses', 'assign_courses'],
    items: [
      { label: 'Manage Courses', path: '/admin/learning', anyOf: ['manage_courses'] },
      { label: 'Course Assignments', path: '/staff/assignments', anyOf: ['assign_courses'] },
    ],
  },
  {
    label: 'Analytics',
    anyOf: ['view_analytics'],
    items: [{ label: 'Analytics', path: '/staff/analytics', anyOf: ['view_analytics'] }],
  },
  {
    label: 'Administration',
    anyOf: ['manage_users', 'manage_permissions', 'system_configuration'],
    items: [
      { label: 'User Management', path: '/staff/admin/users', anyOf: ['manage_users'] },
      { label: 'Permissions', path: '/staff/admin/permissions', anyOf: ['manage_permissions'] },
      { label: 'System Configuration', path: '/staff/admin/system', anyOf: ['system_configuration'] },
    ],
  },
  {
    label: 'Support',
    anyOf: [],
    items: [
      { label: 'Help Documentation', anyOf: [] },
      { label: 'Contact Support', anyOf: [] },
    ],
  },
];

function allows(granted: readonly string[], anyOf: readonly PermissionKey[]): boolean {
  return anyOf.length === 0 || anyOf.some((key) => hasPermission(granted, key));
}

/** The sections and items a user with these permissions sees, in sidebar order. */
export function visibleStaffNavigation(granted: readonly string[]): StaffNavSection[] {
  return STAFF_NAVIGATION.filter((section) => allows(granted, section.anyOf)).map((section) => ({
    ...section,
    items: section.items.filter((item) => allows(granted, item.anyOf)),
  }));
}

/**
 * The permissions a staff page path requires (any of), or undefined when the path is not a staff page.
 * Nested pages inherit from their sidebar entry (/staff/families/:id needs what /staff/families needs);
 * the dashboard root /staff only matches itself.
 */
export function requiredPermissionsForPath(path: string): readonly PermissionKey[] | undefined {
  let best: StaffNavItem | undefined;
  for (const item of STAFF_NAVIGATION.flatMap((section) => section.items)) {
    if (!item.path) continue;
    const matches = path === item.path || (item.path !== '/staff' && path.startsWith(`${item.path}/`));
    if (matches && (!best?.path || item.path.length > best.path.length)) best = item;
  }
  return best?.anyOf;
}
