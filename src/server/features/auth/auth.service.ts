import { checkPassword, passwordProblemMessage } from '@shared/auth/password-rules';
import { effectivePermissions, hasPermission, hasRole, type PermissionKey, type Role } from '@shared/auth/permissions';
import type { CurrentUser, Session, SignInBody, SignUpBody } from '@shared/auth/auth.schema';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../../lib/audit';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../../lib/password-hash';
import type { Principal } from '../../lib/principal';
import type { Db, Tx } from '../../db/client';
import { signAccessToken, verifyAccessToken } from './access-token';
import * as repo from './auth.repository';
import { decideRefresh } from './refresh-rules';

const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/** A new session for the browser plus the refresh token that goes into the httpOnly cookie. */
export interface IssuedSession {
  session: Session;
  refreshToken: string;
  refreshExpiresAt: Date;
}

/** Applies the password rules (WEAK_PASSWORD says which one failed) and hashes an allowed password. */
export async function hashAllowedPassword(config: AppContext['config'], password: string): Promise<string> {
  const minLength = config.auth.passwordMinLength;
  const problem = checkPassword(password, minLength);
  if (problem) throw new AppError('WEAK_PASSWORD', { message: passwordProblemMessage(problem, minLength) });
  return hashPassword(password);
}

/** Locks the e-mailed link of this purpose; INVALID_TOKEN unless it is unused and unexpired. */
export async function findUsableEmailToken(tx: Tx, token: string, purpose: string, now: Date) {
  const row = await repo.findEmailTokenForUpdate(tx, hashOpaqueToken(token));
  if (!row || row.purpose !== purpose || row.usedAt || row.expiresAt <= now) throw new AppError('INVALID_TOKEN');
  return row;
}

/** The user facts a session is issued for; family users carry their family id. */
type SessionSubject = { id: string; email: string; kind: string; emailConfirmedAt: Date | null; familyId?: string | null };

/** Opens a session inside the caller's transaction; a family sign-in also stamps families.last_login. */
export async function issueSession(ctx: AppContext, tx: Tx, user: SessionSubject, actor: Actor): Promise<IssuedSession> {
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
  if (user.familyId) await repo.setFamilyLastLogin(tx, user.familyId, now);
  return { session: await sessionFor(ctx, user, sessionId), refreshToken, refreshExpiresAt };
}

async function sessionFor(ctx: AppContext, user: SessionSubject, sessionId: string): Promise<Session> {
  const ttl = ctx.config.auth.accessTokenTtlSeconds;
  const { token, expiresAt } = await signAccessToken({ userId: user.id, sessionId }, ctx.config.auth.secret, ttl, ctx.now());
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
    },
  };
}

/** Staff sign-up (spec 01 §7): display name defaults to the e-mail; a confirmation link is e-mailed. */
export async function signUp(ctx: AppContext, actor: Actor, body: SignUpBody) {
  const passwordHash = await hashAllowedPassword(ctx.config, body.password);
  const autoConfirm = ctx.config.auth.autoConfirm;
  const confirmToken = newOpaqueToken();
  const user = await ctx.db.transaction(async (tx) => {
    if (await repo.findUserByEmail(tx, body.email)) throw new AppError('EMAIL_TAKEN');
    const now = ctx.now();
    const created = await repo.insertUser(tx, {
      email: body.email,
      passwordHash,
      displayName: body.displayName || body.email,
      emailConfirmedAt: autoConfirm ? now : null,
    });
    await repo.insertRoles(tx, created.id, ['staff']);
    if (!autoConfirm) {
      await repo.insertEmailToken(tx, {
        userId: created.id,
        purpose: 'confirm_email',
        tokenHash: hashOpaqueToken(confirmToken),
        expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
      });
    }
    await writeAudit(tx, { ...actor, userId: created.id, email: created.email }, {
      action: 'auth.sign_up',
      objectType: 'user',
      objectId: created.id,
    });
    return created;
  });
  if (!autoConfirm) {
    const link = `${ctx.config.appOrigin}/api/auth/confirm?token=${confirmToken}`;
    await ctx.mailer.send({
      to: user.email,
      subject: 'Confirm your Haven staff account',
      text: `Welcome to Haven.\n\nConfirm your e-mail address to finish creating your staff account:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this message.\n`,
    });
  }
  return { user: { id: user.id, email: user.email }, confirmationRequired: !autoConfirm };
}

/** Consumes a confirmation link and signs the user in. */
export async function confirmEmail(ctx: AppContext, actor: Actor, token: string): Promise<IssuedSession> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await findUsableEmailToken(tx, token, 'confirm_email', now);
    await repo.markEmailTokenUsed(tx, row.id, now);
    await repo.setEmailConfirmed(tx, row.userId, now);
    const user = await repo.findUserById(tx, row.userId);
    if (!user) throw new AppError('INVALID_TOKEN');
    await writeAudit(tx, { ...actor, userId: user.id, email: user.email }, {
      action: 'auth.email_confirmed',
      objectType: 'user',
      objectId: user.id,
    });
    return issueSession(ctx, tx, { ...user, emailConfirmedAt: now }, actor);
  });
}

/** Password sign-in. Wrong e-mail and wrong password answer alike, in about the same time. */
export async function signIn(ctx: AppContext, actor: Actor, body: SignInBody, kind: 'staff' | 'family'): Promise<IssuedSession> {
  const user = await repo.findUserByEmail(ctx.db, body.email);
  const valid = await verifyPassword(body.password, user?.passwordHash ?? (await DUMMY_PASSWORD_HASH));
  const failure = async (reason: string) => {
    await writeAudit(ctx.db, { ...actor, userId: user?.id ?? null, email: body.email }, {
      action: 'auth.sign_in_failed',
      objectType: 'user',
      objectId: user?.id,
      details: { reason, portal: kind },
    });
  };
  if (!user || !user.passwordHash || !valid || user.kind !== kind) {
    await failure(!user ? 'unknown_email' : user.kind !== kind ? 'wrong_portal' : 'wrong_password');
    throw new AppError('INVALID_CREDENTIALS');
  }
  if (!user.emailConfirmedAt) {
    await failure('email_not_confirmed');
    throw new AppError('EMAIL_NOT_CONFIRMED');
  }
  return startSignedInSession(ctx, actor, user, { portal: kind });
}

/** Opens a session for a user who proved who they are and audits the sign-in, in one transaction. */
export async function startSignedInSession(ctx: AppContext, actor: Actor, user: SessionSubject, details: Record<string, unknown>): Promise<IssuedSession> {
  return ctx.db.transaction(async (tx) => {
    const issued = await issueSession(ctx, tx, user, actor);
    await writeAudit(tx, { ...actor, userId: user.id, email: user.email }, {
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
export async function refreshSession(ctx: AppContext, actor: Actor, refreshToken: string | undefined): Promise<IssuedSession> {
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
      await writeAudit(tx, { ...actor, userId: user.id, email: user.email }, {
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
        session: await sessionFor(ctx, user, row.sessionId),
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
export async function signOut(ctx: AppContext, actor: Actor, principal: Principal | null, refreshToken: string | undefined) {
  await ctx.db.transaction(async (tx) => {
    let sessionId = principal?.sessionId;
    if (!sessionId && refreshToken) {
      sessionId = (await repo.findRefreshTokenForUpdate(tx, hashOpaqueToken(refreshToken)))?.sessionId;
    }
    if (!sessionId) return;
    await repo.revokeSession(tx, sessionId, 'sign_out', ctx.now());
    await writeAudit(tx, actor, { action: 'auth.sign_out', objectType: 'session', objectId: sessionId });
  });
}

/** Resolves an access token to the principal it acts for, or null when the token or its session is not valid. */
export async function principalFromAccessToken(ctx: AppContext, token: string): Promise<Principal | null> {
  // Keyed by the token itself, so a hit also skips the signature check; expiry is still checked every time.
  const key = `access-token:${token}`;
  const version = ctx.readCache.currentVersion();
  const cached = ctx.readCache.get<{ principal: Principal | null; expiresAtMs: number }>(key);
  if (cached && cached.expiresAtMs > ctx.now().getTime()) return cached.principal;
  const claims = await verifyAccessToken(token, ctx.config.auth.secret, ctx.now());
  if (!claims) return null;
  const principal = await loadPrincipal(ctx, claims.sessionId, claims.userId);
  ctx.readCache.set(key, { principal, expiresAtMs: claims.expiresAtMs }, version);
  return principal;
}

async function loadPrincipal(ctx: AppContext, sessionId: string, userId: string): Promise<Principal | null> {
  const user = await repo.findActiveSessionUser(ctx.db, sessionId, userId);
  if (!user || user.expiresAt <= ctx.now()) return null;
  if (user.kind === 'family') {
    if (!user.familyId) return null;
    return { kind: 'family', userId: user.id, email: user.email, sessionId, familyId: user.familyId };
  }
  const roles = user.roles as Role[];
  const overrides = [
    ...user.grants.map((permission) => ({ permission: permission as PermissionKey, granted: true })),
    ...user.revocations.map((permission) => ({ permission: permission as PermissionKey, granted: false })),
  ];
  return { kind: 'staff', userId: user.id, email: user.email, sessionId, roles, permissions: effectivePermissions(roles, overrides) };
}

/** Roles and effective permissions of a staff user. */
async function staffAccess(db: Db | Tx, userId: string): Promise<{ roles: Role[]; permissions: PermissionKey[] }> {
  const [roles, overrides] = await Promise.all([repo.findRoles(db, userId), repo.findPermissionOverrides(db, userId)]);
  return {
    roles,
    permissions: effectivePermissions(
      roles,
      overrides.map((o) => ({ permission: o.permission as PermissionKey, granted: o.granted })),
    ),
  };
}

export async function currentUser(ctx: AppContext, principal: Principal | null): Promise<CurrentUser> {
  if (!principal) throw new AppError('UNAUTHENTICATED');
  const [user, profile] = await Promise.all([
    repo.findUserById(ctx.db, principal.userId),
    repo.findProfile(ctx.db, principal.userId),
  ]);
  if (!user) throw new AppError('UNAUTHENTICATED');
  return {
    user: {
      id: user.id,
      email: user.email,
      kind: principal.kind,
      emailConfirmedAt: user.emailConfirmedAt?.toISOString() ?? null,
      familyId: principal.kind === 'family' ? principal.familyId : null,
    },
    profile: profile
      ? { id: profile.id, display_name: profile.displayName, email: profile.email, avatar_url: profile.avatarUrl }
      : null,
    roles: principal.kind === 'staff' ? principal.roles : [],
    permissions: principal.kind === 'staff' ? principal.permissions : [],
  };
}

/**
 * has_role / has_permission (spec 01 §6): false when nobody is signed in. Asking about another user
 * needs manage_users (roles) or manage_permissions (permissions); otherwise the answer is false.
 */
export async function checkRole(ctx: AppContext, principal: Principal | null, role: Role, userId?: string) {
  if (!principal || principal.kind !== 'staff') return false;
  if (!userId || userId === principal.userId) return hasRole(principal.roles, role);
  if (!hasPermission(principal.permissions, 'manage_users')) return false;
  return hasRole(await repo.findRoles(ctx.db, userId), role);
}

export async function checkPermission(ctx: AppContext, principal: Principal | null, permission: PermissionKey, userId?: string) {
  if (!principal || principal.kind !== 'staff') return false;
  if (!userId || userId === principal.userId) return hasPermission(principal.permissions, permission);
  if (!hasPermission(principal.permissions, 'manage_permissions')) return false;
  const target = await repo.findUserById(ctx.db, userId);
  if (!target || target.kind !== 'staff') return false;
  return hasPermission((await staffAccess(ctx.db, userId)).permissions, permission);
}

/**
 * Creates a confirmed staff account with the given roles, for `npm run create-admin` (the first super admin
 * of a production install). Applies the password rules; refuses an e-mail that is taken.
 */
export async function createStaffAccount(
  db: Db,
  config: AppContext['config'],
  account: { email: string; password: string; displayName: string; roles: Role[] },
) {
  const passwordHash = await hashAllowedPassword(config, account.password);
  return db.transaction(async (tx) => {
    if (await repo.findUserByEmail(tx, account.email)) throw new AppError('EMAIL_TAKEN');
    const user = await repo.insertUser(tx, {
      email: account.email,
      passwordHash,
      displayName: account.displayName,
      emailConfirmedAt: new Date(),
    });
    await repo.insertRoles(tx, user.id, account.roles);
    await writeAudit(tx, { userId: null, email: null, ip: null, userAgent: 'create-admin' }, {
      action: 'user.created_from_cli',
      objectType: 'user',
      objectId: user.id,
      details: { roles: account.roles },
    });
    return user;
  });
}
