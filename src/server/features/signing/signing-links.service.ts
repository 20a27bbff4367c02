import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { PATHS } from '@shared/paths';
import { formDataOf, formProblems } from '@shared/signing/form-rules';
import { maskedEmail, type SignerRole } from '@shared/signing/signers';
import type { LinkDocument, LinkPass, LinkSignBody, SigningLink } from '@shared/signing/signers.schema';
import type { DeclineBody, SigningDocument } from '@shared/signing/signing.schema';
import { isLanguageCode, type LanguageCode } from '@shared/i18n/languages';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Actor, type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { contentLanguageHeaders, translate } from '../../lib/i18n/server-i18n';
import { hashOpaqueToken, newOpaqueToken } from '../../lib/opaque-token';
import { formInLanguage } from './form-language';
import { prefilledFormData } from './form-view';
import { familySigned, signerNameFor, signsByLink } from './signer-list';
import {
  alreadySubmitted,
  chained,
  checkFormComplete,
  declineAs,
  documentEvent,
  type LockedForm,
  requireTurn,
  signAs,
  signerNotFound,
  signerStateOf,
  submitFamilyPart,
} from './signing-round';
import { lockOwnForm, requireDrawnSignature, signingDocumentOf } from './signing.service';
import * as signersRepo from './signers.repository';
import * as repo from './signing.repository';

/**
 * One-time signing links (decision 041): an adult of the home who is not an applicant signs their own document
 * through a link e-mailed to them, valid 14 days and used once, after a six-digit code e-mailed to the same
 * address (10 minutes, 5 wrong tries lock the link). The right code gives a pass for 30 minutes of reading,
 * filling and signing. A link that does not work answers the same whatever the reason, and shows no data.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
export const LINK_VALID_DAYS = 14;
const CODE_VALID_MS = 10 * 60 * 1000;
const PASS_VALID_MS = 30 * 60 * 1000;
export const CODE_TRIES = 5;
const CODES_PER_LINK = 5;

const hashCode = (linkId: string, code: string) =>
  createHash('sha256').update(`${linkId}:${code}`).digest('base64url');

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

const linkInvalid = () =>
  new AppError('INVALID_TOKEN', {
    message: 'This signing link is no longer valid. Please ask for a new one.',
    translation: { key: 'errors.signing.linkInvalid' },
  });

/**
 * The family sends (or sends again) the one-time link of a signer it reaches by e-mail; an earlier link of the
 * signer stops working. The e-mail goes out in the family's language once the transaction has committed.
 */
export async function sendSigningLink(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  role: SignerRole,
  email: string,
): Promise<SigningDocument> {
  const { familyId } = requireFamily(caller);
  const sent = await ctx.db.transaction(async (tx) => {
    const form = await lockOwnForm(tx, familyId, documentId);
    if (form.submission.submissionStatus === 'submitted') throw alreadySubmitted();
    const state = await signerStateOf(tx, form);
    if (!state.roles.includes(role) || !signsByLink(role, state.member)) throw signerNotFound();
    requireTurn(state, { kind: 'link', role }, role);
    const at = ctx.now();
    const signer = await signersRepo.upsertSignerFact(
      tx,
      { documentId, familyId, signerRole: role },
      { email, linkSentAt: at, householdMemberId: state.member?.id ?? null },
    );
    await signersRepo.revokeLinks(tx, signer.id, at);
    const token = newOpaqueToken();
    const language = linkLanguage(state.household.family?.language);
    await signersRepo.insertLink(tx, {
      signerId: signer.id,
      tokenHash: hashOpaqueToken(token),
      email,
      language,
      expiresAt: new Date(at.getTime() + LINK_VALID_DAYS * DAY_MS),
    });
    const signerName = signerNameFor(role, state);
    await chained(ctx, tx, caller.actor, {
      action: 'signing.link_sent',
      ...documentEvent(form),
      details: { documentName: form.document.documentName, role, signerName, email },
    });
    const applicantName = signerNameFor('primary_applicant', state);
    return { token, language, signerName, applicantName, documentName: form.document.documentName };
  });
  const link = `${ctx.config.appOrigin}${PATHS.signingLink}/${sent.token}?lang=${sent.language}`;
  const values = { ...sent, link, days: LINK_VALID_DAYS };
  await ctx.mailer.send({
    to: email,
    subject: translate(sent.language, 'emails.signingLink.subject', values),
    text: translate(sent.language, 'emails.signingLink.text', values),
    headers: contentLanguageHeaders(sent.language),
  });
  return ctx.db.transaction(async (tx) =>
    signingDocumentOf(tx, familyId, await lockOwnForm(tx, familyId, documentId)),
  );
}

function linkLanguage(language: string | undefined): LanguageCode {
  return language && isLanguageCode(language) ? language : 'en';
}

type UsableLink = NonNullable<Awaited<ReturnType<typeof signersRepo.lockUsableLink>>>;

interface OpenLink {
  usable: UsableLink;
  form: LockedForm;
}

/** The link's signer and document, locked; any link that does not work is INVALID_TOKEN. */
async function openLink(ctx: AppContext, tx: Tx, token: string): Promise<OpenLink> {
  const usable = await signersRepo.lockUsableLink(tx, hashOpaqueToken(token), ctx.now());
  const form = usable && (await repo.lockForm(tx, usable.signer.familyId, usable.signer.documentId));
  if (!usable || !form) throw linkInvalid();
  return { usable, form };
}

/** The one who signs through a link, as audit rows name them. */
const linkActor = (caller: Caller, usable: UsableLink): Actor => ({
  ...caller.actor,
  userId: null,
  email: usable.link.email,
});

/** The link's first page: which document, who is asked, and where the code will go; marks the link opened. */
export async function getSigningLink(ctx: AppContext, token: string): Promise<SigningLink> {
  return ctx.db.transaction(async (tx) => {
    const { usable, form } = await openLink(ctx, tx, token);
    const state = await signerStateOf(tx, form);
    if (!usable.signer.openedAt)
      await signersRepo.upsertSignerFact(tx, signerKey(usable), { openedAt: ctx.now() });
    return {
      documentName: form.document.documentName,
      signerName: signerNameFor(usable.signer.signerRole, state),
      applicantName: signerNameFor('primary_applicant', state),
      language: linkLanguage(usable.link.language),
      emailHint: maskedEmail(usable.link.email),
    };
  });
}

const signerKey = (usable: UsableLink) => ({
  documentId: usable.signer.documentId,
  familyId: usable.signer.familyId,
  signerRole: usable.signer.signerRole,
});

/** E-mails a new six-digit code (the previous one stops working); at most five per link. */
export async function sendLinkCode(ctx: AppContext, caller: Caller, token: string) {
  const sent = await ctx.db.transaction(async (tx) => {
    const { usable, form } = await openLink(ctx, tx, token);
    if (usable.link.codesSent >= CODES_PER_LINK)
      throw new AppError('RATE_LIMITED', {
        message: 'Too many codes were sent for this link. Please ask for a new link.',
        translation: { key: 'errors.signing.tooManyCodes' },
      });
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await signersRepo.updateLink(tx, usable.link.id, {
      codeHash: hashCode(usable.link.id, code),
      codeExpiresAt: new Date(ctx.now().getTime() + CODE_VALID_MS),
      codesSent: usable.link.codesSent + 1,
    });
    const state = await signerStateOf(tx, form);
    await chained(ctx, tx, linkActor(caller, usable), {
      action: 'signing.link_code_sent',
      ...documentEvent(form),
      details: {
        documentName: form.document.documentName,
        signerName: signerNameFor(usable.signer.signerRole, state),
      },
    });
    return { code, email: usable.link.email, language: linkLanguage(usable.link.language), form };
  });
  const values = { code: sent.code, documentName: sent.form.document.documentName };
  await ctx.mailer.send({
    to: sent.email,
    subject: translate(sent.language, 'emails.signingCode.subject', values),
    text: translate(sent.language, 'emails.signingCode.text', values),
    headers: contentLanguageHeaders(sent.language),
  });
  return { emailHint: maskedEmail(sent.email) };
}

/**
 * Checks the code: right, it gives a pass (the code is spent); wrong, one try fewer, and the fifth wrong try
 * locks the link. The count is kept even though the request fails.
 */
export async function verifyLinkCode(
  ctx: AppContext,
  caller: Caller,
  token: string,
  code: string,
): Promise<LinkPass> {
  const outcome = await ctx.db.transaction(async (tx) => {
    const { usable, form } = await openLink(ctx, tx, token);
    const { link } = usable;
    const at = ctx.now();
    if (!link.codeHash || !link.codeExpiresAt) return { kind: 'no_code' } as const;
    if (link.codeExpiresAt <= at) return { kind: 'expired' } as const;
    if (sameHash(link.codeHash, hashCode(link.id, code))) {
      const pass = newOpaqueToken();
      const expiresAt = new Date(at.getTime() + PASS_VALID_MS);
      await signersRepo.updateLink(tx, link.id, {
        codeHash: null,
        codeExpiresAt: null,
        passHash: hashOpaqueToken(pass),
        passExpiresAt: expiresAt,
      });
      return { kind: 'pass', pass: { pass, expiresAt: expiresAt.toISOString() } } as const;
    }
    const wrong = link.wrongCodes + 1;
    const locked = wrong >= CODE_TRIES;
    await signersRepo.updateLink(tx, link.id, { wrongCodes: wrong, lockedAt: locked ? at : null });
    if (locked) {
      const state = await signerStateOf(tx, form);
      await chained(ctx, tx, linkActor(caller, usable), {
        action: 'signing.link_locked',
        ...documentEvent(form),
        details: {
          documentName: form.document.documentName,
          signerName: signerNameFor(usable.signer.signerRole, state),
        },
      });
    }
    return { kind: locked ? 'locked' : 'wrong', left: CODE_TRIES - wrong } as const;
  });
  if (outcome.kind === 'pass') return outcome.pass;
  if (outcome.kind === 'locked') throw linkInvalid();
  if (outcome.kind === 'wrong')
    throw new AppError('VALIDATION_FAILED', {
      message: `That code is not right. ${outcome.left} ${outcome.left === 1 ? 'try' : 'tries'} left.`,
      translation: { key: 'errors.signing.codeWrong', values: { count: outcome.left } },
    });
  throw new AppError('VALIDATION_FAILED', {
    message:
      outcome.kind === 'expired'
        ? 'This code has expired. Please ask for a new code.'
        : 'Please ask for a code first.',
    translation: { key: outcome.kind === 'expired' ? 'errors.signing.codeExpired' : 'errors.signing.noCode' },
  });
}

/** The link and a valid pass for it, or 401: the signer enters a new code. */
async function openWithPass(ctx: AppContext, tx: Tx, token: string, pass: string | undefined) {
  const opened = await openLink(ctx, tx, token);
  const { passHash, passExpiresAt } = opened.usable.link;
  const valid =
    pass !== undefined &&
    passHash !== null &&
    passExpiresAt !== null &&
    passExpiresAt > ctx.now() &&
    sameHash(passHash, hashOpaqueToken(pass));
  if (!valid)
    throw new AppError('UNAUTHENTICATED', {
      message: 'Please enter a new code to continue.',
      translation: { key: 'errors.signing.passExpired' },
    });
  return { ...opened, state: await signerStateOf(tx, opened.form) };
}

/** Whether the link's signer fills the form: their own document, still a draft. */
const fillsForm = (opened: OpenLink) =>
  opened.form.submission.submissionStatus === 'draft' && opened.usable.signer.signerRole === 'member';

/** The document as its link's signer reads it, in the link's language. */
export async function getLinkDocument(
  ctx: AppContext,
  token: string,
  pass: string | undefined,
): Promise<LinkDocument> {
  return ctx.db.transaction(async (tx) => {
    const opened = await openWithPass(ctx, tx, token, pass);
    const { form, state, usable } = opened;
    const template = await repo.findTemplate(tx, form.submission.templateId);
    const fields = form.submission.formFields;
    const shown = formInLanguage(
      linkLanguage(usable.link.language),
      { documentName: form.document.documentName, fields },
      template,
    );
    return {
      documentName: shown.documentName,
      description: shown.description,
      signerName: signerNameFor(usable.signer.signerRole, state),
      role: usable.signer.signerRole,
      fields: shown.fields,
      translated: shown.translated,
      formData: prefilledFormData(fields, form.submission.formData, state.household, [], state.member),
      editable: fillsForm(opened),
    };
  });
}

/** Saves the link signer's answers (their own form only). */
export async function saveLinkForm(
  ctx: AppContext,
  token: string,
  pass: string | undefined,
  formData: Record<string, string | boolean>,
) {
  await ctx.db.transaction(async (tx) => {
    const opened = await openWithPass(ctx, tx, token, pass);
    if (!fillsForm(opened)) throw alreadySubmitted();
    await repo.saveFormData(
      tx,
      opened.form.document.id,
      formDataOf(opened.form.submission.formFields, formData),
    );
  });
  return { savedAt: ctx.now().toISOString() };
}

/**
 * The link signer signs (after saving and checking their answers when the form is theirs): the link is used
 * up. When that completes the family's signatures and the form, it is submitted (and sealed unless staff
 * countersign); otherwise the family submits it.
 */
export async function signByLink(
  ctx: AppContext,
  caller: Caller,
  token: string,
  pass: string | undefined,
  body: LinkSignBody,
) {
  await requireDrawnSignature(body.signatureData);
  await ctx.db.transaction(async (tx) => {
    const opened = await openWithPass(ctx, tx, token, pass);
    const { form, usable } = opened;
    const role = usable.signer.signerRole;
    let formData = form.submission.formData;
    if (fillsForm(opened) && body.formData) {
      formData = formDataOf(form.submission.formFields, body.formData);
      await repo.saveFormData(tx, form.document.id, formData);
      checkFormComplete(form, formData);
    }
    const actor = linkActor(caller, usable);
    await signAs(ctx, tx, form, opened.state, {
      role,
      party: { kind: 'link', role },
      signatureData: body.signatureData,
      consent: body.consent,
      actor,
      via: 'link_code',
      email: usable.link.email,
    });
    await signersRepo.updateLink(tx, usable.link.id, { usedAt: ctx.now(), passHash: null });
    // The last of the family's signatures on a complete form submits it; otherwise the family does.
    const after = await signerStateOf(tx, form);
    const complete = formProblems(form.submission.formFields, formData).size === 0;
    if (familySigned(after) && complete && form.submission.submissionStatus === 'draft')
      await submitFamilyPart(ctx, tx, actor, form, formData);
  });
  return { result: 'signed' as const };
}

/** The link signer declines with a reason: the link is used up, the family sees the reason. */
export async function declineByLink(
  ctx: AppContext,
  caller: Caller,
  token: string,
  pass: string | undefined,
  body: DeclineBody,
) {
  await ctx.db.transaction(async (tx) => {
    const opened = await openWithPass(ctx, tx, token, pass);
    const role = opened.usable.signer.signerRole;
    await declineAs(ctx, tx, opened.form, opened.state, {
      role,
      party: { kind: 'link', role },
      reason: body.reason,
      actor: linkActor(caller, opened.usable),
    });
    await signersRepo.updateLink(tx, opened.usable.link.id, { usedAt: ctx.now(), passHash: null });
  });
  return { result: 'declined' as const };
}
