type Sentence = (who: string, details: Record<string, unknown>) => string;

function stepMove(who: string, d: Record<string, unknown>): string {
  const reason = typeof d.reason === 'string' && d.reason ? `: ${d.reason}` : '';
  if (d.status === 'approved' && d.direction === 'advance') return `${who} approved the family${reason}`;
  const verb = d.direction === 'return' ? 'returned' : 'moved';
  return `${who} ${verb} the family to step ${String(d.to)} (${String(d.stepName)})${reason}`;
}

/**
 * Sentences for the audit actions that concern one family (rows with family_id). The family's Recent
 * Activity, the staff family detail and the staff dashboard all read them.
 */
export const FAMILY_ACTIVITY_SENTENCES: Readonly<Record<string, Sentence>> = {
  'auth.sign_in': (who) => `${who} signed in`,
  'auth.invitation_accepted': (who) => `${who} accepted the invitation to the family portal`,
  'auth.password_reset': (who) => `${who} set a new password`,
  'family.created': (who, d) => `${who} opened case ${String(d.caseNumber)} for the ${String(d.familyName)}`,
  'family.step_moved': stepMove,
  'family.household_member_added': (who, d) => `${who} added ${String(d.name)} to the household`,
  'family.household_member_updated': (who, d) => `${who} updated the details of ${String(d.name)}`,
  'family.household_member_removed': (who, d) => `${who} removed ${String(d.name)} from the household`,
  'family.support_staff_updated': (who) => `${who} updated the family's support team`,
  'family.invitation_sent': (who, d) => `${who} invited ${String(d.email)} to the family portal`,
  'family.task_completed': (who, d) => `${who} completed the task "${String(d.title)}"`,
};

/**
 * Audit actions a family never sees in its own activity: security events stay in the audit log, and a
 * reset request can come from anyone who knows the address.
 */
export const FAMILY_HIDDEN_ACTIONS: readonly string[] = [
  'auth.sign_in_failed',
  'auth.refresh_token_reused',
  'auth.sign_out',
  'auth.password_reset_requested',
];

export function describeFamilyActivity(action: string, who: string | null, details: Record<string, unknown> | null): string {
  const name = who ?? 'Agency staff';
  const sentence = FAMILY_ACTIVITY_SENTENCES[action];
  return sentence ? sentence(name, details ?? {}) : `${name}: ${action.replaceAll('_', ' ').replace('.', ' ')}`;
}
