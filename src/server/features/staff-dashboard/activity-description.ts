import { FAMILY_ACTIVITY_SENTENCES } from '@shared/family/family-activity';

/** Sentences for the audit actions shown in staff Recent Activity; unknown actions fall back to their key. */
const SENTENCES: Record<string, (who: string, details: Record<string, unknown>) => string> = {
  ...FAMILY_ACTIVITY_SENTENCES,
  'auth.sign_up': (who) => `${who} created a staff account`,
  'auth.email_confirmed': (who) => `${who} confirmed their e-mail address`,
  'auth.sign_in': (who) => `${who} signed in`,
  'auth.sign_out': (who) => `${who} signed out`,
  'auth.refresh_token_reused': (who) => `A reused session token ended a session of ${who}`,
  'user.role_assigned': (who, d) => `${who} assigned the ${String(d.role)} role`,
  'user.role_removed': (who, d) => `${who} removed the ${String(d.role)} role`,
  'user.permission_granted': (who, d) => `${who} granted ${String(d.permission)}`,
  'user.permission_revoked': (who, d) => `${who} revoked ${String(d.permission)}`,
  'user.permission_reset': (who, d) => `${who} reset ${String(d.permission)} to the role default`,
  'auth.password_reset_requested': (who) => `${who} asked for a password reset link`,
  'system.dashboard_tiles_updated': (who) => `${who} updated the family dashboard tiles`,
  'system.settings_updated': (who, d) => `${who} set the intake e-mail address to ${String(d.intakeEmail)}`,
  'announcement.created': (who, d) => `${who} created the announcement "${String(d.title)}"`,
  'announcement.updated': (who, d) => `${who} updated the announcement "${String(d.title)}"`,
  'announcement.deleted': (who, d) => `${who} deleted the announcement "${String(d.title)}"`,
};

export function describeActivity(action: string, who: string | null, details: Record<string, unknown> | null): string {
  const sentence = SENTENCES[action];
  const name = who ?? 'Someone';
  return sentence ? sentence(name, details ?? {}) : `${name}: ${action.replaceAll('_', ' ').replace('.', ' ')}`;
}

/** Actions that are noise on a dashboard (failed attempts stay in the audit log for security review). */
export const HIDDEN_ACTIVITY_ACTIONS = ['auth.sign_in_failed', 'auth.refresh_token_reused'];
