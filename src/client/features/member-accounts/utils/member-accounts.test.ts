import { expect, test } from 'vitest';
import type { MemberAccount } from '@shared/member-accounts/member-accounts.schema';
import { accountStateOf, inviteEmailProblem, itemActionOf, mayHaveOwnAccount } from './member-accounts';

test('an adult who is not an applicant may have an account of their own, whatever their age says', () => {
  expect(mayHaveOwnAccount({ role: 'adult', age: 67 })).toBe(true);
  expect(mayHaveOwnAccount({ role: 'adult', age: 18 })).toBe(true);
  expect(mayHaveOwnAccount({ role: 'adult', age: null })).toBe(true);
});

test('applicants, children and a member under 18 may not', () => {
  expect(mayHaveOwnAccount({ role: 'primary_applicant', age: 40 })).toBe(false);
  expect(mayHaveOwnAccount({ role: 'co_applicant', age: 40 })).toBe(false);
  expect(mayHaveOwnAccount({ role: 'child', age: null })).toBe(false);
  expect(mayHaveOwnAccount({ role: 'adult', age: 17 })).toBe(false);
});

const account = (memberId: string, status: MemberAccount['status']): MemberAccount => ({
  memberId,
  email: `${memberId}@example.com`,
  status,
  invitedAt: '2026-03-01T10:00:00.000Z',
});

test("a member's account state is found by their id: none, invited or active with its address", () => {
  const accounts = [account('a', 'invited'), account('b', 'active')];
  expect(accountStateOf(accounts, 'a')).toEqual({ kind: 'invited', email: 'a@example.com' });
  expect(accountStateOf(accounts, 'b')).toEqual({ kind: 'active', email: 'b@example.com' });
  expect(accountStateOf(accounts, 'c')).toEqual({ kind: 'none' });
});

test('an open item is filled in online or handed in as a file; one the agency has asks nothing more', () => {
  expect(itemActionOf({ fillsOnline: true, status: 'pending' })).toBe('openForm');
  expect(itemActionOf({ fillsOnline: true, status: 'rejected' })).toBe('openForm');
  expect(itemActionOf({ fillsOnline: false, status: 'pending' })).toBe('upload');
  expect(itemActionOf({ fillsOnline: false, status: 'rejected' })).toBe('upload');
  expect(itemActionOf({ fillsOnline: false, status: 'expired' })).toBe('upload');
  for (const status of ['submitted', 'completed', 'approved', 'waived']) {
    expect(itemActionOf({ fillsOnline: true, status }), status).toBeNull();
    expect(itemActionOf({ fillsOnline: false, status }), status).toBeNull();
  }
});

test('the invitation asks for an address that looks like one', () => {
  expect(inviteEmailProblem('  ')).toBe('required');
  expect(inviteEmailProblem('grandma')).toBe('email');
  expect(inviteEmailProblem(`${'a'.repeat(250)}@b.co`)).toBe('email');
  expect(inviteEmailProblem(' rosa@example.com ')).toBeNull();
});
