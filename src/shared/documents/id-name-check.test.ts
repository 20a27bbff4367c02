import { expect, test } from 'vitest';
import { checkIdName } from './id-name-check';

const household = ['Rosa Martinez', 'Miguel Garcia-Lopez', 'Sofia Martinez'];

test.each([
  ['first-last', 'CALIFORNIA DRIVER LICENSE ROSA MARTINEZ DOB 03/14/1985', household, 'Rosa Martinez'],
  ['"LAST, FIRST MIDDLE"', 'DL 12345 LN MARTINEZ, FN SOFIA ELENA EXP 2030', household, 'Sofia Martinez'],
  [
    'with accents and punctuation',
    'Identification card: José Martínez-Ruiz, born 1980',
    ['Jose Martinez'],
    'Jose Martinez',
  ],
  [
    'by one part of a hyphenated surname',
    'PASSPORT GARCIA MIGUEL ANGEL 1979',
    household,
    'Miguel Garcia-Lopez',
  ],
])('a name printed %s matches its member', (_how, text, names, memberName) => {
  expect(checkIdName(text, names)).toEqual({ status: 'match', memberName });
});

test('the household surname with another first name, or another person, is a mismatch', () => {
  expect(checkIdName('DRIVER LICENSE CARMEN MARTINEZ DOB 1990', household)).toEqual({
    status: 'mismatch',
    memberName: null,
  });
  expect(checkIdName('DRIVER LICENSE JOHN SMITH DOB 1990', household)).toEqual({
    status: 'mismatch',
    memberName: null,
  });
  // A first name alone is not enough when the member has a surname.
  expect(checkIdName('DRIVER LICENSE ROSA SMITH DOB 1990', household)).toEqual({
    status: 'mismatch',
    memberName: null,
  });
});

test('a word inside another word is not a name: "rosalind" is not "rosa"', () => {
  expect(checkIdName('ID CARD ROSALIND MARTINEZES 1990', household)).toEqual({
    status: 'mismatch',
    memberName: null,
  });
});

test('no text, or too little to hold a name, cannot be checked and raises no flag', () => {
  expect(checkIdName(null, household)).toEqual({ status: 'unread', memberName: null });
  expect(checkIdName('   ', household)).toEqual({ status: 'unread', memberName: null });
  expect(checkIdName('EXP 2030', household)).toEqual({ status: 'unread', memberName: null });
});
