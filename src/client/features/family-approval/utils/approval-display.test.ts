import { expect, test } from 'vitest';
import { DECISION_KINDS, SEEDED_DECISION_REASONS } from '@shared/decisions/decision-rules';
import type { LanguageCode } from '@shared/i18n/languages';
import { testTranslations } from '@client/lib/i18n/test-i18n';
import { capacityFacts, hearingStillOpen, localToday, reasonText } from './approval-display';
import { approvalView, type ApprovalDecision } from './approval-view';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';

const words = (language: LanguageCode) =>
  testTranslations('familyApproval', { en, es, zh, vi, tl }, language).t;

const decision = (kind: ApprovalDecision['kind']): ApprovalDecision => ({
  id: '00000000-0000-4000-8000-000000000045',
  kind,
  effectiveDate: '2026-11-27',
  appealDeadline: kind === 'deny' ? '2027-02-25' : null,
  reasons: [],
  text: '',
  capacity: null,
  document: null,
});

test('My Approval shows the certificate, the notice or a short line for each decision, nothing before one', () => {
  expect(approvalView({ decision: null })).toBeNull();
  expect(DECISION_KINDS.map((kind) => approvalView({ decision: decision(kind) }))).toEqual([
    'approved',
    'notice',
    'withdrawn',
    'onHold',
    null,
    'notice',
  ]);
});

test("the agency's seeded reasons read in the family's language; one staff added reads as they typed it", () => {
  for (const language of ['es', 'zh', 'vi', 'tl'] as const) {
    const t = words(language);
    for (const seeded of SEEDED_DECISION_REASONS) {
      const text = reasonText(t, { ...seeded, seeded: true });
      expect(text, `${language} ${seeded.key}`).not.toBe(seeded.label);
      expect(text).not.toBe('');
    }
  }
  const es = words('es');
  expect(reasonText(es, { key: 'background_check', label: 'Background check', seeded: true })).toBe(
    'Verificación de antecedentes',
  );
  expect(reasonText(es, { key: 'no_space', label: 'No bedroom for a child', seeded: false })).toBe(
    'No bedroom for a child',
  );
  // A key that reads like a seeded one but is the agency's own keeps the agency's words, and so does a seeded
  // reason this client has no words for yet.
  expect(reasonText(es, { key: 'other', label: 'Moved out of county', seeded: false })).toBe(
    'Moved out of county',
  );
  expect(reasonText(es, { key: 'licensing', label: 'Licensing', seeded: true })).toBe('Licensing');
});

test("an approval's capacity: how many children, their ages and any condition, counted in the language", () => {
  const capacity = { children: 2, ageMin: 0, ageMax: 5, conditions: '  Siblings only ' };
  expect(capacityFacts(words('en'), capacity)).toEqual([
    { label: 'Children', value: 'Up to 2 children' },
    { label: 'Ages', value: '0 to 5 years old' },
    { label: 'Conditions', value: 'Siblings only' },
  ]);
  expect(capacityFacts(words('en'), { ...capacity, children: 1, conditions: '' })).toEqual([
    { label: 'Children', value: 'Up to 1 child' },
    { label: 'Ages', value: '0 to 5 years old' },
  ]);
  expect(capacityFacts(words('es'), { ...capacity, children: 1 })[0]?.value).toBe('Hasta 1 niño');
  expect(capacityFacts(words('zh'), capacity)[1]?.value).toBe('0 至 5 歲');
});

test('a hearing may be asked for until the end of the deadline’s day, on the family’s own calendar', () => {
  expect(localToday(new Date(2027, 1, 5, 23, 59))).toBe('2027-02-05');
  expect(hearingStillOpen('2027-02-25', '2027-02-24')).toBe(true);
  expect(hearingStillOpen('2027-02-25', '2027-02-25')).toBe(true);
  expect(hearingStillOpen('2027-02-25', '2027-02-26')).toBe(false);
  expect(hearingStillOpen('2027-02-25', '2026-12-31')).toBe(true);
});
