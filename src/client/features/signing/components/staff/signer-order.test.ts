import { expect, test } from 'vitest';
import { moveSigner, phased, toggleSigner } from './signer-order';

test('the family’s signers come before the countersigners, each phase in the order it was given', () => {
  expect(phased(['caseworker', 'co_applicant', 'supervisor', 'primary_applicant'])).toEqual([
    'co_applicant',
    'primary_applicant',
    'caseworker',
    'supervisor',
  ]);
});

test('a ticked signer joins the end of its phase; unticking removes it', () => {
  const roles = toggleSigner(['primary_applicant', 'caseworker'], 'co_applicant', true);
  expect(roles).toEqual(['primary_applicant', 'co_applicant', 'caseworker']);
  expect(toggleSigner(roles, 'supervisor', true)).toEqual([
    'primary_applicant',
    'co_applicant',
    'caseworker',
    'supervisor',
  ]);
  expect(toggleSigner(roles, 'primary_applicant', false)).toEqual(['co_applicant', 'caseworker']);
  // Ticking a signer already there does not list it twice.
  expect(toggleSigner(roles, 'caseworker', true)).toEqual(roles);
});

test('a signer moves up or down within its phase, never past the line between family and staff', () => {
  const roles = ['primary_applicant', 'member', 'caseworker', 'supervisor'] as const;
  expect(moveSigner(roles, 1, -1)).toEqual(['member', 'primary_applicant', 'caseworker', 'supervisor']);
  expect(moveSigner(roles, 3, -1)).toEqual(['primary_applicant', 'member', 'supervisor', 'caseworker']);
  expect(moveSigner(roles, 1, 1)).toEqual(roles);
  expect(moveSigner(roles, 2, -1)).toEqual(roles);
  expect(moveSigner(roles, 0, -1)).toEqual(roles);
  expect(moveSigner(roles, 3, 1)).toEqual(roles);
});
