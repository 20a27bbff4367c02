import { expect, test } from 'vitest';
import { type AuditAction, type AuditDetails } from '@shared/audit/audit-events';
import { DECISION_KINDS, STATUS_AFTER } from '@shared/decisions/decision-rules';
import { familyActivityItems } from '@shared/family-context/activity-rules';
import type { FamilyActivityItem } from '@shared/family-portal/family-portal.schema';
import { activityText, type ActivityNames } from './activity-text';
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

/** One audit row of each shape every worded action's sentence takes. */
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
  sample('document.reinstated', { documentName: 'Pet Vaccination Records' }),
  sample('document.approved', { documentName: 'TB Test Results', memberName: 'Carlos Martinez' }),
  sample('document.reinstated', { documentName: 'Photo ID', memberName: 'Carlos Martinez' }),
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

/** The feed items the server sends for these rows, newest first (familyActivityItems(), as GET /api/family/activity). */
const feed = (samples: readonly Sample[]): FamilyActivityItem[] =>
  familyActivityItems(
    samples.map(({ action, actorName, details }, index) => ({
      id: samples.length - index,
      at: '2026-11-21T20:00:00.000Z',
      action,
      details,
      actor_name: actorName,
    })),
  );

const item = (sample: Sample): FamilyActivityItem => {
  const [only] = feed([sample]);
  if (!only) throw new Error(`no feed item for ${sample.action}`);
  return only;
};

test('worded from its action and values in English, each line is exactly the server’s sentence', () => {
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
  const waived = item(
    sample('document.waived', { documentName: 'Pet Vaccination Records', reason: 'No pets: a' }),
  );
  expect(activityText(es, waived, asSent)).toBe('Sarah Johnson eximió Pet Vaccination Records: No pets: a');
  const task = item(sample('family.task_completed', { title: 'Call "the office"' }, 'Maria Martinez'));
  expect(activityText(es, task, asSent)).toContain('Call "the office"');
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

test("a household member's own item is named with the member; rows written before members were named still read", () => {
  const approved = item(
    sample('document.approved', { documentName: 'TB Test Results', memberName: 'Carlos Martinez' }),
  );
  expect(approved.params).toEqual({
    who: 'Sarah Johnson',
    document: 'TB Test Results',
    member: 'Carlos Martinez',
  });
  expect(approved.description).toBe('Sarah Johnson approved TB Test Results for Carlos Martinez');
  expect(activityText(portalTranslations('es').t, approved, asSent)).toBe(
    'Sarah Johnson aprobó TB Test Results de Carlos Martinez',
  );
  expect(activityText(portalTranslations('zh').t, approved, asSent)).toContain(
    'Carlos Martinez的TB Test Results',
  );
  const older = item(sample('document.approved', { documentName: 'TB Test Results' }));
  expect(activityText(portalTranslations('es').t, older, asSent)).toBe(
    'Sarah Johnson aprobó TB Test Results',
  );
});

test('a run of sign-ins collapsed by the server reads with its count', () => {
  const signIn = sample('auth.sign_in', { portal: 'family' }, 'Maria Martinez');
  const [collapsed, next] = feed([
    signIn,
    signIn,
    signIn,
    sample('auth.password_reset', {}, 'Maria Martinez'),
  ]);
  expect(collapsed?.params).toEqual({ who: 'Maria Martinez', count: 3 });
  expect(next?.params).toEqual({ who: 'Maria Martinez' });
  if (!collapsed) return;
  expect(activityText(portalTranslations('en').t, collapsed, asSent)).toBe(collapsed.description);
  expect(collapsed.description).toBe('Maria Martinez signed in 3 times');
  expect(activityText(portalTranslations('es').t, collapsed, asSent)).toBe(
    'Maria Martinez inició sesión 3 veces',
  );
  expect(activityText(portalTranslations('zh').t, collapsed, asSent)).toBe('Maria Martinez 已登入 3 次');
});

test('the values are only what the English sentence shows', () => {
  expect(
    item(
      sample('document.uploaded', {
        documentName: 'Photo ID',
        stepId: 1,
        mimeType: 'image/jpeg',
        sizeBytes: 9,
        replacement: false,
      }),
    ).params,
  ).toEqual({ who: 'Sarah Johnson', document: 'Photo ID', replacement: false });
  expect(item(sample('document.rejected', { documentName: 'Photo ID', reason: 'Blurry' })).params).toEqual({
    who: 'Sarah Johnson',
    document: 'Photo ID',
  });
  expect(item(sample('family.household_member_added', { name: 'Rosa', role: 'adult' })).params).toEqual({
    who: 'Sarah Johnson',
    name: 'Rosa',
  });
});

test('an action the family feed has no words for, or a row missing a value its sentence needs, reads as sent', () => {
  const es = portalTranslations('es').t;
  const other = item(sample('announcement.created', { title: 'Closed Monday' }));
  expect(other.params).toEqual({ who: 'Sarah Johnson' });
  expect(activityText(es, other, asSent)).toBe('Sarah Johnson created the announcement "Closed Monday"');
  const older = item(sample('document.approved', {}));
  expect(activityText(es, older, asSent)).toBe('Sarah Johnson approved a document');
  const oddDate = item(sample('document.expiry_set', { documentName: 'Photo ID', expiresOn: 'soon' }));
  expect(activityText(es, oddDate, asSent)).toBe('Sarah Johnson set Photo ID to expire on soon');
});

test("a decision on the application reads as the family's own news, in each language, whoever decided", () => {
  const decided = (kind: (typeof DECISION_KINDS)[number]) =>
    item(
      sample('decision.made', { kind, toStatus: STATUS_AFTER[kind], reasons: [], verificationCode: null }),
    );
  expect(decided('deny').params).toEqual({ who: 'Sarah Johnson', decision: 'deny' });
  const en = portalTranslations('en').t;
  expect(DECISION_KINDS.map((kind) => activityText(en, decided(kind), asSent))).toEqual([
    'Your application was approved',
    'Your application was denied',
    'Your application was withdrawn',
    'Your application was put on hold',
    'The hold on your application was lifted',
    'Your approval was rescinded',
  ]);
  for (const language of ['es', 'zh', 'vi', 'tl'] as const) {
    const { t } = portalTranslations(language);
    const lines = DECISION_KINDS.map((kind) => activityText(t, decided(kind), asSent));
    expect(new Set(lines).size, language).toBe(DECISION_KINDS.length);
    for (const [index, kind] of DECISION_KINDS.entries())
      expect(lines[index], `${language} ${kind}`).not.toBe(activityText(en, decided(kind), asSent));
  }
  expect(activityText(portalTranslations('es').t, decided('deny'), asSent)).toBe('Su solicitud fue denegada');
  const older = item(sample('decision.made', {}));
  expect(activityText(portalTranslations('es').t, older, asSent)).toBe(
    'Sarah Johnson recorded a decision on the application',
  );
});
