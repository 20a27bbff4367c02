import { expect, test } from 'vitest';
import {
  completedStepsOf,
  documentGroup,
  familyDisplayName,
  familyStatusLine,
  householdRoleLabel,
} from './family-display';
import { buildHousehold } from './household-summary';
import { MOTIVATIONAL_QUOTES, quoteOfTheDay } from './motivational-quotes';

test('the family name falls back to the primary contact surname', () => {
  expect(familyDisplayName('Martinez Family', 'Maria Martinez')).toBe('Martinez Family');
  expect(familyDisplayName(null, '  Ana  Garcia ')).toBe('Garcia Family');
  expect(familyDisplayName('  ', 'Kevin Brooks')).toBe('Brooks Family');
});

test('role labels and step 1 document groups follow the case-insensitive role text', () => {
  expect(
    [
      'primary_applicant',
      'Primary Applicant',
      'co_applicant',
      'Co-Applicant',
      'adult',
      'Grandmother',
      'child',
    ].map(householdRoleLabel),
  ).toEqual([
    'Primary Applicant',
    'Primary Applicant',
    'Co-Applicant',
    'Co-Applicant',
    'Adult',
    'Adult',
    'Child',
  ]);
  expect([null, 'primary_applicant', 'co_applicant', 'adult', 'child'].map(documentGroup)).toEqual([
    'Primary Applicant',
    'Primary Applicant',
    'Co-Applicant',
    'Other Adult',
    'Other Adult',
  ]);
});

test('the status line names the family, the step and the completed count', () => {
  const base = {
    familyName: 'Martinez Family',
    currentStep: 4,
    stepName: 'Document',
    completedSteps: 3,
    approved: false,
  };
  expect(familyStatusLine(base)).toBe('Martinez Family · Step 4 of 8 · Document — 3 of 8 steps completed');
  expect(familyStatusLine({ ...base, currentStep: 8, completedSteps: 8, approved: true })).toBe(
    'Martinez Family · Approved — 8 of 8 steps completed',
  );
  expect(completedStepsOf(4, 'active')).toBe(3);
  expect(completedStepsOf(8, 'approved')).toBe(8);
  expect(completedStepsOf(1, 'on_hold')).toBe(0);
});

const member = (id: string, role: string) => ({
  id,
  name: id,
  role: role as 'adult',
  relationship: null,
  age: null,
  avatarUrl: null,
  filesSubmitted: 0,
  filesRequired: 0,
  completionRate: 0,
  status: 'in_progress' as const,
});

test('the household splits applicants from everyone else and counts adults and children', () => {
  const household = buildHousehold([
    member('maria', 'primary_applicant'),
    member('rosa', 'adult'),
    member('david', 'co_applicant'),
    member('sofia', 'child'),
  ]);
  expect(household.primaryApplicants.map((m) => [m.id, m.roleLabel])).toEqual([
    ['maria', 'Primary Applicant'],
    ['david', 'Co-Applicant'],
  ]);
  expect(household.members.map((m) => m.id)).toEqual(['rosa', 'sofia']);
  expect(household.totals).toEqual({ total: 4, adults: 3, children: 1 });
  expect(buildHousehold([])).toEqual({
    primaryApplicants: [],
    members: [],
    totals: { total: 0, adults: 0, children: 0 },
  });
});

test('the quote of the day is one of 15, by day of year modulo 15', () => {
  expect(MOTIVATIONAL_QUOTES).toHaveLength(15);
  expect(quoteOfTheDay(new Date('2026-01-15T12:00:00Z')).index).toBe(0);
  const quote = quoteOfTheDay(new Date('2026-11-21T12:00:00Z'));
  expect(quote).toEqual({ index: 325 % 15, ...MOTIVATIONAL_QUOTES[325 % 15] });
});
