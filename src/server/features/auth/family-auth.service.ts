import type { InvitationStatus, SetPasswordWithTokenBody } from '@shared/auth/family-auth.schema';
import { DEFAULT_LANGUAGE, type LanguageCode } from '@shared/i18n/languages';
import { PATHS } from '@shared/paths';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Actor, actorFor, type Caller } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { contentLanguageHeaders, translate } from '../../lib/i18n/server-i18n';
import { enqueueJob } from '../../lib/jobs/job-queue';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import type { Conn, Tx } from '../../db/client';
import { DEMO_FAMILY_ACCOUNT } from '../../db/seed/demo-accounts';
import * as repo from './auth.repository';
import { findUsableEmailToken, hashAllowedPassword } from './credentials';
import { issueSession, startSignedInSession, type IssuedSession } from './sessions.service';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
/** How long an invitation link works (family and staff invitations). */
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type LinkPurpose = 'invite' | 'reset_password';

/** The language a family's e-mails are written in: its preferred one (English for a family that is gone). */
async function mailLanguage(db: Conn, familyId: string): Promise<LanguageCode> {
  return (await repo.familyLanguage(db, familyId)) ?? DEFAULT_LANGUAGE;
}

/** Replaces any unused link of the purpose with a fresh one; returns the token for the e-mail. */
export async function newEmailLink(
  ctx: AppContext,
  tx: Tx,
  userId: string,
  purpose: LinkPurpose,
  ttlMs: number,
) {
  const now = ctx.now();
  await repo.expireEmailTokens(tx, userId, purpose, now);
  const token = newOpaqueToken();
  await repo.insertEmailToken(tx, {
    userId,
    purpose,
    tokenHash: hashOpaqueToken(token),
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** Consumes a valid, unused link of the purpose and sets the password; the user row after the change. */
export async function consumeLinkAndSetPassword(
  ctx: AppContext,
  tx: Tx,
  purpose: LinkPurpose,
  body: SetPasswordWithTokenBody,
  passwordHash: string,
) {
  const now = ctx.now();
  const row = await findUsableEmailToken(tx, body.token, purpose, now);
  const user = await repo.findUserById(tx, row.userId);
  if (!user) throw new AppError('INVALID_TOKEN');
  await repo.expireEmailTokens(tx, user.id, purpose, now);
  await repo.setPasswordAndConfirm(tx, user.id, passwordHash, now);
  return { ...user, passwordHash, emailConfirmedAt: user.emailConfirmedAt ?? now };
}

/** The job kind that sends a reset link (job-definitions.ts). */
export const PASSWORD_RESET_EMAIL_JOB = 'password_reset_email';

/**
 * Forgot password: queues the reset link and answers. Whether an account has this e-mail is decided by the job,
 * after the answer, so the answer and its timing are the same for every address (issue 42): one insert either way.
 */
export async function requestPasswordReset(ctx: AppContext, caller: Caller, email: string): Promise<void> {
  await enqueueJob(ctx.db, PASSWORD_RESET_EMAIL_JOB, { email, actor: caller.actor }, { runAt: ctx.now() });
}

/**
 * The job's work: a single-use reset link (1 hour) when an account has this e-mail, nothing otherwise. A family
 * member's e-mail is in the family's language; a staff member's is English. `actor` is the request's, for the audit.
 */
export async function sendPasswordReset(
  ctx: AppContext,
  { email, actor }: { email: string; actor: Actor },
): Promise<{ sent: number }> {
  const user = await repo.findUserByEmail(ctx.db, email);
  if (!user) return { sent: 0 };
  const token = await ctx.db.transaction(async (tx) => {
    const issued = await newEmailLink(ctx, tx, user.id, 'reset_password', RESET_TOKEN_TTL_MS);
    await writeAudit(
      tx,
      { ...actor, email },
      {
        action: 'auth.password_reset_requested',
        objectType: 'user',
        objectId: user.id,
        familyId: user.familyId,
      },
    );
    return issued;
  });
  const family = user.kind === 'family' && user.familyId ? user.familyId : null;
  const path = family ? PATHS.familyResetPassword : PATHS.staffResetPassword;
  const language = family ? await mailLanguage(ctx.db, family) : DEFAULT_LANGUAGE;
  const link = `${ctx.config.appOrigin}${path}?token=${token}${family ? `&lang=${language}` : ''}`;
  await ctx.mailer.send({
    to: user.email,
    subject: translate(language, 'emails.passwordReset.subject'),
    text: translate(language, 'emails.passwordReset.text', { link }),
    ...(family && { headers: contentLanguageHeaders(language) }),
  });
  return { sent: 1 };
}

/** Sets the new password from a reset link and ends every session of the account. */
export async function confirmPasswordReset(
  ctx: AppContext,
  caller: Caller,
  body: SetPasswordWithTokenBody,
): Promise<void> {
  const passwordHash = await hashAllowedPassword(ctx.config, body.password);
  await ctx.db.transaction(async (tx) => {
    const user = await consumeLinkAndSetPassword(ctx, tx, 'reset_password', body, passwordHash);
    await repo.revokeAllSessionsOfUser(tx, user.id, 'password_reset', ctx.now());
    await writeAudit(tx, actorFor(caller.actor, user), {
      action: 'auth.password_reset',
      objectType: 'user',
      objectId: user.id,
      familyId: user.familyId,
    });
  });
}

/** The invited family member chooses a password and is signed in. */
export async function acceptInvitation(
  ctx: AppContext,
  caller: Caller,
  body: SetPasswordWithTokenBody,
): Promise<IssuedSession> {
  const passwordHash = await hashAllowedPassword(ctx.config, body.password);
  return ctx.db.transaction(async (tx) => {
    const user = await consumeLinkAndSetPassword(ctx, tx, 'invite', body, passwordHash);
    if (user.kind !== 'family') throw new AppError('INVALID_TOKEN');
    await writeAudit(tx, actorFor(caller.actor, user), {
      action: 'auth.invitation_accepted',
      objectType: 'user',
      objectId: user.id,
      familyId: user.familyId,
    });
    return issueSession(ctx, tx, user, caller.actor);
  });
}

/**
 * The state of an invitation link, for its page to show before a password is typed. A link that was used
 * (or replaced by a newer one) has `usedAt`; it counts as used only once its user has a password, so a
 * replaced link reads as expired. Unknown tokens read as expired too: the answer names no account. `kind` is
 * whose invitation page asks (a staff link on the family page reads as expired, and the other way round).
 */
export async function checkInvitation(
  ctx: AppContext,
  token: string,
  kind: 'family' | 'staff' = 'family',
): Promise<InvitationStatus> {
  const row = await repo.findEmailTokenWithUser(ctx.db, hashOpaqueToken(token));
  if (!row || row.purpose !== 'invite' || row.userKind !== kind) return { status: 'expired' };
  if (row.usedAt) return { status: row.hasPassword ? 'used' : 'expired' };
  return { status: row.expiresAt <= ctx.now() ? 'expired' : 'valid' };
}

/** Demo mode only: one click signs into the seeded demo family's account. */
export async function signInDemoFamily(ctx: AppContext, caller: Caller): Promise<IssuedSession> {
  const notFound = new AppError('NOT_FOUND', { message: 'The demo family is not available.' });
  if (!ctx.config.demoMode) throw notFound;
  const user = await repo.findUserByEmail(ctx.db, DEMO_FAMILY_ACCOUNT.email);
  if (!user || user.kind !== 'family' || !user.familyId) throw notFound;
  return startSignedInSession(ctx, caller, user, { portal: 'family', demo: true });
}

/**
 * Creates the family-portal user (or renews a pending invitation) and e-mails a link (7 days) to choose a
 * password, in the family's language. An address of a staff account or of another family is EMAIL_TAKEN; an account that already
 * has a password is CONFLICT (it can use "forgot password").
 */
export async function inviteFamilyUser(
  ctx: AppContext,
  caller: Caller,
  invitation: { familyId: string; email: string; displayName: string; memberId?: string },
): Promise<void> {
  const token = await ctx.db.transaction(async (tx) => {
    const taken = new AppError('EMAIL_TAKEN', {
      message: 'This e-mail address already belongs to another account.',
    });
    const existing = await repo.findUserByEmail(tx, invitation.email);
    const memberId = invitation.memberId ?? null;
    const otherAccount =
      existing &&
      (existing.kind !== 'family' ||
        existing.familyId !== invitation.familyId ||
        existing.householdMemberId !== memberId);
    if (otherAccount) throw taken;
    if (existing?.passwordHash) {
      throw new AppError('CONFLICT', {
        message:
          'This family member already has an account. They can reset their password from the sign-in page.',
      });
    }
    const user = existing ?? (await repo.insertFamilyUser(tx, invitation));
    if (!user) throw taken;
    const issued = await newEmailLink(ctx, tx, user.id, 'invite', INVITE_TOKEN_TTL_MS);
    await writeAudit(tx, caller.actor, {
      action: 'family.invitation_sent',
      objectType: 'user',
      objectId: user.id,
      familyId: invitation.familyId,
      details: { email: invitation.email },
    });
    return issued;
  });
  // The page opens in the e-mail's language, before the family has signed in (`lang`).
  const language = await mailLanguage(ctx.db, invitation.familyId);
  const link = `${ctx.config.appOrigin}${PATHS.familyAcceptInvite}?token=${token}&lang=${language}`;
  // An adult's own account (issue 44) is told what it is for: their own forms and documents.
  const mail = invitation.memberId ? 'emails.memberInvitation' : 'emails.invitation';
  await ctx.mailer.send({
    to: invitation.email,
    subject: translate(language, `${mail}.subject`),
    text: translate(language, `${mail}.text`, { name: invitation.displayName, link }),
    headers: contentLanguageHeaders(language),
  });
}
