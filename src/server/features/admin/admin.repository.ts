import { and, asc, count, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AccessStatus } from '@shared/auth/auth.schema';
import type { Conn, Tx } from '../../db/client';
import { containsPattern } from '../../lib/contains-pattern';
import { agencySettings, permissions, profiles, userPermissions, userRoles, users } from '../../db/schema';

export async function listStaffUsers(
  db: Conn,
  query: { search?: string; status: AccessStatus; page: number; pageSize: number },
) {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const where = and(
    eq(users.kind, 'staff'),
    eq(users.accessStatus, query.status),
    // An invitation not yet accepted (no password, address unconfirmed) is under Pending invitations instead.
    or(isNotNull(users.passwordHash), isNotNull(users.emailConfirmedAt)),
    pattern ? or(ilike(users.email, pattern), ilike(profiles.displayName, pattern)) : undefined,
  );
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        displayName: profiles.displayName,
        emailConfirmedAt: users.emailConfirmedAt,
        accessStatus: users.accessStatus,
        lastSignInAt: users.lastSignInAt,
        createdAt: users.createdAt,
      })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(where)
      .orderBy(
        ...(query.status === 'pending'
          ? [asc(users.createdAt)]
          : [asc(sql`lower(coalesce(${profiles.displayName}, ${users.email}))`)]),
        asc(users.id),
      )
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).leftJoin(profiles, eq(profiles.id, users.id)).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findRolesOf(db: Conn, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(userRoles).where(inArray(userRoles.userId, userIds));
}

export async function findOverridesOf(db: Conn, userIds: string[]) {
  if (userIds.length === 0) return [];
  return db.select().from(userPermissions).where(inArray(userPermissions.userId, userIds));
}

export async function findStaffUser(db: Conn, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: sql<string>`coalesce(${profiles.displayName}, ${users.email})`,
      accessStatus: users.accessStatus,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')))
    .limit(1);
  return row;
}

/** Locks the account's row, so two administrators deciding at once are served one after the other. */
export async function lockStaffUser(db: Tx, userId: string) {
  await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.kind, 'staff')))
    .for('update');
  return findStaffUser(db, userId);
}

export async function setAccessStatus(db: Conn, userId: string, status: AccessStatus) {
  await db.update(users).set({ accessStatus: status }).where(eq(users.id, userId));
}

export async function countPendingAccounts(db: Conn) {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(eq(users.kind, 'staff'), eq(users.accessStatus, 'pending')));
  return row?.total ?? 0;
}

export async function insertRole(db: Conn, userId: string, role: string) {
  const rows = await db.insert(userRoles).values({ userId, role }).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deleteRole(db: Conn, userId: string, role: string) {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.role, role)))
    .returning();
  return rows.length > 0;
}

/** Locks every super_admin row, so two concurrent removals cannot both see "another one is left". */
export async function lockSuperAdmins(db: Tx) {
  return db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, 'super_admin'))
    .for('update');
}

export async function listPermissions(db: Conn) {
  return db.select().from(permissions).orderBy(asc(permissions.category), asc(permissions.name));
}

export async function upsertOverride(
  db: Conn,
  userId: string,
  permission: string,
  granted: boolean,
  at: Date,
) {
  await db
    .insert(userPermissions)
    .values({ userId, permission, granted, updatedAt: at })
    .onConflictDoUpdate({
      target: [userPermissions.userId, userPermissions.permission],
      set: { granted, updatedAt: at },
    });
}

export async function deleteOverride(db: Conn, userId: string, permission: string) {
  const rows = await db
    .delete(userPermissions)
    .where(and(eq(userPermissions.userId, userId), eq(userPermissions.permission, permission)))
    .returning();
  return rows.length > 0;
}

export async function findSetting(db: Conn, key: string): Promise<unknown> {
  const [row] = await db
    .select({ value: agencySettings.value })
    .from(agencySettings)
    .where(eq(agencySettings.key, key));
  return row?.value;
}

export async function upsertSetting(db: Conn, key: string, value: unknown, at: Date) {
  await db
    .insert(agencySettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: agencySettings.key, set: { value, updatedAt: at } });
}
