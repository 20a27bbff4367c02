import type { PermissionKey, Role } from '../../../shared/auth/permissions';
import type { Tx } from '../client';
import { profiles, userPermissions, userRoles, users } from '../schema';
import type { SeedClock } from './clock';
import type { PasswordHasher } from './seed-types';
import { DEMO_STAFF_ACCOUNTS } from './demo-accounts';

interface NewUser {
  email: string;
  displayName: string;
  /** null: the account exists (e.g. shown on a support team) but cannot sign in until invited. */
  password: string | null;
  kind: 'staff' | 'family';
  familyId?: string;
  role?: Role;
  grantedPermissions?: readonly PermissionKey[];
}

/** Inserts a confirmed user with profile, role and grants; returns the user id. */
export async function insertUser(
  tx: Tx,
  clock: SeedClock,
  user: NewUser,
  hashPassword: PasswordHasher,
): Promise<string> {
  const [row] = await tx
    .insert(users)
    .values({
      email: user.email,
      passwordHash: user.password ? await hashPassword(user.password) : null,
      kind: user.kind,
      familyId: user.familyId ?? null,
      emailConfirmedAt: clock.now,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`could not create demo user ${user.email}`);
  await tx.insert(profiles).values({ id: row.id, displayName: user.displayName, email: user.email });
  if (user.role) await tx.insert(userRoles).values({ userId: row.id, role: user.role });
  const grants = user.grantedPermissions ?? [];
  if (grants.length > 0) {
    await tx
      .insert(userPermissions)
      .values(grants.map((permission) => ({ userId: row.id, permission, granted: true })));
  }
  return row.id;
}

/** The demo family's support team (spec: three people, each with a message button). */
const SUPPORT_TEAM = [
  { email: 'sarah.johnson@haven.demo', displayName: 'Sarah Johnson', roleTitle: 'Caseworker' },
  { email: 'michael.chen@haven.demo', displayName: 'Michael Chen', roleTitle: 'Licensing Worker' },
  { email: 'priya.patel@haven.demo', displayName: 'Priya Patel', roleTitle: 'Training Coordinator' },
] as const;

export interface DemoStaffIds {
  /** By e-mail, for every demo staff account. */
  byEmail: Map<string, string>;
  adminId: string;
  supportTeam: { userId: string; roleTitle: string }[];
}

export async function seedDemoStaff(
  tx: Tx,
  clock: SeedClock,
  hashPassword: PasswordHasher,
): Promise<DemoStaffIds> {
  const byEmail = new Map<string, string>();
  for (const account of DEMO_STAFF_ACCOUNTS) {
    byEmail.set(account.email, await insertUser(tx, clock, { ...account, kind: 'staff' }, hashPassword));
  }
  const supportTeam: DemoStaffIds['supportTeam'] = [];
  for (const member of SUPPORT_TEAM) {
    const userId = await insertUser(
      tx,
      clock,
      { ...member, password: null, kind: 'staff', role: 'staff' },
      hashPassword,
    );
    byEmail.set(member.email, userId);
    supportTeam.push({ userId, roleTitle: member.roleTitle });
  }
  const adminId = byEmail.get('admin@haven.demo');
  if (!adminId) throw new Error('demo admin missing');
  return { byEmail, adminId, supportTeam };
}
