import { expect, test } from 'vitest';
import type { HouseholdChange } from '@shared/household-changes/household-changes.schema';
import { acceptEffect, changeFacts, changeTitle } from './household-change-text';

const base = {
  id: 'c1',
  status: 'proposed',
  note: null,
  proposedAt: '2027-01-05T10:00:00.000Z',
  proposedBy: 'Ngozi Adeyemi',
  decidedAt: null,
  decidedBy: null,
  decisionNote: null,
} as const;

const TUNDE = {
  ...base,
  kind: 'add_member',
  details: {
    name: 'Tunde Adeyemi',
    role: 'adult',
    relationship: 'Brother',
    age: 52,
    livedOutOfState: true,
    drivesChildren: false,
    email: 'tunde@example.org',
  },
} satisfies HouseholdChange;
const LEAVING = {
  ...base,
  kind: 'remove_member',
  details: {
    memberId: '5b1c1c1e-0000-4000-8000-000000000001',
    memberName: 'Bola Okafor',
    memberRole: 'adult',
    memberRelationship: 'Cousin',
    movedOutOn: '2027-02-15',
  },
} satisfies HouseholdChange;
const ADDRESS = {
  ...base,
  kind: 'new_address',
  details: {
    street: '12 Oak St',
    unit: 'Apt 4',
    city: 'Fresno',
    state: 'CA',
    postalCode: '93701',
    movingOn: '2027-03-01',
  },
} satisfies HouseholdChange;

const date = (iso: string) => `[${iso}]`;

test('a proposal reads as who moves, with what the family said about them', () => {
  expect(changeTitle(TUNDE)).toBe('Tunde Adeyemi moving in');
  expect(changeFacts(TUNDE, date)).toEqual([
    'Adult, Brother, age 52',
    'Lived outside California in the last five years: yes',
    'Will drive children: no',
    'E-mail for their signing link: tunde@example.org',
  ]);
  expect(changeTitle(LEAVING)).toBe('Bola Okafor moved out');
  expect(changeFacts(LEAVING, date)).toEqual(['Adult, Cousin', 'Moved out on [2027-02-15]']);
  expect(changeTitle(ADDRESS)).toBe('New address: 12 Oak St, Apt 4, Fresno, CA 93701');
});

test('accepting says what it will do before staff confirm', () => {
  expect(acceptEffect(TUNDE)).toBe('Adds Tunde Adeyemi (adult) and asks for their documents and checks.');
  expect(acceptEffect({ ...TUNDE, details: { ...TUNDE.details, role: 'child', age: 6 } })).toMatch(
    /^Adds Tunde Adeyemi \(child\) to the household/,
  );
  expect(acceptEffect(LEAVING)).toMatch(/^Removes Bola Okafor \(adult\) from the household\./);
  expect(acceptEffect(ADDRESS)).toBe("Records 12 Oak St, Apt 4, Fresno, CA 93701 as the family's address.");
});
