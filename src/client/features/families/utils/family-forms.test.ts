import { expect, test } from 'vitest';
import {
  memberFormValues,
  toCreateFamilyBody,
  toMemberBody,
  validateAge,
  validateEmail,
  validateReason,
  validateRequiredName,
} from './family-forms';

test('a step move needs a reason of 3 to 500 characters, spaces aside', () => {
  expect(validateReason('  ok ')).toBe('Give a reason of at least 3 characters');
  expect(validateReason('Documents verified')).toBeNull();
  expect(validateReason('x'.repeat(500))).toBeNull();
  expect(validateReason('x'.repeat(501))).toBe('The reason must be at most 500 characters');
});

test('names are required and at most 120 characters', () => {
  expect(validateRequiredName('   ', 'Family name')).toBe('Family name is required');
  expect(validateRequiredName('Lopez Family', 'Family name')).toBeNull();
  expect(validateRequiredName('x'.repeat(121), 'Name')).toBe('Name must be at most 120 characters');
});

test('an e-mail may be left empty only when optional', () => {
  expect(validateEmail('', { required: false })).toBeNull();
  expect(validateEmail('', { required: true })).toBe('Email is required');
  expect(validateEmail('maria@example', { required: false })).toBe('Please enter a valid email address');
  expect(validateEmail(' maria@example.org ', { required: true })).toBeNull();
});

test('age is optional, else a whole number from 0 to 120', () => {
  expect(validateAge('')).toBeNull();
  expect(validateAge(0)).toBeNull();
  expect(validateAge(120)).toBeNull();
  expect(validateAge(121)).toBe('Age must be a whole number from 0 to 120');
  expect(validateAge(4.5)).toBe('Age must be a whole number from 0 to 120');
});

test('a new family without an e-mail sends none', () => {
  expect(
    toCreateFamilyBody({
      familyName: ' Lopez Family ',
      primaryContactName: 'Ana Lopez',
      primaryContactEmail: ' ',
      preferredLanguage: 'es',
      applicantType: 'Kinship',
    }),
  ).toEqual({
    familyName: 'Lopez Family',
    primaryContactName: 'Ana Lopez',
    preferredLanguage: 'es',
    applicantType: 'Kinship',
  });
  expect(
    toCreateFamilyBody({
      familyName: 'A',
      primaryContactName: 'B',
      primaryContactEmail: 'b@example.org',
      preferredLanguage: 'en',
      applicantType: 'Foster Care',
    }),
  ).toMatchObject({ primaryContactEmail: 'b@example.org' });
});

test('a member form round-trips, with empty relationship and age sent as null', () => {
  const values = memberFormValues();
  expect(values).toEqual({ name: '', role: 'adult', relationship: '', age: '' });
  expect(toMemberBody({ ...values, name: ' Rosa ' })).toEqual({
    name: 'Rosa',
    role: 'adult',
    relationship: null,
    age: null,
  });
  expect(toMemberBody({ name: 'Sofia', role: 'child', relationship: ' Daughter ', age: 9 })).toEqual({
    name: 'Sofia',
    role: 'child',
    relationship: 'Daughter',
    age: 9,
  });
});
