import { displayedState, formDataOf } from '@shared/signing/form-rules';
import type {
  DeclineBody,
  SaveFormBody,
  SignBody,
  SignResponse,
  SigningDocument,
} from '@shared/signing/signing.schema';
import { SignerRoleSchema } from '@shared/signing/signing.schema';
import type { SignerRole } from '@shared/signing/signers';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { type Caller, type FamilyPrincipal, requireHouseholdAccount } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { formInLanguage } from './form-language';
import { prefilledFormData } from './form-view';
import { familySigned, type SigningParty, signerViews } from './signer-list';
import {
  alreadySubmitted,
  chained,
  signerNotFound,
  declineAs,
  documentEvent,
  type LockedForm,
  signAs,
  signerStateOf,
  submitFamilyPart,
} from './signing-round';
import { checkSignatureImage } from './signature-image';
import * as repo from './signing.repository';

const notFound = () =>
  new AppError('NOT_FOUND', {
    message: 'Document not found',
    translation: { key: 'errors.signing.documentNotFound' },
  });

const FAMILY: SigningParty = { kind: 'family' };

/**
 * Who signs in this session: the applicants, or an adult's own account (issue 44), which reaches only that
 * adult's own documents.
 */
function sessionParty(caller: Caller): { familyId: string; memberId: string | null; party: SigningParty } {
  const { familyId, member }: FamilyPrincipal = requireHouseholdAccount(caller);
  return member
    ? { familyId, memberId: member.id, party: { kind: 'member', memberId: member.id } }
    : { familyId, memberId: null, party: FAMILY };
}

/**
 * Locks the family's own form for the transaction; another family's document is a 404, and so is, for an adult's
 * own account, a document that is not that adult's own.
 */
export async function lockOwnForm(
  tx: Tx,
  familyId: string,
  documentId: string,
  memberId: string | null = null,
): Promise<LockedForm> {
  const form = await repo.lockForm(tx, familyId, documentId);
  if (!form || (memberId !== null && form.document.householdMemberId !== memberId)) throw notFound();
  return form;
}

/** A drawn signature that is not blank, or VALIDATION_FAILED. */
export async function requireDrawnSignature(signatureData: string): Promise<void> {
  const image = await checkSignatureImage(signatureData);
  if (!image.ok)
    throw new AppError('VALIDATION_FAILED', {
      message: 'Please draw your signature before saving.',
      translation: { key: 'errors.signing.blankSignature' },
    });
}

/** The signing page as the family's session reads it, inside a transaction that has the form locked. */
export async function signingDocumentOf(
  tx: Tx,
  familyId: string,
  form: LockedForm,
  party: SigningParty = FAMILY,
): Promise<SigningDocument> {
  const documentId = form.document.id;
  const template = await repo.findTemplate(tx, form.submission.templateId);
  const [state, others, sealed] = await Promise.all([
    signerStateOf(tx, form),
    repo.otherFormData(tx, familyId, documentId),
    repo.sealedVersionsOf(tx, documentId),
  ]);
  const submitted = form.submission.submissionStatus === 'submitted';
  const fields = form.submission.formFields;
  const shown = formInLanguage(
    state.household.family?.language ?? 'en',
    { documentName: form.document.documentName, fields },
    template,
  );
  return {
    id: documentId,
    documentName: shown.documentName,
    templateType: template ? repo.asFamilyTemplate(template).templateType : 'state_form',
    category: template?.category ?? '',
    description: shown.description,
    state: displayedState(form.document.status, form.submission.submissionStatus),
    submitted,
    fields: shown.fields,
    translated: shown.translated,
    formData: submitted
      ? form.submission.formData
      : prefilledFormData(fields, form.submission.formData, state.household, others, state.member),
    signers: signerViews(state, party),
    signingOrder: state.order,
    returnReason: form.document.status === 'rejected' ? form.document.rejectionReason : null,
    sealedVersion: sealed.at(-1)?.version ?? null,
  };
}

/** The signing page; opening it is an event of the document's audit chain. */
export async function getSigningDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<SigningDocument> {
  const { familyId, memberId, party } = sessionParty(caller);
  return ctx.db.transaction(async (tx) => {
    const form = await lockOwnForm(tx, familyId, documentId, memberId);
    await chained(ctx, tx, caller.actor, {
      action: 'signing.document_viewed',
      ...documentEvent(form),
      details: { documentName: form.document.documentName },
    });
    return signingDocumentOf(tx, familyId, form, party);
  });
}

async function saveInTx(ctx: AppContext, tx: Tx, caller: Caller, form: LockedForm, body: SaveFormBody) {
  if (form.submission.submissionStatus === 'submitted') throw alreadySubmitted();
  const formData = formDataOf(form.submission.formFields, body.formData);
  await repo.saveFormData(tx, form.document.id, formData);
  await chained(ctx, tx, caller.actor, {
    action: 'signing.form_saved',
    ...documentEvent(form),
    details: { documentName: form.document.documentName, fields: Object.keys(formData) },
  });
  return formData;
}

/** Save Draft and autosave: stores the template's fields only; the form need not be complete yet. */
export async function saveForm(ctx: AppContext, caller: Caller, documentId: string, body: SaveFormBody) {
  const { familyId, memberId } = sessionParty(caller);
  await ctx.db.transaction(async (tx) =>
    saveInTx(ctx, tx, caller, await lockOwnForm(tx, familyId, documentId, memberId), body),
  );
  return { savedAt: ctx.now().toISOString() };
}

/**
 * A signature the family's session gives (an applicant's, or a member's who is one), with consent, the request's
 * IP address and user agent and the time. Refused when blank, for a signer the session does not sign for
 * ('Signer not found'), out of turn, twice, or after submission.
 */
export async function signDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: SignBody,
): Promise<SignResponse> {
  const { familyId, memberId, party } = sessionParty(caller);
  await requireDrawnSignature(body.signatureData);
  const role = SignerRoleSchema.safeParse(body.role);
  if (!role.success) throw signerNotFound();
  return ctx.db.transaction(async (tx) => {
    const form = await lockOwnForm(tx, familyId, documentId, memberId);
    if (form.submission.submissionStatus === 'submitted') throw alreadySubmitted();
    const state = await signerStateOf(tx, form);
    await signAs(ctx, tx, form, state, {
      role: role.data,
      party,
      signatureData: body.signatureData,
      consent: body.consent,
      actor: caller.actor,
      via: 'family_session',
      email: caller.actor.email,
    });
    const after = await signerStateOf(tx, form);
    return { signers: signerViews(after, party), fullySigned: familySigned(after) };
  });
}

/**
 * Submit: validates and saves the form first (the draft is kept even when something is missing), then checks
 * the family's signatures and seals the PDF, or hands it to staff to countersign, in one transaction.
 */
export async function submitDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: SaveFormBody,
) {
  const { familyId, memberId } = sessionParty(caller);
  const formData = await ctx.db.transaction(async (tx) =>
    saveInTx(ctx, tx, caller, await lockOwnForm(tx, familyId, documentId, memberId), body),
  );
  return ctx.db.transaction(async (tx) =>
    submitFamilyPart(ctx, tx, caller.actor, await lockOwnForm(tx, familyId, documentId, memberId), formData),
  );
}

/** A signer the family's session signs for declines: the document is In Progress again, every signature cleared. */
export async function declineDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  role: SignerRole,
  body: DeclineBody,
): Promise<SigningDocument> {
  const { familyId, memberId, party } = sessionParty(caller);
  return ctx.db.transaction(async (tx) => {
    const form = await lockOwnForm(tx, familyId, documentId, memberId);
    if (form.submission.submissionStatus === 'submitted') throw alreadySubmitted();
    const state = await signerStateOf(tx, form);
    await declineAs(ctx, tx, form, state, { role, party, reason: body.reason, actor: caller.actor });
    return signingDocumentOf(tx, familyId, await lockOwnForm(tx, familyId, documentId, memberId), party);
  });
}
