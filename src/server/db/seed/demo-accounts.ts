import type { PermissionKey, Role } from '../../../shared/auth/permissions';

/** Shared by every demo account. Demo mode only: never seeded when DEMO_MODE is off. */
export const DEMO_PASSWORD = 'demo-password-2026';

export interface DemoStaffAccount {
  email: string;
  password: string;
  displayName: string;
  role: Role;
  /** Per-user grants on top of the role defaults. */
  grantedPermissions: readonly PermissionKey[];
}

/** The staff accounts the demo seed creates (README, tests and e2e fixtures sign in with these). */
export const DEMO_STAFF_ACCOUNTS = [
  {
    email: 'super@haven.demo',
    password: DEMO_PASSWORD,
    displayName: 'Sam Rivera',
    role: 'super_admin',
    grantedPermissions: [],
  },
  {
    email: 'admin@haven.demo',
    password: DEMO_PASSWORD,
    displayName: 'Alex Morgan',
    role: 'admin',
    grantedPermissions: [],
  },
  {
    email: 'staff@haven.demo',
    password: DEMO_PASSWORD,
    displayName: 'Jordan Lee',
    role: 'staff',
    grantedPermissions: ['manage_documents'],
  },
] as const satisfies readonly DemoStaffAccount[];

/** The fixed demo family of the spec (the 'Martinez Family'). */
export const DEMO_FAMILY_ID = '00000000-0000-4000-8000-000000000001';
export const DEMO_FAMILY_CASE_NUMBER = 'HVN-2026-0001';

/** A family-portal sign-in bound to the demo family (Maria Martinez, the primary applicant). */
export const DEMO_FAMILY_ACCOUNT = {
  email: 'family@haven.demo',
  password: DEMO_PASSWORD,
  displayName: 'Maria Martinez',
  familyId: DEMO_FAMILY_ID,
} as const;
