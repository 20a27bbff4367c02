import { expect, test } from 'vitest';
import { emptyTeamRow, hasTeamErrors, supportTeamErrors, teamRows, toSupportStaffBody } from './support-team';

const caseworker = {
  userId: '00000000-0000-4000-8000-0000000000a1',
  name: 'Sarah Johnson',
  roleTitle: 'Caseworker',
  email: 'sarah@example.org',
  avatarUrl: null,
};

test('the editor starts from the current team with distinct row keys', () => {
  const rows = teamRows([caseworker, { ...caseworker, userId: '00000000-0000-4000-8000-0000000000a2' }]);
  expect(rows.map((row) => row.name)).toEqual(['Sarah Johnson', 'Sarah Johnson']);
  expect(new Set(rows.map((row) => row.key)).size).toBe(2);
});

test('every row needs a staff member and a role title', () => {
  const errors = supportTeamErrors([emptyTeamRow()]);
  expect(errors).toEqual([{ user: 'Choose a staff member', roleTitle: 'Role title is required' }]);
  expect(hasTeamErrors(errors)).toBe(true);
});

test('the same staff member cannot appear twice', () => {
  const [first] = teamRows([caseworker]);
  const errors = supportTeamErrors([first!, { ...first!, key: 'other', roleTitle: 'Licensing Worker' }]);
  expect(errors[1]).toEqual({ user: 'This staff member is already on the team' });
});

test('role titles longer than 80 characters are refused', () => {
  const [row] = teamRows([{ ...caseworker, roleTitle: 'x'.repeat(81) }]);
  expect(supportTeamErrors([row!])[0]).toEqual({ roleTitle: 'Role title must be at most 80 characters' });
});

test('a valid team is sent in display order with trimmed titles', () => {
  const [row] = teamRows([{ ...caseworker, roleTitle: ' Caseworker ' }]);
  expect(hasTeamErrors(supportTeamErrors([row!]))).toBe(false);
  expect(toSupportStaffBody([row!])).toEqual({
    members: [{ userId: caseworker.userId, roleTitle: 'Caseworker' }],
  });
  expect(toSupportStaffBody([])).toEqual({ members: [] });
});
