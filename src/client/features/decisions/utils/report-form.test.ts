import { expect, test } from 'vitest';
import type { Report } from '@shared/decisions/decisions.schema';
import { capacityLine, formValuesOf, saveBodyOf, type ReportFormValues } from './report-form';

const sections = {
  household: '<p>Two adults.</p>',
  background_checks: '',
  home_assessment: '',
  training: '',
  forms: '',
  evaluation: '',
  summary: '',
};

const values = (patch: Partial<ReportFormValues> = {}): ReportFormValues => ({
  sections,
  recommendation: 'approve',
  children: '',
  ageMin: '',
  ageMax: '',
  conditions: '',
  ...patch,
});

test('a recommendation to approve sends the whole capacity, its conditions trimmed', () => {
  const saved = saveBodyOf(values({ children: 2, ageMin: 0, ageMax: 10, conditions: ' Siblings ' }), 4);
  expect(saved).toEqual({
    body: {
      version: 4,
      sections,
      recommendation: 'approve',
      capacity: { children: 2, ageMin: 0, ageMax: 10, conditions: 'Siblings' },
    },
    error: null,
  });
});

test('a draft recommending approval may leave the capacity blank for now', () => {
  expect(saveBodyOf(values(), 1).body?.capacity).toBeNull();
});

test('a capacity begun but not whole is refused before it is sent', () => {
  expect(saveBodyOf(values({ children: 2 }), 1).error).toMatch(/youngest and oldest age/);
  expect(saveBodyOf(values({ ageMin: 0, ageMax: 4 }), 1).error).toMatch(/how many children/);
  expect(saveBodyOf(values({ conditions: 'Siblings' }), 1).error).toMatch(/how many children/);
  expect(saveBodyOf(values({ children: 13, ageMin: 0, ageMax: 4 }), 1).error).toMatch(/from 1 to 12/);
  expect(saveBodyOf(values({ children: 1, ageMin: 9, ageMax: 4 }), 1).error).toBe(
    'The youngest age must not be above the oldest',
  );
});

test('a recommendation to deny, or none yet, sends no capacity whatever the fields hold', () => {
  const typed = { children: 2, ageMin: 9, ageMax: 4 };
  expect(saveBodyOf(values({ ...typed, recommendation: 'deny' }), 1).body?.capacity).toBeNull();
  expect(saveBodyOf(values({ ...typed, recommendation: null }), 1).body?.capacity).toBeNull();
});

test('the form starts from the saved report, with blank capacity fields when it has none', () => {
  const report = { sections, recommendation: null, capacity: null } as Report;
  expect(formValuesOf(report)).toEqual(values({ recommendation: null }));
});

test('the capacity reads as one line', () => {
  expect(capacityLine({ children: 2, ageMin: 0, ageMax: 10, conditions: 'A sibling group' })).toBe(
    '2 children, ages 0 to 10; A sibling group',
  );
  expect(capacityLine({ children: 1, ageMin: 3, ageMax: 3, conditions: '' })).toBe('1 child, age 3');
});
