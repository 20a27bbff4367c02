/**
 * Roles, the permission catalogue and the rules that decide what a staff user may see and do.
 * The server enforces these rules; the client uses the same functions only to hide what would be refused.
 */

export const ROLES = ['super_admin', 'admin', 'caseworker', 'staff'] as const;
export type Role = (typeof ROLES)[number];

export const PERMISSION_KEYS = [
  'view_dashboard',
  'manage_families',
  'manage_documents',
  'manage_courses',
  'assign_courses',
  'view_analytics',
  'manage_users',
  'manage_permissions',
  'system_configuration',
  'manage_templates',
  'view_reports',
  'manage_settings',
  'manage_assigned_families',
  'view_background_checks',
  'approve_exemptions',
  'approve_families',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

export interface PermissionDefinition {
  key: PermissionKey;
  name: string;
  description: string;
  category: string;
}

/** The catalogue seeded into the permissions table. */
export const PERMISSION_CATALOGUE: readonly PermissionDefinition[] = [
  {
    key: 'view_dashboard',
    name: 'View Dashboard',
    description: 'See the staff dashboard with summary cards, recent activity and pending tasks.',
    category: 'General',
  },
  {
    key: 'manage_families',
    name: 'Manage Families',
    description: 'Find, open and edit families, move them along the approval journey and invite applicants.',
    category: 'Families',
  },
  {
    key: 'manage_assigned_families',
    name: 'Manage Assigned Families',
    description:
      'Open and work on the families one is assigned to (their support team): record, household, documents, forms and messages.',
    category: 'Families',
  },
  {
    key: 'view_background_checks',
    name: 'View Background Checks',
    description:
      "Read criminal-history details (result notes, exemptions) and record check results; others see each check's status only (need to know).",
    category: 'Families',
  },
  {
    key: 'approve_exemptions',
    name: 'Approve Exemptions',
    description: 'Grant or deny a criminal-record exemption for an adult whose background check needs one.',
    category: 'Families',
  },
  {
    key: 'approve_families',
    name: 'Approve Families',
    description:
      "Act as a supervisor: countersign the agency documents a supervisor signs after the family, and decide a family's approval.",
    category: 'Families',
  },
  {
    key: 'manage_documents',
    name: 'Manage Documents',
    description: 'Review uploaded family documents and approve or reject them.',
    category: 'Documents',
  },
  {
    key: 'manage_templates',
    name: 'Manage Templates',
    description: 'Create and edit the state forms and agency documents families fill out and sign.',
    category: 'Documents',
  },
  {
    key: 'manage_courses',
    name: 'Manage Courses',
    description: 'Create, edit, publish and delete training courses and their lessons.',
    category: 'Training',
  },
  {
    key: 'assign_courses',
    name: 'Assign Courses',
    description: 'Assign training courses to families.',
    category: 'Training',
  },
  {
    key: 'view_analytics',
    name: 'View Analytics',
    description: 'See agency-wide analytics on families, documents and training.',
    category: 'Reporting',
  },
  {
    key: 'view_reports',
    name: 'View Reports',
    description: 'Open and export operational reports.',
    category: 'Reporting',
  },
  {
    key: 'manage_users',
    name: 'Manage Users',
    description: 'List staff users and assign or remove their roles.',
    category: 'Administration',
  },
  {
    key: 'manage_permissions',
    name: 'Manage Permissions',
    description: 'Grant and revoke individual permissions for staff users.',
    category: 'Administration',
  },
  {
    key: 'system_configuration',
    name: 'System Configuration',
    description: 'Configure the family dashboard tiles, the intake address and announcements.',
    category: 'Administration',
  },
  {
    key: 'manage_settings',
    name: 'Manage Settings',
    description: 'Change agency-wide settings.',
    category: 'Administration',
  },
];

/**
 * What each role grants before per-user grants and revocations apply. super_admin always holds every
 * permission so that the agency can never lock itself out.
 */
export const ROLE_DEFAULT_PERMISSIONS: Record<Role, readonly PermissionKey[]> = {
  super_admin: PERMISSION_KEYS,
  admin: [
    'view_dashboard',
    'manage_families',
    'manage_documents',
    'manage_templates',
    'manage_courses',
    'assign_courses',
    'view_analytics',
    'view_reports',
    'manage_users',
  ],
  caseworker: ['view_dashboard', 'manage_assigned_families', 'view_background_checks'],
  staff: ['view_dashboard'],
};

/**
 * What `manage_assigned_families` stands for on one of the holder's own families (and, for reading only, on any
 * family when the agency lets caseworkers read every family): the permissions a family's record is guarded by.
 */
export const FAMILY_RECORD_PERMISSIONS = [
  'manage_families',
  'manage_documents',
] as const satisfies readonly PermissionKey[];

/**
 * The permissions a staff user works on one family's record with, on a family they reach: theirs, and the
 * family-record permissions `manage_assigned_families` stands for there (the server's rule: lib/family-access).
 */
export function permissionsOnFamily(granted: readonly string[]): PermissionKey[] {
  const stands = hasPermission(granted, 'manage_assigned_families');
  return PERMISSION_KEYS.filter(
    (key) =>
      hasPermission(granted, key) ||
      (stands && (FAMILY_RECORD_PERMISSIONS as readonly string[]).includes(key)),
  );
}

/** Whether one of `anyOf` is a family-record permission that `manage_assigned_families` can stand for. */
export function guardsFamilyRecords(anyOf: readonly PermissionKey[]): boolean {
  return anyOf.some((key) => (FAMILY_RECORD_PERMISSIONS as readonly PermissionKey[]).includes(key));
}

export interface PermissionOverride {
  permission: PermissionKey;
  granted: boolean;
}

/** Effective permissions: role defaults, plus explicit grants, minus explicit revocations (never for super_admin). */
export function effectivePermissions(
  roles: readonly Role[],
  overrides: readonly PermissionOverride[],
): PermissionKey[] {
  if (roles.includes('super_admin')) return [...PERMISSION_KEYS];
  const granted = new Set<PermissionKey>(roles.flatMap((role) => ROLE_DEFAULT_PERMISSIONS[role]));
  for (const { permission, granted: isGranted } of overrides) {
    if (isGranted) granted.add(permission);
    else granted.delete(permission);
  }
  return PERMISSION_KEYS.filter((key) => granted.has(key));
}

/** A failed or empty lookup counts as denied. */
export function hasPermission(granted: readonly string[] | null | undefined, key: PermissionKey): boolean {
  return Array.isArray(granted) && granted.includes(key);
}

export function hasRole(roles: readonly string[] | null | undefined, role: Role): boolean {
  return Array.isArray(roles) && roles.includes(role);
}

/** Only a super admin may give or take the super_admin role; anyone with manage_users may give the others. */
export function mayChangeRole(changerRoles: readonly string[] | null | undefined, role: Role): boolean {
  return role !== 'super_admin' || hasRole(changerRoles, 'super_admin');
}

/** The roles a user holding `changerRoles` may give (the server refuses the others with 403). */
export function grantableRoles(changerRoles: readonly string[] | null | undefined): Role[] {
  return ROLES.filter((role) => mayChangeRole(changerRoles, role));
}

export type RoleLabel = 'Super Admin' | 'Admin' | 'Caseworker' | 'Staff';

/** Header role label (spec 01 §2): Super Admin if super_admin, else Admin if admin, else Caseworker if caseworker, else Staff. */
export function roleLabel(roles: readonly string[] | null | undefined): RoleLabel {
  if (hasRole(roles, 'super_admin')) return 'Super Admin';
  if (hasRole(roles, 'admin')) return 'Admin';
  if (hasRole(roles, 'caseworker')) return 'Caseworker';
  return 'Staff';
}
