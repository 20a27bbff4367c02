import { hasPermission } from '@shared/auth/permissions';
import type { DeclineBody } from '@shared/signing/signing.schema';
import type { CountersignItem, StaffSignBody, StaffSignResponse } from '@shared/signing/signers.schema';
import { signersAsked, type SignerRole } from '@shared/signing/signers';
import type { Tx } from '../../db/client';
import { findStaffName } from '../../db/family-scope';
import { AppError } from '../../lib/app-error';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { notifyFamily } from '../notifications/notify-family';
import { declineAs, type LockedForm, sealIfCountersigned, signAs, signerStateOf } from './signing-round';
import { serveSealed } from './sealed-files.service';
import { requireDrawnSignature } from './signing.service';
import { staffFormOf, staffParty } from './staff-forms.service';
import * as signersRepo from './signers.repository';
import * as repo from './signing.repository';

/**
 * Staff countersignature (decision 041): a caseworker signs for a family they manage (assigned to them, or
 * every family with manage_families), a supervisor holds approve_families. The document reaches them once the
 * family has submitted, in the template's order.
 */

/** The permissions of whoever may countersign: the queue's and the signing routes'. */
export const COUNTERSIGNERS = ['manage_families', 'manage_assigned_families', 'approve_families'] as const;

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
      party: await staffParty(tx, staff, form.document.familyId),
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
    const party = await staffParty(
      tx,
      requireStaffPermission(caller, ...COUNTERSIGNERS),
      form.document.familyId,
    );
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

/**
 * A countersigner reads the document they sign (and its sealed PDF) without manage_documents: a supervisor may
 * hold only approve_families. Anyone else, or a document with no signature of theirs, is a 404.
 */
async function requireCountersigner(ctx: AppContext, caller: Caller, documentId: string) {
  const staff = requireStaffPermission(caller, ...COUNTERSIGNERS);
  const row = await repo.findFormForStaff(ctx.db, documentId);
  if (!row) throw notFound();
  const party = await staffParty(ctx.db, staff, row.document.familyId);
  const roles = row.submission.requiredSignatures;
  const theirs =
    party.kind === 'staff' &&
    ((party.asCaseworker && roles.includes('caseworker')) ||
      (party.asSupervisor && roles.includes('supervisor')));
  if (!theirs) throw notFound();
  return { row, party };
}

export async function getCountersignForm(ctx: AppContext, caller: Caller, documentId: string) {
  const { row, party } = await requireCountersigner(ctx, caller, documentId);
  return staffFormOf(ctx, row, party);
}

export async function getCountersignSealedFile(
  ctx: AppContext,
  caller: Caller,
  documentId: string,
  version: number,
) {
  await requireCountersigner(ctx, caller, documentId);
  return serveSealed(ctx, caller, await repo.findSealed(ctx.db, documentId, version));
}
