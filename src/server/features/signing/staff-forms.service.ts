import { displayedState } from '@shared/signing/form-rules';
import type { StaffFamilyForm, StaffFormDetail } from '@shared/signing/signing.schema';
import { hasPermission } from '@shared/auth/permissions';
import type { Tx, Conn } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { writeChainedAudit } from '../../lib/audit-chain';
import { type Caller, requireStaffPermission, type StaffPrincipal } from '../../lib/caller';
import { findFamilyAccess } from '../../db/family-scope';
import type { AppContext } from '../../lib/context';
import { toCenterDocument } from './document-center.service';
import { type SigningParty, signerViews } from './signer-list';
import { signerStateOf } from './signing-round';
import { notifyFamily } from '../notifications/notify-family';
import * as repo from './signing.repository';

const versionsJson = (rows: { version: number; sealedAt: Date }[]) =>
  rows.map((r) => ({ version: r.version, sealedAt: r.sealedAt.toISOString() }));

/** A family's forms with their state and sealed versions (staff with manage_documents). */
export async function listFamilyForms(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<StaffFamilyForm[]> {
  requireStaffPermission(caller, 'manage_documents');
  const [forms, household] = await Promise.all([
    repo.familyForms(ctx.db, familyId),
    repo.householdOf(ctx.db, familyId),
  ]);
  return Promise.all(
    forms.map(async (row) => ({
      ...toCenterDocument(row, household),
      sealedVersions: versionsJson(await repo.sealedVersionsOf(ctx.db, row.document.id)),
    })),
  );
}

/** What a staff member may sign as on one family's documents (nothing, for most staff). */
export async function staffParty(db: Conn, staff: StaffPrincipal, familyId: string): Promise<SigningParty> {
  const access = await findFamilyAccess(db, staff.userId, { familyId });
  return {
    kind: 'staff',
    asCaseworker: access === 'manage',
    asSupervisor: hasPermission(staff.permissions, 'approve_families'),
  };
}

/** The filled form with its signatures (images, IP addresses, user agents) and sealed versions. */
export async function getStaffForm(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
): Promise<StaffFormDetail> {
  const staff = requireStaffPermission(caller, 'manage_documents');
  const row = await repo.findFormForStaff(ctx.db, documentId);
  if (!row) throw new AppError('NOT_FOUND', { message: 'Document not found' });
  return staffFormOf(ctx, row, await staffParty(ctx.db, staff, row.document.familyId));
}

type StaffFormRow = NonNullable<Awaited<ReturnType<typeof repo.findFormForStaff>>>;

/** A form as staff read it, with what `party` may sign of it now. */
export async function staffFormOf(
  ctx: AppContext,
  row: StaffFormRow,
  party: SigningParty,
): Promise<StaffFormDetail> {
  const documentId = row.document.id;
  const [state, sealed] = await Promise.all([
    signerStateOf(ctx.db, row),
    repo.sealedVersionsOf(ctx.db, documentId),
  ]);
  const submitted = row.submission.submissionStatus === 'submitted';
  return {
    id: row.document.id,
    familyId: row.document.familyId,
    documentName: row.document.documentName,
    templateType: repo.asFamilyTemplate(row.template).templateType,
    category: row.template.category,
    description: row.template.description,
    state: displayedState(row.document.status, row.submission.submissionStatus),
    submitted,
    fields: row.submission.formFields,
    formData: row.submission.formData,
    signingOrder: row.submission.signingOrder,
    returnReason: row.document.status === 'rejected' ? row.document.rejectionReason : null,
    sealedVersion: sealed.at(-1)?.version ?? null,
    sealedVersions: versionsJson(sealed),
    signatures: signerViews(state, party).map((signer) => {
      const signature = state.signatures.find((s) => s.signerRole === signer.role);
      return {
        ...signer,
        email: signature?.signerEmail ?? signer.linkSentTo,
        signatureData: signature?.signatureData ?? null,
        ipAddress: signature?.ipAddress ?? null,
        userAgent: signature?.userAgent ?? null,
      };
    }),
  };
}

/** Whether the document's form was signed and submitted (the state staff review it in). */
export async function isSubmittedForm(tx: Tx, documentId: string): Promise<boolean> {
  const found = await repo.findFormForStaff(tx, documentId);
  return found?.submission.submissionStatus === 'submitted';
}

/**
 * Hands a submitted form back to the family with a reason, in the caller's transaction: a draft again, its
 * signatures cleared so the applicants sign the corrected form, the family notified; every sealed version stays.
 * Staff reject a form this way from the document review, as they reject an upload.
 */
export async function returnSubmittedForm(
  ctx: AppContext,
  tx: Tx,
  caller: Caller,
  documentId: string,
  reason: string,
): Promise<void> {
  requireStaffPermission(caller, 'manage_documents');
  const found = await repo.findFormForStaff(tx, documentId);
  const form = found && (await repo.lockForm(tx, found.document.familyId, documentId));
  if (!form) throw new AppError('NOT_FOUND', { message: 'Document not found' });
  if (form.submission.submissionStatus !== 'submitted')
    throw new AppError('CONFLICT', { message: 'Only a submitted form can be returned.' });
  const at = ctx.now();
  await repo.markReturned(tx, documentId, reason, at);
  await writeChainedAudit(
    tx,
    caller.actor,
    documentId,
    {
      action: 'signing.returned',
      objectType: 'document',
      objectId: documentId,
      familyId: form.document.familyId,
      details: { documentName: form.document.documentName, reason },
    },
    at,
  );
  await notifyFamily(
    tx,
    {
      familyId: form.document.familyId,
      kind: 'form_returned',
      documentId,
      documentName: form.document.documentName,
      reason,
    },
    at,
  );
}

/** Return to family (the family detail's Forms and Signatures section). */
export async function returnForm(ctx: AppContext, caller: Caller, documentId: string, reason: string) {
  requireStaffPermission(caller, 'manage_documents');
  await ctx.db.transaction((tx) => returnSubmittedForm(ctx, tx, caller, documentId, reason));
  return getStaffForm(ctx, caller, documentId);
}
