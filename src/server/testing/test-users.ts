import type { PermissionKey, Role } from '@shared/auth/permissions';
import type { Db } from '../db/client';
import { profiles, userPermissions, userRoles, users } from '../db/schema';
import { hashPassword } from '../lib/password-hash';

export const TEST_PASSWORD = 'test-passphrase-2026';

/** A confirmed staff account with exactly the given roles and per-user grants/revocations. */
export async function createStaffUser(
  db: Db,
  options: { email: string; roles: Role[]; grant?: PermissionKey[]; revoke?: PermissionKey[] },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: options.email,
      passwordHash: await hashPassword(TEST_PASSWORD),
      emailConfirmedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('could not create test user');
  await db.insert(profiles).values({ id: user.id, email: options.email, displayName: options.email });
  if (options.roles.length)
    await db.insert(userRoles).values(options.roles.map((role) => ({ userId: user.id, role })));
  const overrides = [
    ...(options.grant ?? []).map((permission) => ({ userId: user.id, permission, granted: true })),
    ...(options.revoke ?? []).map((permission) => ({ userId: user.id, permission, granted: false })),
  ];
  if (overrides.length) await db.insert(userPermissions).values(overrides);
  return user;
}
