import {
  ALLOWED_DECISIONS,
  type DecisionKind,
  decisionDates,
  documentOf,
  mayDecide,
  needsReasons,
  STATUS_AFTER,
} from '@shared/decisions/decision-rules';
import type { DecideBody, Decision, DecisionReason } from '@shared/decisions/decisions.schema';
import { approvedPosition } from '@shared/journey/step-moves';
import type { Tx } from '../../db/client';
import { findStaffName } from '../../db/family-scope';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import { type Actor, type Caller, requireStaffPermission } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import { enqueueJob } from '../../lib/jobs/job-queue';
import { DECISION_EMAIL_JOB } from './decision-email.job';
import { readAppealDays } from './decision-rules.service';
import { decisionView } from './decision-views';
import { requireGatesMet } from './gates.service';
import { inIssuingTransaction, issueCertificate, issueNotice, type StoredKeys } from './issue-documents';
import * as repo from './decisions.repository';

/**
 * The family's decisions (decision 045): approve, deny, withdraw, put on hold, lift a hold, rescind. Made by a
 * supervisor (approve_families), or a withdrawal by the family itself; never edited, superseded by a later one.
 * The family row is locked first, so of two supervisors deciding at once the second sees the first's decision
 * and gets 409. The certificate or notice is sealed inside the transaction: a failed seal leaves no decision.
 */

const STATUS_WORDS = {
  active: 'active',
  on_hold: 'on hold',
  approved: 'approved',
  denied: 'denied',
  rescinded: 'rescinded',
  withdrawn: 'withdrawn',
} as const;

const KIND_WORDS: Record<DecisionKind, string> = {
  approve: 'approved',
  deny: 'denied',
  withdraw: 'withdrawn',
  hold: 'put on hold',
  hold_lifted: 'taken off hold',
  rescind: 'rescinded',
};

/** The reasons from the agency's active list, with their words as they are now; 400 for any other key. */
async function reasonsOf(tx: Tx, kind: DecisionKind, keys: readonly string[], text: string) {
  if (!needsReasons(kind)) return [];
  if (keys.length === 0) {
    throw new AppError('VALIDATION_FAILED', { message: 'Choose at least one reason for this decision.' });
  }
  const list = (await repo.reasons(tx)).filter((row) => row.active);
  const chosen = [...new Set(keys)].map((key) => list.find((row) => row.key === key));
  if (chosen.some((row) => row === undefined)) {
    throw new AppError('VALIDATION_FAILED', { message: "A reason is not on the agency's list." });
  }
  if (keys.includes('other') && !text.trim()) {
    throw new AppError('VALIDATION_FAILED', { message: 'With the reason "Other", explain the decision.' });
  }
  return chosen.map((row) => ({ key: row!.key, label: row!.label }));
}

interface DecideInput {
  familyId: string;
  kind: DecisionKind;
  reasons: DecisionReason[];
  text: string;
  decidedBy: { userId: string; name: string };
  actor: Actor;
}

async function record(ctx: AppContext, tx: Tx, stored: StoredKeys, input: DecideInput) {
  const { familyId, kind, text, decidedBy } = input;
  const family = await repo.lockFamily(tx, familyId);
  if (!family) throw new AppError('NOT_FOUND', { message: 'No family with this id.' });
  if (!mayDecide(family.status, kind)) {
    throw new AppError('CONFLICT', {
      message: `The family is ${STATUS_WORDS[family.status]}: it cannot be ${KIND_WORDS[kind]} now.`,
    });
  }
  const { reasons } = input;
  const report = kind === 'approve' ? await requireGatesMet(tx, familyId) : null;
  const at = ctx.now();
  const appealDays = await readAppealDays(tx);
  const { effectiveDate, appealDeadline } = decisionDates(kind, at, appealDays);
  const document = documentOf(kind);
  const common = { familyId, decidedBy, effectiveDate, at };
  const issued =
    document === 'certificate'
      ? await issueCertificate(ctx, tx, stored, { ...common, capacity: report?.capacity ?? null })
      : document === 'notice' && (kind === 'deny' || kind === 'rescind') && appealDeadline
        ? await issueNotice(ctx, tx, stored, {
            ...common,
            kind,
            reasons,
            text,
            appealDeadline,
            appealDays: appealDays[kind],
          })
        : null;
  const toStatus = STATUS_AFTER[kind];
  const row = await repo.insertDecision(tx, {
    familyId,
    kind,
    fromStatus: family.status,
    toStatus,
    reasons,
    text,
    effectiveDate,
    appealDeadline,
    reportId: report?.id ?? null,
    documentId: issued?.id ?? null,
    decidedBy: decidedBy.userId,
    decidedByName: decidedBy.name,
    decidedAt: at,
  });
  const position = kind === 'approve' ? approvedPosition() : null;
  await repo.setFamilyStatus(tx, familyId, {
    status: toStatus,
    ...(position && {
      currentStep: position.currentStep,
      stepName: position.stepName,
      progressPercentage: position.progressPercentage,
    }),
  });
  await writeAudit(tx, input.actor, {
    action: 'decision.made',
    objectType: 'family_decision',
    objectId: row.id,
    familyId,
    details: {
      kind,
      fromStatus: family.status,
      toStatus,
      step: position?.currentStep ?? family.currentStep,
      reasons: reasons.map((reason) => reason.key),
      verificationCode: issued?.verificationCode ?? null,
    },
  });
  if (issued) await enqueueJob(tx, DECISION_EMAIL_JOB, { decisionId: row.id }, { runAt: at });
  return decisionView(row, issued ? [issued] : []);
}

export async function decide(
  ctx: AppContext,
  caller: Caller,
  familyId: string,
  body: DecideBody,
): Promise<Decision> {
  const staff = requireStaffPermission(caller, 'approve_families');
  return inIssuingTransaction(ctx, async (tx, stored) =>
    record(ctx, tx, stored, {
      familyId,
      kind: body.kind,
      reasons: await reasonsOf(tx, body.kind, body.reasons, body.text),
      text: body.text,
      decidedBy: { userId: staff.userId, name: (await findStaffName(tx, staff.userId)) ?? staff.email },
      actor: caller.actor,
    }),
  );
}

/** The decisions a family may make itself: withdrawing its application, while it is not decided. */
export const FAMILY_WITHDRAW_FROM = (['active', 'on_hold'] as const).filter((status) =>
  ALLOWED_DECISIONS[status].includes('withdraw'),
);

/** The family withdraws its application itself (with confirmation): the reason is the family's request. */
export async function withdrawAsFamily(
  ctx: AppContext,
  familyId: string,
  input: { userId: string; name: string; text: string; actor: Actor },
): Promise<Decision> {
  return inIssuingTransaction(ctx, async (tx, stored) => {
    const family = await repo.lockFamily(tx, familyId);
    if (!family || !(FAMILY_WITHDRAW_FROM as readonly string[]).includes(family.status)) {
      throw new AppError('CONFLICT', {
        message: 'The application cannot be withdrawn now.',
        translation: { key: 'errors.decisions.cannotWithdraw' },
      });
    }
    return record(ctx, tx, stored, {
      familyId,
      kind: 'withdraw',
      reasons: [{ key: 'family_request', label: "Family's request" }],
      text: input.text,
      decidedBy: { userId: input.userId, name: input.name },
      actor: input.actor,
    });
  });
}
