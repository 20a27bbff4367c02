import { expect, test } from 'vitest';
import type { CheckStatus } from '../background-checks/background-check-rules';
import {
  backgroundCheckSummary,
  daysInProcess,
  documentCounts,
  documentKey,
  householdGroup,
  isPrimaryApplicant,
  memberProgress,
  preferredFirstName,
  quoteIndex,
} from './family-rules';

test('household roles group case-insensitively into applicants, children and adults', () => {
  expect(
    ['primary_applicant', 'Primary Applicant', 'CO_APPLICANT', 'Co-Applicant'].map(householdGroup),
  ).toEqual(['applicant', 'applicant', 'applicant', 'applicant']);
  expect(['child', 'Foster Child'].map(householdGroup)).toEqual(['child', 'child']);
  expect(['adult', 'Grandmother', ''].map(householdGroup)).toEqual(['adult', 'adult', 'adult']);
  expect(isPrimaryApplicant('Primary Applicant')).toBe(true);
  expect(isPrimaryApplicant('co_applicant')).toBe(false);
});

test('document keys lower-case the name and turn spaces into underscores', () => {
  expect(documentKey('Proof of Income')).toBe('proof_of_income');
  expect(documentKey('LIC 9163 Live Scan')).toBe('lic_9163_live_scan');
});

test('document counts follow the spec: submitted counts required items handed in (not rejected), waived items are not required; missing are required pending', () => {
  const counts = documentCounts([
    { documentName: 'Photo ID', required: true, status: 'approved' },
    { documentName: 'Proof of Income', required: true, status: 'pending' },
    { documentName: 'Medical Report', required: true, status: 'submitted' },
    { documentName: 'Pet Vaccination', required: false, status: 'pending' },
    { documentName: 'Home Insurance', required: true, status: 'rejected' },
    { documentName: 'Signed Agreement', required: true, status: 'completed' },
  ]);
  expect(counts).toEqual({
    required: 5,
    submitted: 3,
    approved: 2,
    rejected: 1,
    pending: 2,
    missing: ['proof_of_income'],
  });
});

test('background check overall status: one out is processing, all back is completed, else pending', () => {
  const check = (status: CheckStatus) => ({
    checkType: `check-${status}`,
    status,
    submittedDate: '2026-11-01',
    expectedDate: '2026-11-10',
  });
  expect(backgroundCheckSummary([]).status).toBe('pending');
  expect(backgroundCheckSummary([check('cleared'), check('in_process')]).status).toBe('processing');
  expect(backgroundCheckSummary([check('cleared'), check('submitted')]).status).toBe('processing');
  expect(backgroundCheckSummary([check('cleared'), check('denied')]).status).toBe('completed');
  const mixed = backgroundCheckSummary([check('exemption_granted'), check('not_started')]);
  expect(mixed.status).toBe('pending');
  expect(mixed.clearedTypes).toEqual(['check-exemption_granted']);
  expect(mixed.types).toEqual(['check-exemption_granted', 'check-not_started']);
});

test('the quote of the day is the day of year modulo 15', () => {
  expect(quoteIndex(new Date('2026-01-01T12:00:00Z'))).toBe(1);
  expect(quoteIndex(new Date('2026-01-15T12:00:00Z'))).toBe(0);
  expect(quoteIndex(new Date('2026-11-21T12:00:00Z'))).toBe(325 % 15);
});

test('first name and days in process', () => {
  expect(preferredFirstName('  Maria  Martinez ')).toBe('Maria');
  expect(daysInProcess('2026-09-22', new Date('2026-11-21T08:00:00Z'))).toBe(60);
  expect(daysInProcess('2027-01-01', new Date('2026-11-21T08:00:00Z'))).toBe(0);
});

test("a member's progress is the share of their required items handed in", () => {
  expect(memberProgress(0, 0)).toEqual({ completionRate: 100, status: 'complete' });
  expect(memberProgress(3, 4)).toEqual({ completionRate: 75, status: 'nearly_complete' });
  expect(memberProgress(1, 3)).toEqual({ completionRate: 33, status: 'in_progress' });
  expect(memberProgress(2, 2)).toEqual({ completionRate: 100, status: 'complete' });
});
