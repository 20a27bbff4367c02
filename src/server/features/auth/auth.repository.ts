import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Role } from '@shared/auth/permissions';
import type { LanguageCode } from '@shared/i18n/languages';
import { type Conn, type Db, preparedStatement, type Tx } from '../../db/client';
import {
  authSessions,
  emailTokens,
  families,
  householdMembers,
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

/** The language a family's profile names, which its members' sessions and e-mails carry. */
export async function familyLanguage(db: Conn, familyId: string): Promise<LanguageCode | undefined> {
  const [row] = await db
    .select({ language: families.preferredLanguage })
    .from(families)
    .where(eq(families.id, familyId));
  return row?.language;
}

/** The name of the household member an adult's own account belongs to (issue 44). */
export async function memberName(db: Conn, memberId: string): Promise<string | null> {
  const [row] = await db
    .select({ name: householdMembers.name })
    .from(householdMembers)
    .where(eq(householdMembers.id, memberId));
  return row?.name ?? null;
}

/**
 * A family-portal user bound to one family; no password until the invitation is accepted. Undefined when
 * the e-mail was taken in the meantime (a concurrent invitation or sign-up).
 */
export async function insertFamilyUser(
  db: Conn,
  values: { email: string; familyId: string; displayName: string; memberId?: string },
) {
  const [user] = await db
    .insert(users)
    .values({
      email: values.email,
      kind: 'family',
      familyId: values.familyId,
      householdMemberId: values.memberId ?? null,
      passwordHash: null,
      emailConfirmedAt: null,
    })
    .onConflictDoNothing({ target: users.email })
    .returning();
  if (!user) return undefined;
  await db.insert(profiles).values({ id: user.id, email: values.email, displayName: values.displayName });
  return user;
}

/** The name staff and families see for the account (an invited staff member chooses theirs on accepting). */
export async function setDisplayName(db: Conn, userId: string, displayName: string, at: Date) {
  await db.update(profiles).set({ displayName, updatedAt: at }).where(eq(profiles.id, userId));
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

/** The account of a live session as one JSON value: what every authenticated request is decided on. */
export const SessionAccountRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  kind: z.string(),
  familyId: z.string().nullable(),
  memberId: z.string().nullable(),
  memberName: z.string().nullable(),
  emailConfirmedAt: z.string().nullable(),
  accessStatus: z.string(),
  displayName: z.string().nullable(),
  profileEmail: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  roles: z.array(z.string()),
  grants: z.array(z.string()),
  revocations: z.array(z.string()),
});
export type SessionAccountRow = z.infer<typeof SessionAccountRowSchema>;

/** The placeholders of `SESSION_ACCOUNT_CTE`: the access token's claims and the time it is checked at. */
export interface SessionValues extends Record<string, unknown> {
  sessionId: string;
  userId: string;
  /** ISO time: a session that expires before it is not live. */
  now: string;
}

/**
 * `session_account`: the user of a live session (not revoked, not expired at `now`) with profile, roles and
 * permission overrides, as a common table expression with the placeholders of `SessionValues`. A read joins
 * its own statement to it, so checking the session and reading the data is one round trip
 * (session-reads.service).
 */
export const SESSION_ACCOUNT_CTE: SQL = sql`session_account as (
    select json_build_object(
      'id', ${users.id}, 'email', ${users.email}, 'kind', ${users.kind}, 'familyId', ${users.familyId},
      'memberId', ${users.householdMemberId}, 'memberName', ${householdMembers.name},
      'emailConfirmedAt', ${users.emailConfirmedAt}, 'accessStatus', ${users.accessStatus},
      'displayName', ${profiles.displayName}, 'profileEmail', ${profiles.email}, 'avatarUrl', ${profiles.avatarUrl},
      'roles', array(select ${userRoles.role} from ${userRoles} where ${userRoles.userId} = ${users.id}),
      'grants', array(select ${userPermissions.permission} from ${userPermissions}
        where ${userPermissions.userId} = ${users.id} and ${userPermissions.granted}),
      'revocations', array(select ${userPermissions.permission} from ${userPermissions}
        where ${userPermissions.userId} = ${users.id} and not ${userPermissions.granted})
    ) as account,
    ${users.kind} as kind, ${users.familyId} as family_id, ${users.householdMemberId} as member_id,
    ${users.accessStatus} as access_status
    from ${authSessions}
    join ${users} on ${users.id} = ${authSessions.userId}
    left join ${profiles} on ${profiles.id} = ${users.id}
    left join ${householdMembers} on ${householdMembers.id} = ${users.householdMemberId}
    where ${authSessions.id} = ${sql.placeholder('sessionId')} and ${authSessions.userId} = ${sql.placeholder('userId')}
      and ${authSessions.revokedAt} is null and ${authSessions.expiresAt} > ${sql.placeholder('now')}::timestamptz
  )`;

const activeSessionAccount = preparedStatement<{ account: SessionAccountRow }, SessionValues>(
  'session_account',
  z.object({ account: SessionAccountRowSchema }),
  sql`with ${SESSION_ACCOUNT_CTE} select account from session_account`,
);

/**
 * The account of a live session, or undefined. It runs on every authenticated request that does not check
 * its session inside its own read, so it is a prepared statement.
 */
export async function findActiveSessionAccount(db: Db, values: SessionValues) {
  const [row] = await activeSessionAccount(db, values);
  return row?.account;
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

/** An e-mailed link with whether its user has chosen a password (no row lock: a read for the link's page). */
export async function findEmailTokenWithUser(db: Conn, tokenHash: string) {
  const [row] = await db
    .select({
      purpose: emailTokens.purpose,
      usedAt: emailTokens.usedAt,
      expiresAt: emailTokens.expiresAt,
      userKind: users.kind,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(emailTokens)
    .innerJoin(users, eq(users.id, emailTokens.userId))
    .where(eq(emailTokens.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function markEmailTokenUsed(db: Conn, id: string, at: Date) {
  await db.update(emailTokens).set({ usedAt: at }).where(eq(emailTokens.id, id));
}
