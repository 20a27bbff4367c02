import type { AuditAction, AuditDetails, AuditEntry } from '@shared/audit/audit-events';
import { PATHS } from '@shared/paths';
import {
  isOpenReference,
  OPEN_REFERENCES_MAX,
  REFERENCE_LINK_DAYS,
  REFERENCES_WANTED,
  referenceStatus,
  type ReferenceRequester,
} from '@shared/references/references.limits';
import type {
  FamilyReference,
  FamilyReferenceList,
  ReferenceAnswers,
  RequestReferenceBody,
  StaffReference,
  StaffReferenceList,
} from '@shared/references/references.schema';
import { isLanguageCode, type LanguageCode } from '@shared/i18n/languages';
import { maskedEmail } from '@shared/signing/signers';
import type { Conn, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeChainedAudit } from '../../lib/audit-chain';
import { type Actor, type Caller, requireFamily, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { ServedFile } from '../../lib/http/send-file';
import { contentLanguageHeaders, translate } from '../../lib/i18n/server-i18n';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import * as repo from './references.repository';

/**
 * References (issue 44): the family or staff ask someone outside the household to vouch for the family. Each
 * request e-mails a link in the family's language; reminders and resends e-mail fresh links. The family reads
 * where each request stands and never the answers, which only staff with manage_families read.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export const linkLanguage = (language: string): LanguageCode => (isLanguageCode(language) ? language : 'en');

const referenceNotFound = () => new AppError('NOT_FOUND', { message: 'No reference request with this id.' });

function toFamilyReference(row: repo.ReferenceRow, now: Date): FamilyReference {
  return {
    id: row.id,
    name: row.referenceName,
    relationship: row.relationship,
    emailHint: maskedEmail(row.email),
    status: referenceStatus(row, now),
    requestedBy: row.requestedByKind,
    requestedAt: row.createdAt.toISOString(),
    openedAt: row.openedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  };
}

function toStaffReference(row: repo.ReferenceRow, now: Date): StaffReference {
  return {
    ...toFamilyReference(row, now),
    email: row.email,
    remindersSent: row.remindersSent,
    lastSentAt: row.lastSentAt.toISOString(),
    linkExpiresAt: row.linkExpiresAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
  };
}

/** An event of the reference's own hash-linked chain of evidence. */
export function referenceEvent<A extends AuditAction>(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  row: repo.ReferenceRow,
  entry: { action: A; details: AuditDetails<A> },
) {
  const event = { ...entry, objectType: 'reference', objectId: row.id, familyId: row.familyId };
  return writeChainedAudit(tx, actor, row.id, event as AuditEntry<A>, ctx.now());
}

/** What every reference event names: the person asked. */
export const named = (row: repo.ReferenceRow) => ({ referenceName: row.referenceName });

export async function familyReferenceList(ctx: AppContext, caller: Caller): Promise<FamilyReferenceList> {
  const { familyId } = requireFamily(caller);
  const now = ctx.now();
  const rows = await repo.familyReferencesOf(ctx.db, familyId);
  return { references: rows.map((row) => toFamilyReference(row, now)), wanted: REFERENCES_WANTED };
}

export async function staffReferenceList(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<StaffReferenceList> {
  requireStaffPermission(caller, 'manage_families');
  const now = ctx.now();
  const rows = await repo.familyReferencesOf(ctx.db, familyId);
  return { references: rows.map((row) => toStaffReference(row, now)), wanted: REFERENCES_WANTED };
}

interface MailToSend {
  kind: 'referenceRequest' | 'referenceReminder';
  row: repo.ReferenceRow;
  token: string;
  applicantName: string;
}

/** The applicant's name as a reference reads it: all they learn of the family. */
export async function applicantNameOf(db: Conn, familyId: string): Promise<string> {
  return (await repo.familyOf(db, familyId)).applicantName;
}

/** A fresh link for the request, valid REFERENCE_LINK_DAYS from now; earlier links keep working until theirs. */
export async function issueLink(
  ctx: AppContext,
  tx: Tx,
  row: repo.ReferenceRow,
  extra: Partial<repo.ReferenceRow> = {},
) {
  const at = ctx.now();
  const token = newOpaqueToken();
  const expiresAt = new Date(at.getTime() + REFERENCE_LINK_DAYS * DAY_MS);
  await repo.insertLink(tx, {
    referenceId: row.id,
    tokenHash: hashOpaqueToken(token),
    expiresAt,
    createdAt: at,
  });
  const updated = await repo.updateReference(tx, row.id, {
    ...extra,
    lastSentAt: at,
    linkExpiresAt: expiresAt,
  });
  return { token, row: updated };
}

/** E-mails the reference in the family's language (after the transaction that made the link has committed). */
export async function mailReference(ctx: AppContext, mail: MailToSend) {
  const language = linkLanguage(mail.row.language);
  const link = `${ctx.config.appOrigin}${PATHS.referenceLink}/${mail.token}?lang=${language}`;
  const values = {
    referenceName: mail.row.referenceName,
    applicantName: mail.applicantName,
    link,
    days: REFERENCE_LINK_DAYS,
  };
  await ctx.mailer.send({
    to: mail.row.email,
    subject: translate(language, `emails.${mail.kind}.subject`, values),
    text: translate(language, `emails.${mail.kind}.text`, values),
    headers: contentLanguageHeaders(language),
  });
}

async function requestReference(
  ctx: AppContext,
  actor: Actor,
  familyId: string,
  requester: { kind: ReferenceRequester; userId: string | null },
  body: RequestReferenceBody,
): Promise<repo.ReferenceRow> {
  const sent = await ctx.db.transaction(async (tx) => {
    if ((await repo.openRequestsOf(tx, familyId)) >= OPEN_REFERENCES_MAX)
      throw new AppError('CONFLICT', {
        message: `A family can have at most ${OPEN_REFERENCES_MAX} reference requests waiting at once.`,
        translation: { key: 'errors.references.tooMany', values: { max: OPEN_REFERENCES_MAX } },
      });
    if (await repo.hasOpenRequestTo(tx, familyId, body.email))
      throw new AppError('CONFLICT', {
        message: 'This person has been asked already. Staff can send them a new link.',
        translation: { key: 'errors.references.alreadyAsked' },
      });
    const template = await repo.activeQuestionnaire(tx);
    if (!template)
      throw new AppError('CONFLICT', {
        message: 'The agency has no active reference questionnaire. Please ask your caseworker.',
        translation: { key: 'errors.references.noQuestionnaire' },
      });
    const family = await repo.familyOf(tx, familyId);
    const at = ctx.now();
    const inserted = await repo.insertReference(tx, {
      familyId,
      referenceName: body.name,
      email: body.email,
      relationship: body.relationship,
      language: linkLanguage(family.language),
      requestedByKind: requester.kind,
      requestedBy: requester.userId,
      templateId: template.id,
      templateName: template.templateName,
      templateVersion: template.version,
      formFields: template.formFields,
      createdAt: at,
      lastSentAt: at,
      linkExpiresAt: at,
    });
    const { token, row } = await issueLink(ctx, tx, inserted);
    await referenceEvent(ctx, tx, actor, row, {
      action: 'reference.requested',
      details: { ...named(row), requestedBy: requester.kind },
    });
    return { token, row, applicantName: await applicantNameOf(tx, familyId) };
  });
  await mailReference(ctx, { kind: 'referenceRequest', ...sent });
  return sent.row;
}

export async function familyRequestReference(
  ctx: AppContext,
  caller: Caller,
  body: RequestReferenceBody,
): Promise<FamilyReference> {
  const { familyId } = requireFamily(caller);
  const row = await requestReference(
    ctx,
    caller.actor,
    familyId,
    { kind: 'family', userId: caller.actor.userId },
    body,
  );
  return toFamilyReference(row, ctx.now());
}

export async function staffRequestReference(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: RequestReferenceBody,
): Promise<StaffReference> {
  requireStaffPermission(caller, 'manage_families');
  const row = await requestReference(
    ctx,
    caller.actor,
    familyId,
    { kind: 'staff', userId: caller.actor.userId },
    body,
  );
  return toStaffReference(row, ctx.now());
}

async function lockOpen(ctx: AppContext, tx: Tx, familyId: string, referenceId: string) {
  const row = await repo.lockReference(tx, familyId, referenceId);
  if (!row) throw referenceNotFound();
  if (!isOpenReference(referenceStatus(row, ctx.now())))
    throw new AppError('CONFLICT', { message: 'This reference is already completed or cancelled.' });
  return row;
}

/** Staff send the reference a fresh link (and the reminders start over from now). */
export async function resendReference(
  ctx: AppContext,
  caller: Caller,
  params: { familyId: string; referenceId: string },
): Promise<StaffReference> {
  requireStaffPermission(caller, 'manage_families');
  const sent = await ctx.db.transaction(async (tx) => {
    const current = await lockOpen(ctx, tx, params.familyId, params.referenceId);
    const { token, row } = await issueLink(ctx, tx, current);
    await referenceEvent(ctx, tx, caller.actor, row, { action: 'reference.resent', details: named(row) });
    return { token, row, applicantName: await applicantNameOf(tx, params.familyId) };
  });
  await mailReference(ctx, { kind: 'referenceRequest', ...sent });
  return toStaffReference(sent.row, ctx.now());
}

/** Staff cancel an open request: every link of it stops working. */
export async function cancelReference(
  ctx: AppContext,
  caller: Caller,
  params: { familyId: string; referenceId: string },
): Promise<StaffReference> {
  requireStaffPermission(caller, 'manage_families');
  const row = await ctx.db.transaction(async (tx) => {
    const current = await lockOpen(ctx, tx, params.familyId, params.referenceId);
    const cancelled = await repo.updateReference(tx, current.id, {
      cancelledAt: ctx.now(),
      cancelledBy: caller.actor.userId,
    });
    await referenceEvent(ctx, tx, caller.actor, cancelled, {
      action: 'reference.cancelled',
      details: named(cancelled),
    });
    return cancelled;
  });
  return toStaffReference(row, ctx.now());
}

async function completedReference(ctx: AppContext, params: { familyId: string; referenceId: string }) {
  const row = await repo.findReference(ctx.db, params.familyId, params.referenceId);
  if (!row) throw referenceNotFound();
  if (!row.completedAt || !row.answers || !row.verificationCode || !row.storageKey)
    throw new AppError('NOT_FOUND', { message: 'This reference has not been completed yet.' });
  return {
    ...row,
    completedAt: row.completedAt,
    answers: row.answers,
    verificationCode: row.verificationCode,
    storageKey: row.storageKey,
  };
}

/** A completed questionnaire's answers and evidence, for staff. */
export async function referenceAnswers(
  ctx: AppContext,
  caller: Caller,
  params: { familyId: string; referenceId: string },
): Promise<ReferenceAnswers> {
  requireStaffPermission(caller, 'manage_families');
  const row = await completedReference(ctx, params);
  return {
    id: row.id,
    name: row.referenceName,
    email: row.email,
    questionnaire: row.templateName,
    templateVersion: row.templateVersion,
    fields: row.formFields,
    formData: row.answers,
    signedAt: row.completedAt.toISOString(),
    ipAddress: row.ipAddress,
    userAgent: row.userAgent,
    verificationCode: row.verificationCode,
  };
}

/** For /verify: the completed reference whose sealed file has this hash, or whose certificate has this code. */
export const findSealedReference = (ctx: AppContext, by: { sha256: string } | { code: string }) =>
  repo.findSealedBy(ctx.db, by);

/** The sealed questionnaire, for staff; downloading is an event of the reference's chain. */
export async function referencePdf(
  ctx: AppContext,
  caller: Caller,
  params: { familyId: string; referenceId: string },
): Promise<ServedFile> {
  requireStaffPermission(caller, 'manage_families');
  const row = await completedReference(ctx, params);
  const stored = await ctx.storage.get(row.storageKey);
  await ctx.db.transaction(async (tx) => {
    const locked = await repo.lockReference(tx, params.familyId, row.id);
    if (locked)
      await referenceEvent(ctx, tx, caller.actor, locked, {
        action: 'reference.downloaded',
        details: named(locked),
      });
  });
  return {
    body: stored.body,
    size: stored.size,
    contentType: 'application/pdf',
    filename: `reference-${row.id.slice(0, 8)}.pdf`,
  };
}
