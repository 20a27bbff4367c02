import { expect, test } from 'vitest';
import {
  changeFormErrors,
  type ChangeFormValues,
  initialChangeValues,
  OTHER_RELATIONSHIP,
  toChangeBody,
} from './household-change-form';

const form = (values: Partial<ChangeFormValues>): ChangeFormValues => ({
  ...initialChangeValues('family'),
  ...values,
});

const TUNDE = form({
  kind: 'add_member',
  name: ' Tunde Adeyemi ',
  relationship: 'Brother',
  age: 52,
  livedOutOfState: true,
  email: 'tunde@example.org',
});

test('the pages start where the family is: My Family asks what changes, Alternative Caregiver a caregiver moving in', () => {
  expect(initialChangeValues('family')).toMatchObject({ kind: '', role: 'adult', state: 'CA' });
  expect(initialChangeValues('adults')).toMatchObject({ kind: 'add_member', relationship: '' });
  expect(initialChangeValues('caregivers')).toMatchObject({
    kind: 'add_member',
    relationship: 'Alternative Caregiver',
  });
});

test('a new adult needs a name, a relationship and an age of 18 or more; the e-mail is optional but real', () => {
  expect(changeFormErrors(form({}))).toEqual({ kind: 'kind' });
  expect(changeFormErrors(TUNDE)).toEqual({});
  expect(changeFormErrors(form({ kind: 'add_member' }))).toEqual({
    name: 'required',
    relationship: 'required',
    age: 'required',
  });
  expect(changeFormErrors({ ...TUNDE, age: 15 })).toEqual({ age: 'adultAge' });
  expect(changeFormErrors({ ...TUNDE, role: 'child', age: 19 })).toEqual({ age: 'childAge' });
  expect(changeFormErrors({ ...TUNDE, age: 121 })).toEqual({ age: 'age' });
  expect(changeFormErrors({ ...TUNDE, email: 'tunde@' })).toEqual({ email: 'email' });
  expect(changeFormErrors({ ...TUNDE, relationship: OTHER_RELATIONSHIP })).toEqual({
    relationshipOther: 'required',
  });
});

test('a move out names who and when; a new address needs street, city, state, ZIP and date', () => {
  expect(changeFormErrors(form({ kind: 'remove_member' }))).toEqual({
    memberId: 'member',
    movedOutOn: 'date',
  });
  expect(changeFormErrors(form({ kind: 'new_address', state: 'California', postalCode: '937' }))).toEqual({
    street: 'required',
    city: 'required',
    state: 'state',
    postalCode: 'postalCode',
    movingOn: 'date',
  });
});

test('the body sends what the kind needs, trimmed; a child is asked none of the adults’ questions', () => {
  expect(toChangeBody({ ...TUNDE, note: '  ' })).toEqual({
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
    note: undefined,
  });
  const child = toChangeBody({
    ...TUNDE,
    role: 'child',
    age: 9,
    relationship: OTHER_RELATIONSHIP,
    relationshipOther: 'Godson',
  });
  expect(child.details).toMatchObject({ relationship: 'Godson', livedOutOfState: false, email: undefined });
  expect(
    toChangeBody(
      form({
        kind: 'new_address',
        street: '12 Oak St',
        city: 'Fresno',
        state: 'ca',
        postalCode: '93701',
        movingOn: '2027-03-01',
        note: 'Lease signed.',
      }),
    ),
  ).toEqual({
    kind: 'new_address',
    details: {
      street: '12 Oak St',
      unit: undefined,
      city: 'Fresno',
      state: 'CA',
      postalCode: '93701',
      movingOn: '2027-03-01',
    },
    note: 'Lease signed.',
  });
});
