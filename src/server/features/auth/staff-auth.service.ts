import {
  effectivePermissions,
  hasPermission,
  hasRole,
  type PermissionKey,
  type Role,
} from '@shared/auth/permissions';
import type { SignUpBody } from '@shared/auth/auth.schema';
import { DEFAULT_LANGUAGE } from '@shared/i18n/languages';
import { PATHS } from '@shared/paths';
import type { Conn, Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { actorFor, type Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { contentLanguageHeaders, translate } from '../../lib/i18n/server-i18n';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import * as repo from './auth.repository';
import { findUsableEmailToken, hashAllowedPassword } from './credentials';
import { issueSession, type IssuedSession } from './sessions.service';

const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * Staff sign-up (spec 01 §7): display name defaults to the e-mail; a confirmation link is e-mailed. The new
 * account has no role and no permission until an administrator gives it one (decision 009), and only
 * addresses at STAFF_SIGNUP_DOMAINS may sign up when that is set.
 *
 * An address that already has an account (staff or family) gets the same answer as a new one, after the same
 * password hashing, and its owner an e-mail saying so: the answer cannot tell anyone who has an account (issue 42).
 */
export async function signUp(ctx: AppContext, caller: Caller, body: SignUpBody) {
  const domains = ctx.config.auth.signupDomains;
  const domain = body.email.slice(body.email.lastIndexOf('@') + 1);
  if (domains.length > 0 && !domains.includes(domain)) {
    throw new AppError('FORBIDDEN', {
      message: `Staff accounts can be created only with an address at ${domains.join(', ')}.`,
    });
  }
  const passwordHash = await hashAllowedPassword(ctx.config, body.password);
  const autoConfirm = ctx.config.auth.autoConfirm;
  const confirmToken = newOpaqueToken();
  const outcome = await ctx.db.transaction(async (tx) => {
    const existing = await repo.findUserByEmail(tx, body.email);
    if (existing) return { existing };
    const now = ctx.now();
    const created = await repo.insertUser(tx, {
      email: body.email,
      passwordHash,
      displayName: body.displayName || body.email,
      emailConfirmedAt: autoConfirm ? now : null,
      accessStatus: 'pending',
    });
    if (!autoConfirm) {
      await repo.insertEmailToken(tx, {
        userId: created.id,
        purpose: 'confirm_email',
        tokenHash: hashOpaqueToken(confirmToken),
        expiresAt: new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS),
      });
    }
    await writeAudit(tx, actorFor(caller.actor, created), {
      action: 'auth.sign_up',
      objectType: 'user',
      objectId: created.id,
    });
    return { created };
  });
  if (outcome.existing) {
    await sendAccountExistsMail(ctx, outcome.existing);
  } else if (!autoConfirm) {
    const link = `${ctx.config.appOrigin}/api/auth/confirm?token=${confirmToken}`;
    await ctx.mailer.send({
      to: body.email,
      subject: 'Confirm your Haven staff account',
      text: `Welcome to Haven.\n\nConfirm your e-mail address to finish creating your staff account:\n${link}\n\nThe link works once and expires in 24 hours. If you did not sign up, ignore this message.\n`,
    });
  }
  // No account id: it would differ between a new and an existing address (and name the existing account).
  return { user: { email: body.email }, confirmationRequired: !autoConfirm };
}

/**
 * "You already have an account", to the owner of an address someone tried to sign up with: where to sign in and
 * where to ask for a reset link (the one reset page serves staff and families). A family's is in its language.
 */
async function sendAccountExistsMail(
  ctx: AppContext,
  user: { email: string; kind: string; familyId: string | null },
) {
  const family = user.kind === 'family' && user.familyId ? user.familyId : null;
  const language = (family && (await repo.familyLanguage(ctx.db, family))) || DEFAULT_LANGUAGE;
  const origin = ctx.config.appOrigin;
  const lang = family ? `?lang=${language}` : '';
  await ctx.mailer.send({
    to: user.email,
    subject: translate(language, 'emails.accountExists.subject'),
    text: translate(language, 'emails.accountExists.text', {
      signInLink: `${origin}${family ? PATHS.familySignIn : PATHS.auth}${lang}`,
      resetLink: `${origin}${PATHS.familyForgotPassword}${lang}`,
    }),
    ...(family && { headers: contentLanguageHeaders(language) }),
  });
}

/** Consumes a confirmation link and signs the user in. */
export async function confirmEmail(ctx: AppContext, caller: Caller, token: string): Promise<IssuedSession> {
  return ctx.db.transaction(async (tx) => {
    const now = ctx.now();
    const row = await findUsableEmailToken(tx, token, 'confirm_email', now);
    await repo.markEmailTokenUsed(tx, row.id, now);
    await repo.setEmailConfirmed(tx, row.userId, now);
    const user = await repo.findUserById(tx, row.userId);
    if (!user) throw new AppError('INVALID_TOKEN');
    await writeAudit(tx, actorFor(caller.actor, user), {
      action: 'auth.email_confirmed',
      objectType: 'user',
      objectId: user.id,
    });
    return issueSession(ctx, tx, { ...user, emailConfirmedAt: now }, caller.actor);
  });
}

/** Roles and effective permissions of a staff user. */
async function staffAccess(
  db: Conn,
  userId: string,
): Promise<{ roles: Role[]; permissions: PermissionKey[] }> {
  const [roles, overrides] = await Promise.all([
    repo.findRoles(db, userId),
    repo.findPermissionOverrides(db, userId),
  ]);
  return {
    roles,
    permissions: effectivePermissions(
      roles,
      overrides.map((o) => ({ permission: o.permission as PermissionKey, granted: o.granted })),
    ),
  };
}

/**
 * has_role / has_permission (spec 01 §6): false when nobody is signed in. Asking about another user
 * needs manage_users (roles) or manage_permissions (permissions); otherwise the answer is false.
 */
export async function checkRole(ctx: AppContext, caller: Caller, role: Role, userId?: string) {
  const { principal } = caller;
  if (!principal || principal.kind !== 'staff') return false;
  if (!userId || userId === principal.userId) return hasRole(principal.roles, role);
  if (!hasPermission(principal.permissions, 'manage_users')) return false;
  return hasRole(await repo.findRoles(ctx.db, userId), role);
}

export async function checkPermission(
  ctx: AppContext,
  caller: Caller,
  permission: PermissionKey,
  userId?: string,
) {
  const { principal } = caller;
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
    await writeAudit(
      tx,
      { userId: null, email: null, ip: null, userAgent: 'create-admin' },
      {
        action: 'user.created_from_cli',
        objectType: 'user',
        objectId: user.id,
        details: { email: account.email, roles: account.roles },
      },
    );
    return user;
  });
}
