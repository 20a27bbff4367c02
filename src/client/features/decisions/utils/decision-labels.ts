import type { DecisionKind, GateKey, Recommendation } from '@shared/decisions/decision-rules';
import type { IssuedDocument } from '@shared/decisions/decisions.schema';

/** What each gate is about, in the caseworkers' words. */
export const GATE_LABELS: Record<GateKey, string> = {
  checks: 'Background checks',
  home_assessment: 'Home environment assessment',
  documents: 'Required documents',
  training: 'Training',
  report: 'Written report',
};

/** A decision's words: its button, its dialog's title and confirm button, and how the history names it. */
export const DECISION_WORDS: Record<DecisionKind, { action: string; title: string; past: string }> = {
  approve: { action: 'Approve', title: 'Approve the family', past: 'Approved' },
  deny: { action: 'Deny', title: 'Deny the application', past: 'Denied' },
  withdraw: { action: 'Withdraw', title: 'Withdraw the application', past: 'Withdrawn' },
  hold: { action: 'Put on hold', title: 'Put the application on hold', past: 'Put on hold' },
  hold_lifted: { action: 'Lift hold', title: 'Lift the hold', past: 'Hold lifted' },
  rescind: { action: 'Rescind approval', title: 'Rescind the approval', past: 'Approval rescinded' },
};

export const RECOMMENDATION_LABELS: Record<Recommendation, string> = {
  approve: 'Approve',
  deny: 'Deny',
};

export const ISSUED_KIND_LABELS: Record<IssuedDocument['kind'], string> = {
  report: 'Written report',
  certificate: 'Certificate of Approval',
  notice: 'Notice of Action',
  packet: 'Approval packet',
};
