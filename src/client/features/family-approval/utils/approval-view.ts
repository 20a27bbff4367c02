import type { FamilyApproval } from '@shared/decisions/decisions.schema';

export type ApprovalDecision = NonNullable<FamilyApproval['decision']>;

/**
 * What My Approval shows for the decision in force: the certificate's words, the Notice of Action's, or a short
 * line; nothing before any decision, nor once a hold is lifted (the family is back on its journey).
 */
export type ApprovalView = 'approved' | 'notice' | 'onHold' | 'withdrawn';

const VIEWS: Record<ApprovalDecision['kind'], ApprovalView | null> = {
  approve: 'approved',
  deny: 'notice',
  rescind: 'notice',
  hold: 'onHold',
  withdraw: 'withdrawn',
  hold_lifted: null,
};

export function approvalView(approval: Pick<FamilyApproval, 'decision'>): ApprovalView | null {
  return approval.decision ? VIEWS[approval.decision.kind] : null;
}
