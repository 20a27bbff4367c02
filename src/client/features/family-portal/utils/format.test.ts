import { expect, test } from 'vitest';
import { daysAwayLabel } from './format';

test('the next check-in says how many days away it is', () => {
  expect(daysAwayLabel(0)).toBe('Today');
  expect(daysAwayLabel(1)).toBe('Tomorrow');
  expect(daysAwayLabel(6)).toBe('6 days away');
});
