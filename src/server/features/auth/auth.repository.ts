import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@shared/auth/permissions';
import type { Conn, Db, Tx } from '../../db/client';
import {
  authSessions,
  emailTokens,
  families,
  profiles,
  refreshTokens,
  userPermissions,
  userRoles,
  users,
} from '../../db/schema';

export async function findUserByEmail(db: Conn, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Conn, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function insertUser(
  db: Conn,
  values: {
    email: string;
    passwordHash: string | null;
    displayName: string;
    emailConfirmedAt: Date | null;
    accessStatus?: 'pending' | 'approved';
  },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      passwordHash: values.passwordHash,
      emailConfirmedAt: values.emailConfirmedAt,
      accessStatus: values.accessStatus,
    })
    .returning();
  if (!user) throw new Error('insert users returned no row');
  await db.insert(profiles).values({ id: user.id, email: values.email, displayName: values.displayName });
  return user;
}

export async function setEmailConfirmed(db: Conn, userId: string, at: Date) {
  await db.update(users).set({ emailConfirmedAt: at }).where(eq(users.id, userId));
}

export async function setLastSignIn(db: Conn, userId: string, at: Date) {
  await db.update(users).set({ lastSignInAt: at }).where(eq(users.id, userId));
}

/** families.last_login: what staff see in All Families and the assistant reads as inactivity. */
export async function setFamilyLastLogin(db: Conn, familyId: string, at: Date) {
  await db.update(families).set({ lastLogin: at }).where(eq(families.id, familyId));
}

/**
 * A family-portal user bound to one family; no password until the invitation is accepted. Undefined when
 * the e-mail was taken in the meantime (a concurrent invitation or sign-up).
 */
export async function insertFamilyUser(
  db: Conn,
  values: { email: string; familyId: string; displayName: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      kind: 'family',
      familyId: values.familyId,
      passwordHash: null,
      emailConfirmedAt: null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) return undefined;
  await db.insert(profiles).values({ id: user.id, email: values.email, displayName: values.displayName });
  return user;
}

/** Sets a new password; following an e-mailed link also proves the address, so it confirms it too. */
export async function setPasswordAndConfirm(db: Conn, userId: string, passwordHash: string, at: Date) {
  await db
    .update(users)
    .set({
      passwordHash,
      emailConfirmedAt: sql`coalesce(${users.emailConfirmedAt}, ${at.toISOString()}::timestamptz)`,
    })
    .where(eq(users.id, userId));
}

/** Unused links of one purpose stop working when a new one is sent or one of them is used. */
export async function expireEmailTokens(db: Conn, userId: string, purpose: string, at: Date) {
  await db
    .update(emailTokens)
    .set({ usedAt: at })
    .where(and(eq(emailTokens.userId, userId), eq(emailTokens.purpose, purpose), isNull(emailTokens.usedAt)));
}

export async function insertRoles(db: Conn, userId: string, roles: Role[]) {
  if (roles.length === 0) return;
  await db
    .insert(userRoles)
    .values(roles.map((role) => ({ userId, role })))
    .onConflictDoNothing();
}

export async function findRoles(db: Conn, userId: string): Promise<Role[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((r) => r.role as Role);
}

export async function findPermissionOverrides(db: Conn, userId: string) {
  return db
    .select({ permission: userPermissions.permission, granted: userPermissions.granted })
    .from(userPermissions)
    .where(eq(userPermissions.userId, userId));
}

function buildActiveSessionUserQuery(db: Db) {
  return db
    .select({
      id: users.id,
      email: users.email,
      kind: users.kind,
      familyId: users.familyId,
      emailConfirmedAt: users.emailConfirmedAt,
      accessStatus: users.accessStatus,
      expiresAt: authSessions.expiresAt,
      displayName: profiles.displayName,
      profileEmail: profiles.email,
      avatarUrl: profiles.avatarUrl,
      roles: sql<
        string[]
      >`array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id})`,
      grants: sql<
        string[]
      >`array(select ${userPermissions.permission} from ${userPermissions} where ${userPermissions.userId} = ${users.id} and ${userPermissions.granted})`,
      revocations: sql<
        string[]
      >`array(select ${userPermissions.permission} from ${userPermissions} where ${userPermissions.userId} = ${users.id} and not ${userPermissions.granted})`,
    })
    .from(authSessions)
    .innerJoin(users, eq(users.id, authSessions.userId))
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(
      and(
        eq(authSessions.id, sql.placeholder('sessionId')),
        eq(authSessions.userId, sql.placeholder('userId')),
        isNull(authSessions.revokedAt),
      ),
    )
    .limit(1)
    .prepare('active_session_user');
}

const activeSessionUserQueries = new WeakMap<Db, ReturnType<typeof buildActiveSessionUserQuery>>();

/**
 * The user of a live (not revoked) session with their profile, roles and permission overrides, in one round trip:
 * it runs on every authenticated request, so it is a prepared statement (parsed and planned once per
 * connection).
 */
export async function findActiveSessionUser(db: Db, sessionId: string, userId: string) {
  let query = activeSessionUserQueries.get(db);
  if (!query) {
    query = buildActiveSessionUserQuery(db);
    activeSessionUserQueries.set(db, query);
  }
  const [row] = await query.execute({ sessionId, userId });
  return row;
}

export async function insertSession(
  db: Conn,
  values: { userId: string; expiresAt: Date; ip: string | null; userAgent: string | null },
) {
  const [row] = await db.insert(authSessions).values(values).returning({ id: authSessions.id });
  if (!row) throw new Error('insert auth_sessions returned no row');
  return row.id;
}

export async function revokeSession(db: Conn, sessionId: string, reason: string, at: Date) {
  await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(authSessions.id, sessionId), isNull(authSessions.revokedAt)));
}

export async function revokeAllSessionsOfUser(db: Conn, userId: string, reason: string, at: Date) {
  await db
    .update(authSessions)
    .set({ revokedAt: at, revokedReason: reason })
    .where(and(eq(authSessions.userId, userId), isNull(authSessions.revokedAt)));
}

export async function insertRefreshToken(db: Conn, sessionId: string, tokenHash: string) {
  await db.insert(refreshTokens).values({ sessionId, tokenHash });
}

/** Locks the token row so two concurrent refreshes of one token are decided one after the other. */
export async function findRefreshTokenForUpdate(db: Tx, tokenHash: string) {
  const [row] = await db
    .select({
      id: refreshTokens.id,
      usedAt: refreshTokens.usedAt,
      sessionId: refreshTokens.sessionId,
      userId: authSessions.userId,
      sessionExpiresAt: authSessions.expiresAt,
      sessionRevokedAt: authSessions.revokedAt,
    })
    .from(refreshTokens)
    .innerJoin(authSessions, eq(authSessions.id, refreshTokens.sessionId))
    .where(eq(refreshTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update', { of: refreshTokens });
  return row;
}

export async function markRefreshTokenUsed(db: Conn, id: string, at: Date) {
  await db
    .update(refreshTokens)
    .set({ usedAt: at })
    .where(and(eq(refreshTokens.id, id), isNull(refreshTokens.usedAt)));
}

export async function insertEmailToken(
  db: Conn,
  values: {
    userId: string;
    purpose: 'confirm_email' | 'invite' | 'reset_password';
    tokenHash: string;
    expiresAt: Date;
  },
) {
  await db.insert(emailTokens).values(values);
}

export async function findEmailTokenForUpdate(db: Tx, tokenHash: string) {
  const [row] = await db
    .select()
    .from(emailTokens)
    .where(eq(emailTokens.tokenHash, tokenHash))
    .limit(1)
    .for('update');
  return row;
}

export async function markEmailTokenUsed(db: Conn, id: string, at: Date) {
  await db.update(emailTokens).set({ usedAt: at }).where(eq(emailTokens.id, id));
}
