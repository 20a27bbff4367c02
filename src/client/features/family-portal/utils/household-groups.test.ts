import { expect, test } from 'vitest';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import type { JourneyDocument, JourneyStep } from '@shared/journey/journey.schema';
import { householdSections, isAlternativeCaregiver, openItemsOf } from './household-groups';

let nextId = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`;

const member = (
  name: string,
  role: HouseholdMember['role'],
  relationship: string | null,
): HouseholdMember => ({
  id: uuid(),
  name,
  role,
  roleLabel: role,
  relationship,
  age: null,
  avatarUrl: null,
  filesSubmitted: 0,
  filesRequired: 0,
  completionRate: 0,
  status: 'in_progress',
});

const maria = member('Maria Martinez', 'primary_applicant', 'Self');
const david = member('David Martinez', 'co_applicant', 'Spouse');
const rosa = member('Rosa Martinez', 'adult', 'Grandmother');
const ana = member('Ana Lopez', 'adult', 'Alternative Caregiver');
const sofia = member('Sofia Martinez', 'child', 'Daughter');
const household = { primaryApplicants: [maria, david], members: [sofia, rosa, ana] };

const names = (sections: ReturnType<typeof householdSections>) =>
  sections.map(({ key, members }) => [key, members.map(({ name }) => name)]);

test('My Family lists the applicants first, then the other adults, then the children', () => {
  expect(names(householdSections(household, 'family'))).toEqual([
    ['applicants', ['Maria Martinez', 'David Martinez']],
    ['adults', ['Rosa Martinez', 'Ana Lopez']],
    ['children', ['Sofia Martinez']],
  ]);
});

test('Other Adults lists every adult who is not an applicant, caregivers included', () => {
  expect(names(householdSections(household, 'adults'))).toEqual([['adults', ['Rosa Martinez', 'Ana Lopez']]]);
});

test('Alternative Caregiver lists the adults whose relationship names a caregiver', () => {
  expect(names(householdSections(household, 'caregivers'))).toEqual([['caregivers', ['Ana Lopez']]]);
  expect(isAlternativeCaregiver({ role: 'adult', relationship: 'respite caregiver' })).toBe(true);
  expect(isAlternativeCaregiver({ role: 'adult', relationship: 'Grandmother' })).toBe(false);
  expect(isAlternativeCaregiver({ role: 'adult', relationship: null })).toBe(false);
  // Applicants are the family's own caregivers; a child is never one.
  expect(isAlternativeCaregiver({ role: 'co_applicant', relationship: 'Caregiver' })).toBe(false);
  expect(isAlternativeCaregiver({ role: 'child', relationship: 'Caregiver' })).toBe(false);
});

test('an empty group has no section, so the page shows its empty state', () => {
  const applicantsOnly = { primaryApplicants: [maria], members: [] };
  expect(householdSections(applicantsOnly, 'adults')).toEqual([]);
  expect(householdSections(applicantsOnly, 'caregivers')).toEqual([]);
  expect(names(householdSections(applicantsOnly, 'family'))).toEqual([['applicants', ['Maria Martinez']]]);
  expect(householdSections({ primaryApplicants: [], members: [] }, 'family')).toEqual([]);
});

const doc = (
  name: string,
  memberName: string | null,
  extra: Partial<JourneyDocument> = {},
): JourneyDocument => ({
  id: uuid(),
  name,
  type: 'upload',
  status: 'pending',
  rawStatus: 'pending',
  memberName,
  required: true,
  rejectionReason: null,
  waivedReason: null,
  validityMonths: null,
  expiresOn: null,
  processing: false,
  addedByStaff: false,
  ...extra,
});

const step = (id: number, documents: JourneyDocument[]): JourneyStep => ({
  id,
  title: `Step ${id}`,
  description: '',
  status: 'pending',
  completedDate: null,
  daysRemaining: null,
  documents,
  actions: [],
});

test("a member's open items are the documents in their name that still wait for the family, with their step", () => {
  const photoId = doc('Photo ID', 'Rosa Martinez', { rawStatus: 'approved', status: 'completed' });
  const tb = doc('TB Test Results', 'Rosa Martinez', { rawStatus: 'rejected' });
  const reading = doc('Medical Report', 'Rosa Martinez', { rawStatus: 'submitted', processing: true });
  const fingerprints = doc('Live Scan', 'Rosa Martinez', { group: 'Other Adult' });
  const expired = doc('Driver License', 'Rosa Martinez', { rawStatus: 'expired' });
  const waived = doc('CPR Card', 'Rosa Martinez', { rawStatus: 'waived' });
  const marias = doc('Photo ID', 'Maria Martinez');
  const household = doc('Home Insurance', null);
  const journey = {
    steps: [
      step(1, [photoId, marias, household]),
      step(3, [fingerprints, reading]),
      step(4, [tb, expired, waived]),
    ],
  };
  expect(
    openItemsOf(journey, 'Rosa Martinez').map(({ document, stepId }) => [document.name, stepId]),
  ).toEqual([
    ['Live Scan', 3],
    ['TB Test Results', 4],
    ['Driver License', 4],
  ]);
  // Step 1's grouping by applicant is left off: the card is the member's already.
  expect(openItemsOf(journey, 'Rosa Martinez')[0]?.document).not.toHaveProperty('group');
  expect(openItemsOf(journey, 'Sofia Martinez')).toEqual([]);
});
