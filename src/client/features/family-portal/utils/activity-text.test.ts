import { expect, test } from 'vitest';
import { type AuditAction, type AuditDetails, describeAuditEvent } from '@shared/audit/audit-events';
import { collapseRepeats } from '@shared/family-context/activity-rules';
import { activityText, TRANSLATED_ACTIONS, type ActivityNames } from './activity-text';
import { portalTranslations } from './test-i18n';

const asSent: ActivityNames = {
  document: (name) => name,
  stepTitle: (_step, title) => title,
  date: (d) => d,
};

interface Sample {
  action: AuditAction;
  actorName: string | null;
  details: Partial<AuditDetails<AuditAction>>;
}

const sample = <A extends AuditAction>(
  action: A,
  details: Partial<AuditDetails<A>>,
  actorName: string | null = 'Sarah Johnson',
): Sample => ({
  action,
  actorName,
  details,
});

/** One row of each shape every translated action's sentence takes (the server words them with describeAuditEvent). */
const SAMPLES: Sample[] = [
  sample('auth.email_confirmed', {}, 'Maria Martinez'),
  sample('auth.sign_in', { portal: 'family' }, 'Maria Martinez'),
  sample('auth.password_reset', {}, 'Maria Martinez'),
  sample('auth.invitation_accepted', {}, 'Maria Martinez'),
  sample('document.uploaded', { documentName: 'Proof of Income', replacement: false }, 'Maria Martinez'),
  sample('document.uploaded', { documentName: 'Proof of Income', replacement: true }, 'Maria Martinez'),
  sample('document.processed', { documentName: 'Photo ID' }, null),
  sample('document.approved', { documentName: 'TB Test Results' }),
  sample('document.rejected', { documentName: 'TB Test Results', reason: 'Blurry' }),
  sample('document.waived', { documentName: 'Pet Vaccination Records' }),
  sample('document.waived', { documentName: 'Pet Vaccination Records', reason: 'No pets: none at home' }),
  sample('document.requirement_added', { documentName: 'Proof of Income', stepId: 4 }),
  sample('document.expiry_set', { documentName: 'Proof of Income', expiresOn: '2027-03-01' }),
  sample('document.expired', { documentName: 'CPR Certification', expiredOn: '2027-03-01' }, null),
  sample('family.created', { caseNumber: 'HVN-2026-0001', familyName: 'Martinez Family' }),
  sample('family.step_moved', { direction: 'advance', to: 5, stepName: 'Describe', status: 'active' }),
  sample('family.step_moved', {
    direction: 'advance',
    to: 5,
    stepName: 'Describe',
    reason: 'All in',
    status: 'active',
  }),
  sample('family.step_moved', { direction: 'return', to: 3, stepName: 'Determine', status: 'active' }),
  sample('family.step_moved', {
    direction: 'return',
    to: 3,
    stepName: 'Determine',
    reason: 'Redo: Live Scan',
    status: 'active',
  }),
  sample('family.step_moved', { direction: 'advance', to: 8, stepName: 'Decide', status: 'approved' }),
  sample('family.step_moved', {
    direction: 'advance',
    to: 8,
    stepName: 'Decide',
    reason: 'Welcome!',
    status: 'approved',
  }),
  sample('family.household_member_added', { name: 'Rosa Martinez', role: 'adult' }),
  sample('family.household_member_updated', { name: 'Rosa Martinez', role: 'adult' }),
  sample('family.household_member_removed', { name: 'Rosa Martinez' }),
  sample('family.support_staff_updated', { members: [] }),
  sample('family.invitation_sent', { email: 'maria@example.com' }),
  sample('family.task_completed', { title: 'Call "the office"' }, 'Maria Martinez'),
  sample('family.task_completed', {}, 'Maria Martinez'),
  sample('family.task_reopened', { title: 'Call the office' }, 'Maria Martinez'),
  sample('family.task_reopened', {}, 'Maria Martinez'),
];

const item = ({ action, actorName, details }: Sample) => ({
  action,
  actorName,
  description: describeAuditEvent({ action, actorName, details }),
});

test('every translated action has samples, and each is the server’s exact sentence when worded again in English', () => {
  expect(new Set(SAMPLES.map((s) => s.action))).toEqual(new Set(TRANSLATED_ACTIONS));
  const { t } = portalTranslations('en');
  for (const row of SAMPLES.map(item)) expect(activityText(t, row, asSent)).toBe(row.description);
});

test('every sentence reads in each other language, keeping the names and what staff wrote', () => {
  for (const language of ['es', 'zh', 'vi', 'tl'] as const) {
    const { t } = portalTranslations(language);
    for (const row of SAMPLES.map(item)) {
      const text = activityText(t, row, asSent);
      expect(text, `${language} ${row.description}`).not.toBe(row.description);
      expect(text).toContain(row.actorName ?? 'Haven');
    }
  }
  const es = portalTranslations('es').t;
  const [waived] = SAMPLES.filter((s) => s.action === 'document.waived')
    .slice(1)
    .map(item);
  expect(waived && activityText(es, waived, asSent)).toBe(
    'Sarah Johnson eximió Pet Vaccination Records: No pets: none at home',
  );
});

test('document names, step titles and dates are translated inside the sentence', () => {
  const names: ActivityNames = {
    document: (name) => (name === 'Proof of Income' ? 'Comprobante de ingresos' : name),
    stepTitle: (step) => (step === 5 ? 'Describir' : '?'),
    date: (date) => `«${date}»`,
  };
  const es = portalTranslations('es').t;
  const first = (action: AuditAction) => item(SAMPLES.find((s) => s.action === action) as Sample);
  expect(activityText(es, first('document.uploaded'), names)).toBe(
    'Maria Martinez subió Comprobante de ingresos',
  );
  expect(activityText(es, first('document.expiry_set'), names)).toBe(
    'Sarah Johnson fijó el vencimiento de Comprobante de ingresos para el «2027-03-01»',
  );
  expect(activityText(es, first('family.step_moved'), names)).toBe(
    'Sarah Johnson pasó a la familia al paso 5 (Describir)',
  );
});

test('a run of sign-ins collapsed by the server reads with its count', () => {
  const signIn = item(sample('auth.sign_in', { portal: 'family' }, 'Maria Martinez'));
  const [collapsed] = collapseRepeats([
    { ...signIn, id: 3 },
    { ...signIn, id: 2 },
    { ...signIn, id: 1 },
  ]);
  expect(collapsed?.description).toBe('Maria Martinez signed in 3 times');
  if (!collapsed) return;
  expect(activityText(portalTranslations('en').t, collapsed, asSent)).toBe(
    'Maria Martinez signed in 3 times',
  );
  expect(activityText(portalTranslations('es').t, collapsed, asSent)).toBe(
    'Maria Martinez inició sesión 3 veces',
  );
  expect(activityText(portalTranslations('zh').t, collapsed, asSent)).toBe('Maria Martinez 已登入 3 次');
});

test('an action the family feed does not word again, or a sentence of another shape, reads as sent', () => {
  const es = portalTranslations('es').t;
  const other = {
    action: 'announcement.created',
    actorName: 'Sarah Johnson',
    description: 'Sarah Johnson created an announcement',
  };
  expect(activityText(es, other, asSent)).toBe(other.description);
  const renamed = {
    action: 'document.approved',
    actorName: 'Sarah Johnson',
    description: 'Jordan Lee approved Photo ID',
  };
  expect(activityText(es, renamed, asSent)).toBe(renamed.description);
});
