import { hasPermission } from '@shared/auth/permissions';
import type { DeclineBody } from '@shared/signing/signing.schema';
import type { CountersignItem, StaffSignBody, StaffSignResponse } from '@shared/signing/signers.schema';
import { signersAsked, type SignerRole } from '@shared/signing/signers';
import type { Conn, Tx } from '../../db/client';
import { findFamilyAccess, findStaffName } from '../../db/family-scope';
import { AppError } from '../../lib/app-error';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { notifyFamily } from '../notifications/notify-family';
import type { SigningParty } from './signer-list';
import { declineAs, type LockedForm, sealIfCountersigned, signAs, signerStateOf } from './signing-round';
import { requireDrawnSignature } from './signing.service';
import * as signersRepo from './signers.repository';
import * as repo from './signing.repository';

/**
 * Staff countersignature (decision 041): a caseworker signs for a family they manage (assigned to them, or
 * every family with manage_families), a supervisor holds approve_families. The document reaches them once the
 * family has submitted, in the template's order.
 */

/** The permissions of whoever may countersign: the queue's and the signing routes'. */
export const COUNTERSIGNERS = ['manage_families', 'manage_assigned_families', 'approve_families'] as const;

/** What a staff member may sign as on one family's documents. */
export async function staffParty(db: Conn, caller: Caller, familyId: string): Promise<SigningParty> {
  const staff = requireStaffPermission(caller, ...COUNTERSIGNERS);
  const access = await findFamilyAccess(db, staff.userId, { familyId });
  return {
    kind: 'staff',
    asCaseworker: access === 'manage',
    asSupervisor: hasPermission(staff.permissions, 'approve_families'),
  };
}

/** The Signatures queue: each document whose turn has come to the caller, with the role they sign as. */
export async function countersignQueue(ctx: AppContext, caller: Caller): Promise<CountersignItem[]> {
  const staff = requireStaffPermission(caller, ...COUNTERSIGNERS);
  const supervisor = hasPermission(staff.permissions, 'approve_families');
  const rows = await signersRepo.awaitingCountersign(ctx.db, staff.userId);
  return rows.flatMap((row) => {
    const asked = signersAsked(
      row.roles.map((role) => ({ role, signed: row.signed.includes(role) })),
      { order: row.order, submitted: true },
    );
    const mine = asked.filter(
      (role) => (role === 'caseworker' && row.manages) || (role === 'supervisor' && supervisor),
    );
    return mine.map((role) => ({
      documentId: row.documentId,
      familyId: row.familyId,
      familyName: row.familyName,
      documentName: row.documentName,
      role,
      submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
    }));
  });
}

const notFound = () => new AppError('NOT_FOUND', { message: 'Document not found' });

/** The submitted form, locked; only a document waiting for staff can be countersigned or declined. */
async function lockSubmitted(tx: Tx, documentId: string): Promise<LockedForm> {
  const found = await repo.findFormForStaff(tx, documentId);
  const form = found && (await repo.lockForm(tx, found.document.familyId, documentId));
  if (!form) throw notFound();
  if (form.submission.submissionStatus !== 'submitted' || form.document.status === 'completed')
    throw new AppError('CONFLICT', { message: 'This document is not waiting for a countersignature.' });
  return form;
}

/** A caseworker's or supervisor's signature; the last one seals the document. */
export async function countersign(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  role: SignerRole,
  body: StaffSignBody,
): Promise<StaffSignResponse> {
  const staff = requireStaffPermission(caller, ...COUNTERSIGNERS);
  await requireDrawnSignature(body.signatureData);
  return ctx.db.transaction(async (tx) => {
    const form = await lockSubmitted(tx, documentId);
    const state = await signerStateOf(tx, form);
    const chainHash = await signAs(ctx, tx, form, state, {
      role,
      party: await staffParty(tx, caller, form.document.familyId),
      signatureData: body.signatureData,
      consent: body.consent,
      actor: caller.actor,
      via: 'staff_session',
      name: (await findStaffName(tx, staff.userId)) ?? staff.email,
      email: staff.email,
      userId: staff.userId,
    });
    return sealIfCountersigned(ctx, tx, caller.actor, form, chainHash);
  });
}

/** A staff signer declines: the document goes back to the family, In Progress, with the reason. */
export async function declineCountersign(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  role: SignerRole,
  body: DeclineBody,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const form = await lockSubmitted(tx, documentId);
    const state = await signerStateOf(tx, form);
    const party = await staffParty(tx, caller, form.document.familyId);
    await declineAs(ctx, tx, form, state, { role, party, reason: body.reason, actor: caller.actor });
    await notifyFamily(
      tx,
      {
        familyId: form.document.familyId,
        kind: 'form_returned',
        documentId,
        documentName: form.document.documentName,
        reason: body.reason,
      },
      ctx.now(),
    );
  });
}
