import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { z } from 'zod';
import {
  effectivePermissions,
  PERMISSION_CATALOGUE,
  PERMISSION_KEYS,
  type PermissionKey,
  type Role,
} from '../../shared/auth/permissions';
import { type Database, queryRows } from './client';
import { staffHolds } from './family-scope';
import { permissions, userPermissions, userRoles, users } from './schema';
import { createTestDatabase } from '../testing/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db
    .insert(permissions)
    .values(
      PERMISSION_CATALOGUE.map(({ key, name, description, category }) => ({
        id: key,
        name,
        description,
        category,
      })),
    )
    .onConflictDoNothing();
});
afterAll(async () => {
  await database.close();
});

const ACCOUNTS: { roles: Role[]; grant?: PermissionKey[]; revoke?: PermissionKey[] }[] = [
  { roles: [] },
  { roles: ['caseworker'] },
  { roles: ['staff'], grant: ['manage_families'] },
  { roles: ['admin'], revoke: ['manage_families', 'view_dashboard'] },
  { roles: ['admin', 'caseworker'], grant: ['system_configuration'] },
  { roles: ['super_admin'], revoke: ['manage_families'] },
];

test('staffHolds decides in SQL what effectivePermissions decides in TypeScript', async () => {
  for (const [index, account] of ACCOUNTS.entries()) {
    const [user] = await database.db
      .insert(users)
      .values({ email: `holder-${index}@example.org` })
      .returning({ id: users.id });
    const userId = user!.id;
    if (account.roles.length)
      await database.db.insert(userRoles).values(account.roles.map((role) => ({ userId, role })));
    const overrides = [
      ...(account.grant ?? []).map((permission) => ({ userId, permission, granted: true })),
      ...(account.revoke ?? []).map((permission) => ({ userId, permission, granted: false })),
    ];
    if (overrides.length) await database.db.insert(userPermissions).values(overrides);
    const expected = effectivePermissions(
      account.roles,
      overrides.map(({ permission, granted }) => ({ permission, granted })),
    );
    for (const permission of PERMISSION_KEYS) {
      const [row] = await queryRows(
        database.db,
        z.object({ holds: z.boolean() }),
        sql`select ${staffHolds(sql`${userId}::uuid`, permission)} as holds`,
      );
      expect(row?.holds, `${JSON.stringify(account)} ${permission}`).toBe(expected.includes(permission));
    }
  }
});
