import { isEditableReport, REPORT_SECTION_KEYS } from '@shared/decisions/decision-rules';
import type {
  ApproveReportBody,
  Report,
  ReportSections,
  ReturnReportBody,
  SaveReportBody,
  SubmitReportBody,
} from '@shared/decisions/decisions.schema';
import type { Tx } from '../../db/client';
import { findStaffName } from '../../db/family-scope';
import type { ReportSignature } from '../../db/schema/decisions';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireStaffPermission, type StaffPrincipal } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { sanitizeRichHtml } from '../../lib/rich-html';
import * as familyContext from '../family-context/family-context.service';
import { requireDrawnSignature } from '../signing/signing.service';
import { inIssuingTransaction, issueReportPdf } from './issue-documents';
import { reportView } from './decision-views';
import { draftSections } from './report-draft.service';
import * as repo from './decisions.repository';

/**
 * The written report (RFA 05, decision 045): the caseworker (manage_families, or their own family through
 * manage_assigned_families) starts a draft Haven assembles, edits it, signs and submits it; a supervisor
 * (approve_families) returns it with comments or approves and signs it, which seals it. A change names the
 * version it was based on; a report under review is not edited until it is returned.
 */

const notFound = () => new AppError('NOT_FOUND', { message: 'No family with this id.' });
const noReport = () =>
  new AppError('NOT_FOUND', { message: 'The family has no written report in progress.' });
const stale = () =>
  new AppError('CONFLICT', {
    message: 'Someone else changed the written report meanwhile. Look at what it says now, then try again.',
  });

async function requireFamily(ctx: AppContext, familyId: string) {
  if (!(await familyContext.findFamily(ctx.db, familyId))) throw notFound();
}

const sanitized = (sections: ReportSections): ReportSections =>
  Object.fromEntries(
    REPORT_SECTION_KEYS.map((key) => [key, sanitizeRichHtml(sections[key])]),
  ) as ReportSections;

/** The open report, locked, at the version the change was based on. */
async function lockAt(tx: Tx, familyId: string, version: number) {
  const row = await repo.lockOpenReport(tx, familyId);
  if (!row) throw noReport();
  if (row.version !== version) throw stale();
  return row;
}

async function signatureOf(tx: Tx, caller: Caller, staff: StaffPrincipal, signatureData: string, at: Date) {
  return {
    userId: staff.userId,
    name: (await findStaffName(tx, staff.userId)) ?? staff.email,
    email: staff.email,
    signedAt: at.toISOString(),
    ipAddress: caller.actor.ip,
    userAgent: caller.actor.userAgent,
    signatureData,
  } satisfies ReportSignature;
}

const event = (familyId: string, reportId: string) =>
  ({ objectType: 'approval_report', objectId: reportId, familyId }) as const;

async function viewOf(ctx: AppContext, familyId: string): Promise<Report> {
  const view = await reportView(ctx.db, familyId);
  if (!view) throw noReport();
  return view;
}

export async function startReport(ctx: AppContext, caller: Caller, familyId: string): Promise<Report> {
  const staff = requireStaffPermission(caller, 'manage_families');
  await requireFamily(ctx, familyId);
  const sections = sanitized(await draftSections(ctx, caller, familyId));
  await ctx.db.transaction(async (tx) => {
    if (await repo.lockOpenReport(tx, familyId)) {
      throw new AppError('CONFLICT', { message: 'The family already has a written report in progress.' });
    }
    const row = await repo.insertReport(tx, { familyId, sections, createdBy: staff.userId });
    await writeAudit(tx, caller.actor, {
      action: 'decision.report_started',
      ...event(familyId, row.id),
      details: {},
    });
  });
  return viewOf(ctx, familyId);
}

export async function saveReport(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: SaveReportBody,
): Promise<Report> {
  requireStaffPermission(caller, 'manage_families');
  await ctx.db.transaction(async (tx) => {
    const row = await lockAt(tx, familyId, body.version);
    if (!isEditableReport(row.status)) {
      throw new AppError('CONFLICT', {
        message: 'The written report is with the supervisor: it can be changed once they return it.',
      });
    }
    const version = row.version + 1;
    await repo.updateReport(tx, row.id, {
      version,
      sections: sanitized(body.sections),
      recommendation: body.recommendation,
      capacity: body.recommendation === 'approve' ? (body.capacity ?? null) : null,
    });
    await writeAudit(tx, caller.actor, {
      action: 'decision.report_saved',
      ...event(familyId, row.id),
      details: { version },
    });
  });
  return viewOf(ctx, familyId);
}

/** What a report needs before review: a recommendation, a summary, and for an approval its capacity. */
function requireComplete(row: repo.ReportRow) {
  const missing = [
    row.recommendation ? null : 'a recommendation',
    row.sections.summary.trim() ? null : "the caseworker's summary",
    row.recommendation === 'approve' && !row.capacity ? 'the capacity (number of children and ages)' : null,
  ].filter((item): item is string => item !== null);
  if (missing.length > 0) {
    throw new AppError('CONFLICT', {
      message: `Before submitting, the written report needs ${missing.join(', ')}.`,
    });
  }
}

export async function submitReport(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: SubmitReportBody,
): Promise<Report> {
  const staff = requireStaffPermission(caller, 'manage_families');
  await requireDrawnSignature(body.signatureData);
  const at = ctx.now();
  await ctx.db.transaction(async (tx) => {
    const row = await lockAt(tx, familyId, body.version);
    if (!isEditableReport(row.status)) {
      throw new AppError('CONFLICT', { message: 'The written report is already submitted.' });
    }
    requireComplete(row);
    await repo.updateReport(tx, row.id, {
      status: 'submitted',
      version: row.version + 1,
      caseworkerSignature: await signatureOf(tx, caller, staff, body.signatureData, at),
      submittedAt: at,
    });
    await writeAudit(tx, caller.actor, {
      action: 'decision.report_submitted',
      ...event(familyId, row.id),
      details: { recommendation: row.recommendation ?? 'approve' },
    });
  });
  return viewOf(ctx, familyId);
}

async function lockSubmitted(tx: Tx, staff: StaffPrincipal, familyId: string, version: number) {
  const row = await lockAt(tx, familyId, version);
  if (row.status !== 'submitted') {
    throw new AppError('CONFLICT', { message: 'The written report is not waiting for review.' });
  }
  // Four eyes: whoever wrote and signed the report does not review it.
  if (row.caseworkerSignature?.userId === staff.userId) {
    throw new AppError('CONFLICT', {
      message: 'You signed this report as its caseworker: another supervisor must review it.',
    });
  }
  return row;
}

export async function returnReport(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: ReturnReportBody,
): Promise<Report> {
  const staff = requireStaffPermission(caller, 'approve_families');
  await ctx.db.transaction(async (tx) => {
    const row = await lockSubmitted(tx, staff, familyId, body.version);
    await repo.updateReport(tx, row.id, {
      status: 'returned',
      version: row.version + 1,
      reviewComments: body.comments,
      caseworkerSignature: null,
      submittedAt: null,
    });
    await writeAudit(tx, caller.actor, {
      action: 'decision.report_returned',
      ...event(familyId, row.id),
      details: {},
    });
  });
  return viewOf(ctx, familyId);
}

/** The supervisor approves and signs: the report is sealed in the same transaction (a failed seal writes nothing). */
export async function approveReport(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: ApproveReportBody,
): Promise<Report> {
  const staff = requireStaffPermission(caller, 'approve_families');
  await requireDrawnSignature(body.signatureData);
  const at = ctx.now();
  await inIssuingTransaction(ctx, async (tx, stored) => {
    const row = await lockSubmitted(tx, staff, familyId, body.version);
    const supervisorSignature = await signatureOf(tx, caller, staff, body.signatureData, at);
    const issued = await issueReportPdf(ctx, tx, stored, {
      report: { ...row, supervisorSignature },
      issuedBy: staff.userId,
      at,
    });
    await repo.updateReport(tx, row.id, {
      status: 'approved',
      version: row.version + 1,
      supervisorSignature,
      approvedAt: at,
      sealedDocumentId: issued.id,
    });
    await writeAudit(tx, caller.actor, {
      action: 'decision.report_approved',
      ...event(familyId, row.id),
      details: { verificationCode: issued.verificationCode },
    });
  });
  return viewOf(ctx, familyId);
}
