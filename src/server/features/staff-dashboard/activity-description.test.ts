import { expect, test } from 'vitest';
import { describeActivity } from './activity-description';

test('known actions read as sentences with the actor name', () => {
  expect(describeActivity('auth.sign_in', 'Sam Rivera', null)).toBe('Sam Rivera signed in');
  expect(describeActivity('user.permission_granted', 'Sam Rivera', { permission: 'view_analytics' })).toBe(
    'Sam Rivera granted view_analytics',
  );
});

test('unknown actions and actors still read', () => {
  expect(describeActivity('family.step_advanced', null, null)).toBe('Someone: family step advanced');
});
