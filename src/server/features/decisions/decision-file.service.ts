import { hasPermission } from '@shared/auth/permissions';
import { ALLOWED_DECISIONS, isSeededReason } from '@shared/decisions/decision-rules';
import type {
  DecisionFile,
  FamilyApproval,
  FamilyWithdrawBody,
  ReviewItem,
} from '@shared/decisions/decisions.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Caller, requireFamily, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { ServedFile } from '../../lib/http/send-file';
import * as familyContext from '../family-context/family-context.service';
import { FAMILY_WITHDRAW_FROM, withdrawAsFamily } from './decide.service';
import { readDecisionRules } from './decision-rules.service';
import { decisionView, issuedView, reportView } from './decision-views';
import { gatesOf } from './gates.service';
import * as repo from './decisions.repository';

/** What the Decision tab, the Reviews queue and the family's My Approval read, and the issued PDFs' downloads. */

const familyNotFound = () => new AppError('NOT_FOUND', { message: 'No family with this id.' });

/** The Decision tab: caseworkers (manage_families) and supervisors (approve_families) read it. */
export async function getDecisionFile(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
): Promise<DecisionFile> {
  requireStaffPermission(caller, 'manage_families', 'approve_families');
  const family = await familyContext.findFamily(ctx.db, familyId);
  if (!family) throw familyNotFound();
  const [report, gates, decisions, issued, rules] = await Promise.all([
    reportView(ctx.db, familyId),
    gatesOf(ctx.db, familyId),
    repo.decisionsOf(ctx.db, familyId),
    repo.issuedOf(ctx.db, familyId),
    readDecisionRules(ctx.db),
  ]);
  return {
    familyId,
    familyStatus: family.status,
    report,
    gates,
    decisions: decisions.map((row) => decisionView(row, issued)),
    allowed: [...ALLOWED_DECISIONS[family.status]],
    reasons: rules.reasons,
    appealDays: rules.appealDays,
    documents: issued.map(issuedView),
  };
}

/** Reports waiting for a supervisor, oldest first. */
export async function reviewQueue(ctx: AppContext, caller: Caller): Promise<ReviewItem[]> {
  requireStaffPermission(caller, 'approve_families');
  const rows = await repo.submittedReports(ctx.db);
  return rows.map((row) => ({
    ...row,
    submittedAt: (row.submittedAt ?? new Date(0)).toISOString(),
  }));
}

/** My Approval: the decision in force (the latest) with its document; nothing of the report or the gates. */
async function familyApprovalOf(ctx: AppContext, familyId: string): Promise<FamilyApproval> {
  const [family, decisions, issued] = await Promise.all([
    familyContext.findFamily(ctx.db, familyId),
    repo.decisionsOf(ctx.db, familyId),
    repo.issuedOf(ctx.db, familyId),
  ]);
  if (!family) throw familyNotFound();
  const latest = decisions[0];
  const report = latest?.reportId ? await repo.lastApprovedReport(ctx.db, familyId) : undefined;
  const document = latest?.documentId ? issued.find((row) => row.id === latest.documentId) : undefined;
  return {
    status: family.status,
    decision: latest
      ? {
          id: latest.id,
          kind: latest.kind,
          effectiveDate: latest.effectiveDate,
          appealDeadline: latest.appealDeadline,
          reasons: latest.reasons.map((reason) => ({ ...reason, seeded: isSeededReason(reason.key) })),
          text: latest.text,
          capacity: latest.kind === 'approve' ? (report?.capacity ?? null) : null,
          document: document ? issuedView(document) : null,
        }
      : null,
    mayWithdraw: (FAMILY_WITHDRAW_FROM as readonly string[]).includes(family.status),
  };
}

export async function getFamilyApproval(ctx: AppContext, caller: Caller): Promise<FamilyApproval> {
  return familyApprovalOf(ctx, requireFamily(caller).familyId);
}

export async function withdrawApplication(
  ctx: AppContext,
  caller: Caller,
  body: FamilyWithdrawBody,
): Promise<FamilyApproval> {
  const family = requireFamily(caller);
  const name = (await familyContext.findFamily(ctx.db, family.familyId))?.primaryContactName ?? family.email;
  await withdrawAsFamily(ctx, family.familyId, {
    userId: family.userId,
    name,
    text: body.text,
    actor: caller.actor,
  });
  return familyApprovalOf(ctx, family.familyId);
}

async function served(ctx: AppContext, caller: Caller, row: repo.IssuedRow | undefined): Promise<ServedFile> {
  if (!row) throw new AppError('NOT_FOUND', { message: 'No issued document with this id.' });
  const stored = await ctx.storage.get(row.storageKey);
  await writeAudit(ctx.db, caller.actor, {
    action: 'decision.document_downloaded',
    objectType: 'issued_document',
    objectId: row.id,
    familyId: row.familyId,
    details: { name: row.name, verificationCode: row.verificationCode },
  });
  return {
    body: stored.body,
    size: stored.size,
    contentType: 'application/pdf',
    filename: `${row.kind}-${row.verificationCode}.pdf`,
  };
}

/** Staff: a family's issued PDF; the approval packet only for approve_families. */
export async function getIssuedFile(ctx: AppContext, caller: Caller, familyId: string, documentId: string) {
  const staff = requireStaffPermission(caller, 'manage_families', 'approve_families');
  const row = await repo.findIssued(ctx.db, familyId, documentId);
  if (row?.kind === 'packet' && !hasPermission(staff.permissions, 'approve_families')) {
    throw new AppError('FORBIDDEN', { message: 'The approval packet is for holders of approve_families.' });
  }
  return served(ctx, caller, row);
}

/** The family: its own certificate or notice (the report and the packet are the agency's). */
export async function getFamilyIssuedFile(ctx: AppContext, caller: Caller, documentId: string) {
  const { familyId } = requireFamily(caller);
  const row = await repo.findIssued(ctx.db, familyId, documentId);
  return served(ctx, caller, row && (row.kind === 'certificate' || row.kind === 'notice') ? row : undefined);
}
