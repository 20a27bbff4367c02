import { effectivePermissions, type PermissionKey, type Role } from '@shared/auth/permissions';
import type { AuditDetails } from '@shared/audit/audit-events';
import type { AccessStatus, CurrentUser, Session, SignInBody } from '@shared/auth/auth.schema';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import {
  type Actor,
  actorFor,
  type Caller,
  type Principal,
  requirePrincipal,
  type SessionAccount,
  type SessionClaims,
} from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { DUMMY_PASSWORD_HASH, verifyPassword } from '../../lib/password-hash';
import { signAccessToken, verifyAccessToken } from './access-token';
import * as repo from './auth.repository';
import { decideRefresh } from './refresh-rules';

/** A new session for the browser plus the refresh token that goes into the httpOnly cookie. */
export interface IssuedSession {
  session: Session;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** The user facts a session is issued for; family users carry their family id. */
type SessionSubject = {
  id: string;
  email: string;
  kind: string;
  emailConfirmedAt: Date | null;
  familyId?: string | null;
  /** An adult's own account (issue 44). */
  householdMemberId?: string | null;
};

/** Opens a session inside the caller's transaction; a family sign-in also stamps families.last_login. */
export async function issueSession(
  ctx: AppContext,
  tx: Tx,
  user: SessionSubject,
  actor: Actor,
): Promise<IssuedSession> {
  const now = ctx.now();
  const refreshExpiresAt = new Date(now.getTime() + ctx.config.auth.refreshTokenTtlDays * 86_400_000);
  const sessionId = await repo.insertSession(tx, {
    userId: user.id,
    expiresAt: refreshExpiresAt,
    ip: actor.ip,
    userAgent: actor.userAgent?.slice(0, 500) ?? null,
  });
  const refreshToken = newOpaqueToken();
  await repo.insertRefreshToken(tx, sessionId, hashOpaqueToken(refreshToken));
  await repo.setLastSignIn(tx, user.id, now);
  // The family's last login is the applicants' (All Families, the assistant's inactivity), not an adult's own account's.
  if (user.familyId && !user.householdMemberId) await repo.setFamilyLastLogin(tx, user.familyId, now);
  return { session: await sessionFor(ctx, tx, user, sessionId), refreshToken, refreshExpiresAt };
}

async function sessionFor(
  ctx: AppContext,
  tx: Tx,
  user: SessionSubject,
  sessionId: string,
): Promise<Session> {
  const ttl = ctx.config.auth.accessTokenTtlSeconds;
  const { token, expiresAt } = await signAccessToken(
    { userId: user.id, sessionId },
    ctx.config.auth.secret,
    ttl,
    ctx.now(),
  );
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ttl,
    expires_at: expiresAt,
    user: {
      id: user.id,
      email: user.email,
      kind: user.kind === 'family' ? 'family' : 'staff',
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
      familyId: user.familyId ?? null,
      memberId: user.householdMemberId ?? null,
      memberName: user.householdMemberId ? await repo.memberName(tx, user.householdMemberId) : null,
      ...(user.familyId ? { language: await repo.familyLanguage(tx, user.familyId) } : {}),
    },
  };
}

/** Password sign-in. Wrong e-mail and wrong password answer alike, in about the same time. */
export async function signIn(
  ctx: AppContext,
  caller: Caller,
  body: SignInBody,
  kind: 'staff' | 'family',
): Promise<IssuedSession> {
  const user = await repo.findUserByEmail(ctx.db, body.email);
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
  const failure = async (reason: string) => {
    await writeAudit(
      ctx.db,
      { ...caller.actor, userId: user?.id ?? null, email: body.email },
      {
        action: 'auth.sign_in_failed',
        objectType: 'user',
        objectId: user?.id,
        details: { reason, portal: kind },
      },
    );
  };
  if (!user || !user.passwordHash || !valid || user.kind !== kind) {
    await failure(!user ? 'unknown_email' : user.kind !== kind ? 'wrong_portal' : 'wrong_password');
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.emailConfirmedAt) {
    await failure('email_not_confirmed');
    throw new AppError('EMAIL_NOT_CONFIRMED');
  }
  // Told only to someone who knows the password, so it does not reveal which addresses asked for access.
  if (user.accessStatus === 'declined') {
    await failure('access_declined');
    throw new AppError('ACCESS_DECLINED');
  }
  return startSignedInSession(ctx, caller, user, { portal: kind });
}

/** Opens a session for a user who proved who they are and audits the sign-in, in one transaction. */
export async function startSignedInSession(
  ctx: AppContext,
  caller: Caller,
  user: SessionSubject,
  details: AuditDetails<'auth.sign_in'>,
): Promise<IssuedSession> {
  return ctx.db.transaction(async (tx) => {
    const issued = await issueSession(ctx, tx, user, caller.actor);
    await writeAudit(tx, actorFor(caller.actor, user), {
      action: 'auth.sign_in',
      objectType: 'user',
      objectId: user.id,
      familyId: user.familyId,
      details,
    });
    return issued;
  });
}

/** Rotates the refresh token. Reuse outside the grace window revokes the whole session. */
export async function refreshSession(
  ctx: AppContext,
  caller: Caller,
  refreshToken: string | undefined,
): Promise<IssuedSession> {
  if (!refreshToken) throw new AppError('UNAUTHENTICATED');
  type Outcome = { error: 'UNAUTHENTICATED' | 'SESSION_REVOKED' } | { issued: IssuedSession };
  const outcome = await ctx.db.transaction(async (tx): Promise<Outcome> => {
    const row = await repo.findRefreshTokenForUpdate(tx, hashOpaqueToken(refreshToken));
    if (!row) return { error: 'UNAUTHENTICATED' };
    const now = ctx.now();
    const decision = decideRefresh(row, now, ctx.config.auth.refreshReuseGraceSeconds);
    if (decision === 'expired' || decision === 'revoked') return { error: 'UNAUTHENTICATED' };
    const user = await repo.findUserById(tx, row.userId);
    if (!user) return { error: 'UNAUTHENTICATED' };
    if (decision === 'reuse') {
      await repo.revokeSession(tx, row.sessionId, 'refresh_token_reuse', now);
      await writeAudit(tx, actorFor(caller.actor, user), {
        action: 'auth.refresh_token_reused',
        objectType: 'session',
        objectId: row.sessionId,
      });
      return { error: 'SESSION_REVOKED' };
    }
    await repo.markRefreshTokenUsed(tx, row.id, now);
    const next = newOpaqueToken();
    await repo.insertRefreshToken(tx, row.sessionId, hashOpaqueToken(next));
    return {
      issued: {
        session: await sessionFor(ctx, tx, user, row.sessionId),
        refreshToken: next,
        refreshExpiresAt: row.sessionExpiresAt,
      },
    };
  });
  // The revocation must commit, so the error is thrown after the transaction rather than inside it.
  if ('error' in outcome) throw new AppError(outcome.error);
  return outcome.issued;
}

/** Revokes the session of the presented refresh token (or of the access token's session). Idempotent. */
export async function signOut(ctx: AppContext, caller: Caller, refreshToken: string | undefined) {
  await ctx.db.transaction(async (tx) => {
    let sessionId = caller.principal?.sessionId;
    if (!sessionId && refreshToken) {
      sessionId = (await repo.findRefreshTokenForUpdate(tx, hashOpaqueToken(refreshToken)))?.sessionId;
    }
    if (!sessionId) return;
    await repo.revokeSession(tx, sessionId, 'sign_out', ctx.now());
    await writeAudit(tx, caller.actor, {
      action: 'auth.sign_out',
      objectType: 'session',
      objectId: sessionId,
    });
  });
}

/** Ends every live session of a user inside the caller's transaction (password reset, a declined account). */
export async function endAllSessions(tx: Tx, userId: string, reason: 'password_reset' | 'admin', at: Date) {
  await repo.revokeAllSessionsOfUser(tx, userId, reason, at);
}

/** The claims of a valid access token (signature, issuer, expiry), or null; the session is not looked at. */
export async function verifyToken(ctx: AppContext, token: string): Promise<SessionClaims | null> {
  const claims = await verifyAccessToken(token, ctx.config.auth.secret, ctx.now());
  return claims && { userId: claims.userId, sessionId: claims.sessionId };
}

/** The principal of a live session, in one prepared statement; null when the session is not live. */
export async function resolvePrincipal(ctx: AppContext, claims: SessionClaims): Promise<Principal | null> {
  const account = await repo.findActiveSessionAccount(ctx.db, { ...claims, now: ctx.now().toISOString() });
  return account ? principalOf(account, claims.sessionId) : null;
}

/** Who a live session's account acts as: a family bound to its family, or staff with effective permissions. */
export function principalOf(user: repo.SessionAccountRow, sessionId: string): Principal | null {
  const account: SessionAccount = {
    emailConfirmedAt: user.emailConfirmedAt ? new Date(user.emailConfirmedAt) : null,
    accessStatus: user.accessStatus as AccessStatus,
    profile: user.profileEmail
      ? { displayName: user.displayName, email: user.profileEmail, avatarUrl: user.avatarUrl }
      : null,
  };
  const identity = { userId: user.id, email: user.email, sessionId, account };
  if (user.kind === 'family') {
    if (!user.familyId) return null;
    const member = user.memberId ? { id: user.memberId, name: user.memberName ?? '' } : null;
    return { kind: 'family', ...identity, familyId: user.familyId, member };
  }
  if (user.accessStatus === 'declined') return null;
  // An account nobody has approved acts with nothing, whatever rows it may hold.
  if (user.accessStatus !== 'approved') return { kind: 'staff', ...identity, roles: [], permissions: [] };
  const roles = user.roles as Role[];
  const overrides = [
    ...user.grants.map((permission) => ({ permission: permission as PermissionKey, granted: true })),
    ...user.revocations.map((permission) => ({ permission: permission as PermissionKey, granted: false })),
  ];
  return { kind: 'staff', ...identity, roles, permissions: effectivePermissions(roles, overrides) };
}

/** /api/auth/me: everything comes from the statement that resolved the session; no query of its own. */
export function currentUser(caller: Caller): CurrentUser {
  const principal = requirePrincipal(caller);
  const { account } = principal;
  return {
    user: {
      id: principal.userId,
      email: principal.email,
      kind: principal.kind,
      emailConfirmedAt: account.emailConfirmedAt?.toISOString() ?? null,
      familyId: principal.kind === 'family' ? principal.familyId : null,
      memberId: principal.kind === 'family' ? (principal.member?.id ?? null) : null,
      memberName: principal.kind === 'family' ? (principal.member?.name ?? null) : null,
    },
    profile: account.profile
      ? {
          id: principal.userId,
          display_name: account.profile.displayName,
          email: account.profile.email,
          avatar_url: account.profile.avatarUrl,
        }
      : null,
    roles: principal.kind === 'staff' ? principal.roles : [],
    permissions: principal.kind === 'staff' ? principal.permissions : [],
    accessStatus: account.accessStatus,
  };
}
