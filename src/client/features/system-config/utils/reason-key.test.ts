import { expect, test } from 'vitest';
import { reasonKey } from './reason-key';

test('a label becomes lower-case words joined by underscores', () => {
  expect(reasonKey('Home visit refused')).toBe('home_visit_refused');
  expect(reasonKey('  Failed -- interview!  ')).toBe('failed_interview');
});

test('apostrophes join their word and accents are dropped', () => {
  expect(reasonKey("Family's request")).toBe('familys_request');
  expect(reasonKey('Déménagement hors État')).toBe('demenagement_hors_etat');
});

test('a label starting with a digit gets a prefix, since a key starts with a letter', () => {
  expect(reasonKey('18 or older in the home')).toBe('reason_18_or_older_in_the_home');
});

test('a long label is cut to the longest key the server accepts, without a trailing underscore', () => {
  const key = reasonKey('The applicant did not attend the required orientation sessions');
  expect(key).toBe('the_applicant_did_not_attend_the_required');
  expect(key?.length).toBeLessThanOrEqual(41);
});

test('a label without two Latin letters or digits has no key', () => {
  expect(reasonKey('X')).toBeNull();
  expect(reasonKey('拒绝')).toBeNull();
  expect(reasonKey('  ')).toBeNull();
});
