import { displayedState, formDataOf, formProblems, problemMessage } from '@shared/signing/form-rules';
import type {
  SaveFormBody,
  SignBody,
  SignResponse,
  SigningDocument,
  SignerRole,
} from '@shared/signing/signing.schema';
import type { AuditAction, AuditEntry } from '@shared/audit/audit-events';
import type { Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeChainedAudit } from '../../lib/audit-chain';
import { type Caller, requireFamily } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { formInLanguage } from './form-language';
import { prefilledFormData, signerRolesFor, signersOf } from './form-view';
import { sealSubmission } from './sealing.service';
import { checkSignatureImage } from './signature-image';
import * as repo from './signing.repository';

const notFound = () =>
  new AppError('NOT_FOUND', {
    message: 'Document not found',
    translation: { key: 'errors.signing.documentNotFound' },
  });

const alreadySubmitted = () =>
  new AppError('CONFLICT', {
    message: 'This document has been submitted and can no longer be changed.',
    translation: { key: 'errors.signing.alreadySubmitted' },
  });

type LockedForm = NonNullable<Awaited<ReturnType<typeof repo.lockForm>>>;

/** Locks the family's own form for the transaction; another family's document is a 404. */
async function lockOwnForm(tx: Tx, familyId: string, documentId: string): Promise<LockedForm> {
  const form = await repo.lockForm(tx, familyId, documentId);
  if (!form) throw notFound();
  return form;
}

/** Appends an event of the document's hash chain. */
function chained<A extends AuditAction>(ctx: AppContext, tx: Tx, caller: Caller, entry: AuditEntry<A>) {
  return writeChainedAudit(tx, caller.actor, entry.objectId ?? '', entry, ctx.now());
}

function documentEvent(form: LockedForm) {
  return {
    objectType: 'document',
    objectId: form.document.id,
    familyId: form.document.familyId,
  } as const;
}

/** The signing page; opening it is an event of the document's audit chain. */
export async function getSigningDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<SigningDocument> {
  const { familyId } = requireFamily(caller);
  return ctx.db.transaction(async (tx) => {
    const form = await lockOwnForm(tx, familyId, documentId);
    const template = await repo.findTemplate(tx, form.submission.templateId);
    const [household, signatures, others, sealed] = await Promise.all([
      repo.householdOf(tx, familyId),
      repo.signaturesOf(tx, documentId),
      repo.otherFormData(tx, familyId, documentId),
      repo.sealedVersionsOf(tx, documentId),
    ]);
    const submitted = form.submission.submissionStatus === 'submitted';
    const fields = form.submission.formFields;
    const shown = formInLanguage(
      household.family?.language ?? 'en',
      { documentName: form.document.documentName, fields },
      template,
    );
    await chained(ctx, tx, caller, {
      action: 'signing.document_viewed',
      ...documentEvent(form),
      details: { documentName: form.document.documentName },
    });
    return {
      id: form.document.id,
      documentName: shown.documentName,
      templateType: template?.templateType ?? 'state_form',
      category: template?.category ?? '',
      description: shown.description,
      state: displayedState(form.document.status, form.submission.submissionStatus),
      submitted,
      fields: shown.fields,
      translated: shown.translated,
      formData: submitted
        ? form.submission.formData
        : prefilledFormData(fields, form.submission.formData, household, others),
      signers: signersOf(
        signerRolesFor(form.submission.requiredSignatures, household),
        household,
        signatures,
      ),
      returnReason: form.document.status === 'rejected' ? form.document.rejectionReason : null,
      sealedVersion: sealed.at(-1)?.version ?? null,
    };
  });
}

async function saveInTx(ctx: AppContext, tx: Tx, caller: Caller, form: LockedForm, body: SaveFormBody) {
  if (form.submission.submissionStatus === 'submitted') throw alreadySubmitted();
  const formData = formDataOf(form.submission.formFields, body.formData);
  await repo.saveFormData(tx, form.document.id, formData);
  await chained(ctx, tx, caller, {
    action: 'signing.form_saved',
    ...documentEvent(form),
    details: { documentName: form.document.documentName, fields: Object.keys(formData) },
  });
  return formData;
}

/** Save Draft and autosave: stores the template's fields only; the form need not be complete yet. */
export async function saveForm(ctx: AppContext, caller: Caller, documentId: string, body: SaveFormBody) {
  const { familyId } = requireFamily(caller);
  await ctx.db.transaction(async (tx) =>
    saveInTx(ctx, tx, caller, await lockOwnForm(tx, familyId, documentId), body),
  );
  return { savedAt: ctx.now().toISOString() };
}

/**
 * One applicant's drawn signature, with their consent, the request's IP address and user agent and the time.
 * Refused when blank, for a role the document does not ask for ('Signer not found'), twice, or after submission.
 */
export async function signDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: SignBody,
): Promise<SignResponse> {
  const { familyId } = requireFamily(caller);
  const image = await checkSignatureImage(body.signatureData);
  if (!image.ok)
    throw new AppError('VALIDATION_FAILED', {
      message: 'Please draw your signature before saving.',
      translation: { key: 'errors.signing.blankSignature' },
    });
  return ctx.db.transaction(async (tx) => {
    const form = await lockOwnForm(tx, familyId, documentId);
    if (form.submission.submissionStatus === 'submitted') throw alreadySubmitted();
    const household = await repo.householdOf(tx, familyId);
    const roles = signerRolesFor(form.submission.requiredSignatures, household);
    const role = roles.find((r) => r === body.role);
    if (!role)
      throw new AppError('NOT_FOUND', {
        message: 'Signer not found',
        translation: { key: 'errors.signing.signerNotFound' },
      });
    const signerName = signersOf([role], household, []).at(0)?.name ?? role;
    const at = ctx.now();
    const inserted = await repo.insertSignature(tx, {
      documentId,
      familyId,
      signerName,
      signerRole: role,
      signatureData: body.signatureData,
      signatureStatus: 'completed',
      ipAddress: caller.actor.ip,
      userAgent: caller.actor.userAgent?.slice(0, 500) ?? null,
      signedAt: at,
    });
    if (!inserted)
      throw new AppError('CONFLICT', {
        message: 'This signer has already signed.',
        translation: { key: 'errors.signing.alreadySigned' },
      });
    await chained(ctx, tx, caller, {
      action: 'signing.signed',
      ...documentEvent(form),
      details: { documentName: form.document.documentName, role, signerName, consent: body.consent },
    });
    const signers = signersOf(roles, household, await repo.signaturesOf(tx, documentId));
    return { signers, fullySigned: signers.every((s) => s.signedAt !== null) };
  });
}

/**
 * Submit: validates and saves the form first (the draft is kept even when something is missing), then checks
 * the signatures, then marks it submitted and seals the PDF, in one transaction.
 */
export async function submitDocument(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  body: SaveFormBody,
) {
  const { familyId } = requireFamily(caller);
  const formData = await ctx.db.transaction(async (tx) =>
    saveInTx(ctx, tx, caller, await lockOwnForm(tx, familyId, documentId), body),
  );
  return ctx.db.transaction(async (tx) => {
    const form = await lockOwnForm(tx, familyId, documentId);
    if (form.submission.submissionStatus === 'submitted') throw alreadySubmitted();
    const [first] = formProblems(form.submission.formFields, formData);
    if (first) {
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
    const signatures = await repo.signaturesOf(tx, documentId);
    const household = await repo.householdOf(tx, familyId);
    const missing = signerRolesFor(form.submission.requiredSignatures, household).filter(
      (role: SignerRole) => !signatures.some((s) => s.signerRole === role),
    );
    if (missing.length > 0)
      throw new AppError('CONFLICT', {
        message: 'Please complete all required signatures before submitting',
        translation: { key: 'errors.signing.signaturesRequired' },
      });
    const at = ctx.now();
    await repo.markSubmitted(tx, documentId, at);
    return sealSubmission(ctx, tx, caller, { form, formData, signatures, at });
  });
}
