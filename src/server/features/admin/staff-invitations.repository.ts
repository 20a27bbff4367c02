import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Role } from '@shared/auth/permissions';
import type { Conn, Tx } from '../../db/client';
import { emailTokens, profiles, userRoles, users } from '../../db/schema';

/**
 * A pending staff invitation is a staff account with neither a password nor a confirmed address (accepting sets
 * both): it cannot sign in, is not offered as a caseworker and is not listed among the users until accepted.
 * (Seeded support-team accounts have no password either, but a confirmed address.)
 */
const pendingInvitation = and(
  eq(users.kind, 'staff'),
  isNull(users.passwordHash),
  isNull(users.emailConfirmedAt),
);

const rolesOfUser = sql<string[]>`array(select ${userRoles.role} from ${userRoles}
  where ${userRoles.userId} = ${users.id} order by ${userRoles.role})`;

/** Who has this address, if anyone (staff or family), and whether it is a pending staff invitation. */
export async function findAccountByEmail(db: Conn, email: string) {
  const [row] = await db
    .select({ id: users.id, pending: sql<boolean>`(${pendingInvitation})` })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row;
}

/** The invited account with its role; undefined when the address was taken in the meantime. */
export async function insertInvitedStaff(db: Conn, email: string, role: Role) {
  const [user] = await db
    .insert(users)
    .values({ email, kind: 'staff', passwordHash: null, emailConfirmedAt: null, accessStatus: 'approved' })
    .onConflictDoNothing({ target: users.email })
    .returning({ id: users.id, email: users.email });
  if (!user) return undefined;
  await db.insert(profiles).values({ id: user.id, email, displayName: null });
  await db.insert(userRoles).values({ userId: user.id, role });
  return user;
}

/** One pending invitation, locked: Resend, Revoke and accepting it take turns. */
export async function lockPendingInvitation(db: Tx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, roles: rolesOfUser })
    .from(users)
    .where(and(eq(users.id, userId), pendingInvitation))
    .for('update');
  return row;
}

/** Pending invitations, oldest first, each with its roles and its newest link. */
export async function listPendingInvitations(db: Conn) {
  return db
    .select({
      id: users.id,
      email: users.email,
      roles: rolesOfUser,
      sentAt: sql`max(${emailTokens.createdAt})`.mapWith((v: string | Date) => new Date(v)),
      expiresAt: sql`max(${emailTokens.expiresAt})`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(users)
    .innerJoin(emailTokens, and(eq(emailTokens.userId, users.id), eq(emailTokens.purpose, 'invite')))
    .where(pendingInvitation)
    .groupBy(users.id)
    .orderBy(asc(users.createdAt), asc(users.id));
}

/** Revoking deletes the account; its links, roles and profile go with it (cascade). */
export async function deleteInvitedStaff(db: Conn, userId: string) {
  await db.delete(users).where(and(eq(users.id, userId), pendingInvitation));
}
