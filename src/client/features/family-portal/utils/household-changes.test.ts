import { expect, test } from 'vitest';
import type { LanguageCode } from '@shared/i18n/languages';
import type { HouseholdChange } from '@shared/household-changes/household-changes.schema';
import { testTranslations } from '@client/lib/i18n/test-i18n';
import en from '../locales/en.json';
import es from '../locales/es.json';
import tl from '../locales/tl.json';
import vi from '../locales/vi.json';
import zh from '../locales/zh.json';
import householdEn from '../locales/household/en.json';
import householdEs from '../locales/household/es.json';
import householdTl from '../locales/household/tl.json';
import householdVi from '../locales/household/vi.json';
import householdZh from '../locales/household/zh.json';
import { changeFacts, changeSummary, changesForView } from './household-changes';

const words = (language: LanguageCode) =>
  testTranslations(
    'familyPortalHousehold',
    { en: householdEn, es: householdEs, zh: householdZh, vi: householdVi, tl: householdTl },
    language,
    { familyPortal: { en, es, zh, vi, tl } },
  ).t;

const base = {
  status: 'proposed',
  note: null,
  proposedAt: '2027-01-05T10:00:00.000Z',
  proposedBy: 'Ngozi Adeyemi',
  decidedAt: null,
  decidedBy: null,
  decisionNote: null,
} as const;
const change = (id: string, rest: Pick<HouseholdChange, 'kind' | 'details'>) =>
  ({ ...base, id, ...rest }) as HouseholdChange;

const TUNDE = change('a', {
  kind: 'add_member',
  details: {
    name: 'Tunde Adeyemi',
    role: 'adult',
    relationship: 'Brother',
    age: 52,
    livedOutOfState: false,
    drivesChildren: true,
    email: null,
  },
});
const CAREGIVER_LEAVES = change('b', {
  kind: 'remove_member',
  details: {
    memberId: '5b1c1c1e-0000-4000-8000-000000000001',
    memberName: 'Ana Ruiz',
    memberRole: 'adult',
    memberRelationship: 'Alternative Caregiver',
    movedOutOn: '2027-02-15',
  },
});
const CHILD = change('c', {
  kind: 'add_member',
  details: { ...TUNDE.details, name: 'Ife Adeyemi', role: 'child', age: 6, relationship: 'Son' } as never,
});
const ADDRESS = change('d', {
  kind: 'new_address',
  details: {
    street: '12 Oak St',
    unit: null,
    city: 'Fresno',
    state: 'CA',
    postalCode: '93701',
    movingOn: '2027-03-01',
  },
});

const facts = { date: (iso: string) => `[${iso}]`, relationship: (english: string) => english };

test('a change reads in a few words, with who a newcomer is or the day of the move', () => {
  const t = words('en');
  expect(changeSummary(t, TUNDE)).toBe('Tunde Adeyemi is moving in');
  expect(changeFacts(t, TUNDE, facts)).toBe('Adult · Brother · 52 years');
  expect(changeSummary(t, CAREGIVER_LEAVES)).toBe('Ana Ruiz moved out');
  expect(changeFacts(t, CAREGIVER_LEAVES, facts)).toBe('Moved out on [2027-02-15]');
  expect(changeSummary(t, ADDRESS)).toBe('Moving to 12 Oak St, Fresno, CA 93701');
  expect(changeFacts(t, ADDRESS, facts)).toBe('Moving on [2027-03-01]');
});

test('in the family’s language', () => {
  expect(changeSummary(words('es'), TUNDE)).toBe('Tunde Adeyemi se muda a su hogar');
  expect(changeFacts(words('es'), TUNDE, { ...facts, relationship: () => 'Hermano' })).toBe(
    'Adulto · Hermano · 52 años',
  );
  expect(changeSummary(words('zh'), CAREGIVER_LEAVES)).toBe('Ana Ruiz 已搬走');
});

test('Other Adults lists the changes about adults, Alternative Caregiver those about caregivers', () => {
  const all = [TUNDE, CAREGIVER_LEAVES, CHILD, ADDRESS];
  expect(changesForView(all, 'family')).toEqual(all);
  expect(changesForView(all, 'adults').map((c) => c.id)).toEqual(['a', 'b']);
  expect(changesForView(all, 'caregivers').map((c) => c.id)).toEqual(['b']);
});
