import { formProblems, problemMessage, type FormData } from '@shared/signing/form-rules';
import type { SignedVia, SignerRole } from '@shared/signing/signers';
import type { AuditAction, AuditEntry } from '@shared/audit/audit-events';
import type { Conn, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeChainedAudit } from '../../lib/audit-chain';
import type { Actor } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { formDataSha256Of, sealSubmission } from './sealing.service';
import {
  askedRoles,
  awaitsStaff,
  familySigned,
  partyMaySign,
  type SignerState,
  signerNameFor,
  signerRolesFor,
  type SigningParty,
} from './signer-list';
import * as signersRepo from './signers.repository';
import * as repo from './signing.repository';

/**
 * One signing round of a document (decision 041), whoever signs: the family's session, a signer's link, or
 * staff. Each step runs in the caller's transaction with the form locked (`repo.lockForm`).
 */

export type LockedForm = NonNullable<Awaited<ReturnType<typeof repo.lockForm>>>;

export const alreadySubmitted = () =>
  new AppError('CONFLICT', {
    message: 'This document has been submitted and can no longer be changed.',
    translation: { key: 'errors.signing.alreadySubmitted' },
  });

export const signerNotFound = () =>
  new AppError('NOT_FOUND', {
    message: 'Signer not found',
    translation: { key: 'errors.signing.signerNotFound' },
  });

const notYourTurn = () =>
  new AppError('CONFLICT', {
    message: 'It is not this signer’s turn to sign yet.',
    translation: { key: 'errors.signing.notYourTurn' },
  });

export function documentEvent(form: LockedForm) {
  return { objectType: 'document', objectId: form.document.id, familyId: form.document.familyId } as const;
}

/** Appends an event of the document's hash chain; its hash. */
export function chained<A extends AuditAction>(ctx: AppContext, tx: Tx, actor: Actor, entry: AuditEntry<A>) {
  return writeChainedAudit(tx, actor, entry.objectId ?? '', entry, ctx.now());
}

/** Everything that decides who signs the document now. */
export async function signerStateOf(
  tx: Conn,
  form: Pick<LockedForm, 'document' | 'submission'>,
): Promise<SignerState> {
  const documentId = form.document.id;
  const [household, member, signatures, facts] = await Promise.all([
    repo.householdOf(tx, form.document.familyId),
    signersRepo.documentMemberOf(tx, documentId),
    repo.signaturesOf(tx, documentId),
    signersRepo.signerFactsOf(tx, documentId),
  ]);
  return {
    roles: signerRolesFor(form.submission.requiredSignatures, household),
    order: form.submission.signingOrder,
    submitted: form.submission.submissionStatus === 'submitted',
    household,
    member,
    signatures,
    facts,
  };
}

/** The signer `party` may act for now: one of the document's, theirs, and their turn. */
export function requireTurn(state: SignerState, party: SigningParty, role: SignerRole): void {
  if (!state.roles.includes(role) || !partyMaySign(party, role, state.member)) throw signerNotFound();
  if (state.signatures.some((s) => s.signerRole === role))
    throw new AppError('CONFLICT', {
      message: 'This signer has already signed.',
      translation: { key: 'errors.signing.alreadySigned' },
    });
  if (!askedRoles(state).includes(role)) throw notYourTurn();
}

export interface Signature {
  role: SignerRole;
  party: SigningParty;
  signatureData: string;
  consent: boolean;
  actor: Actor;
  via: SignedVia;
  /** The staff member's name, for staff; the household's name otherwise. */
  name?: string;
  email?: string | null;
  userId?: string | null;
}

/** Records one signature with its evidence, in the document's audit chain; the chain's new head. */
export async function signAs(
  ctx: AppContext,
  tx: Tx,
  form: LockedForm,
  state: SignerState,
  signature: Signature,
): Promise<string> {
  const { role } = signature;
  requireTurn(state, signature.party, role);
  const signerName = signature.name ?? signerNameFor(role, state);
  await repo.insertSignature(tx, {
    documentId: form.document.id,
    familyId: form.document.familyId,
    signerName,
    signerRole: role,
    signatureData: signature.signatureData,
    signatureStatus: 'completed',
    signedVia: signature.via,
    signerEmail: signature.email ?? null,
    signerUserId: signature.userId ?? null,
    ipAddress: signature.actor.ip,
    userAgent: signature.actor.userAgent?.slice(0, 500) ?? null,
    signedAt: ctx.now(),
  });
  await signersRepo.clearDecline(tx, form.document.id, role);
  return chained(ctx, tx, signature.actor, {
    action: 'signing.signed',
    ...documentEvent(form),
    details: {
      documentName: form.document.documentName,
      role,
      signerName,
      consent: signature.consent,
      via: signature.via,
    },
  });
}

/**
 * A signer declines with a reason: the document is In Progress again with every signature cleared (the answers
 * may change before anyone signs again), the reason shown on that signer until they sign.
 */
export async function declineAs(
  ctx: AppContext,
  tx: Tx,
  form: LockedForm,
  state: SignerState,
  decline: { role: SignerRole; party: SigningParty; reason: string; actor: Actor },
): Promise<void> {
  const { role, reason } = decline;
  requireTurn(state, decline.party, role);
  const at = ctx.now();
  await signersRepo.deleteSignatures(tx, form.document.id);
  await signersRepo.reopenForm(tx, form.document.id);
  await signersRepo.upsertSignerFact(
    tx,
    { documentId: form.document.id, familyId: form.document.familyId, signerRole: role },
    { declinedAt: at, declineReason: reason },
  );
  await chained(ctx, tx, decline.actor, {
    action: 'signing.declined',
    ...documentEvent(form),
    details: {
      documentName: form.document.documentName,
      role,
      signerName: signerNameFor(role, state),
      reason,
    },
  });
}

/** The form's first problem (a required field empty, an e-mail malformed) as the family reads it. */
export function checkFormComplete(
  form: { submission: Pick<LockedForm['submission'], 'formFields'> },
  formData: FormData,
): void {
  const [first] = formProblems(form.submission.formFields, formData);
  if (!first) return;
  const [name, problem] = first;
  const label = form.submission.formFields.find((f) => f.name === name)?.label ?? name;
  throw new AppError('VALIDATION_FAILED', {
    message: problemMessage(label, problem),
    translation: {
      key: problem === 'required' ? 'errors.signing.fieldRequired' : 'errors.signing.invalidEmail',
      values: { label },
    },
  });
}

/**
 * The family's part is done: the form complete and every family signer signed. Sealed now, unless staff
 * countersign: then it waits for them (Pending Review) and the last countersignature seals it.
 */
export async function submitFamilyPart(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  form: LockedForm,
  formData: FormData,
): Promise<{ sealedVersion: number | null }> {
  if (form.submission.submissionStatus === 'submitted') throw alreadySubmitted();
  checkFormComplete(form, formData);
  const state = await signerStateOf(tx, form);
  if (!familySigned(state))
    throw new AppError('CONFLICT', {
      message: 'Please complete all required signatures before submitting',
      translation: { key: 'errors.signing.signaturesRequired' },
    });
  const at = ctx.now();
  const { documentName } = form.document;
  const chainHash = await chained(ctx, tx, actor, {
    action: 'signing.submitted',
    ...documentEvent(form),
    details: { documentName, formDataSha256: formDataSha256Of(formData) },
  });
  if (awaitsStaff(state)) {
    await signersRepo.markAwaitingCountersign(tx, form.document.id, at);
    return { sealedVersion: null };
  }
  await repo.markSubmitted(tx, form.document.id, at);
  return sealSubmission(ctx, tx, actor, { form, formData, signatures: state.signatures, at, chainHash });
}

/** After a countersignature: when it was the last, the document is sealed and complete. */
export async function sealIfCountersigned(
  ctx: AppContext,
  tx: Tx,
  actor: Actor,
  form: LockedForm,
  chainHash: string,
): Promise<{ sealedVersion: number | null }> {
  const state = await signerStateOf(tx, form);
  if (awaitsStaff(state)) return { sealedVersion: null };
  await signersRepo.markCountersigned(tx, form.document.id);
  return sealSubmission(ctx, tx, actor, {
    form,
    formData: form.submission.formData,
    signatures: state.signatures,
    at: ctx.now(),
    chainHash,
  });
}
