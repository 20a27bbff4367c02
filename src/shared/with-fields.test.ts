import { expect, test } from 'vitest';
import { withFields } from './with-fields';

test('withFields gives the row with the fields added or replaced, and leaves the row as it was', () => {
  const row = { id: 'a', submittedAt: '2026-01-02T03:04:05.000Z', step: 2 };
  const copy = withFields(row, { submittedAt: new Date('2026-01-02T03:04:05.000Z'), label: 'x' });
  expect(copy).toEqual({ id: 'a', submittedAt: new Date('2026-01-02T03:04:05.000Z'), step: 2, label: 'x' });
  expect(row).toEqual({ id: 'a', submittedAt: '2026-01-02T03:04:05.000Z', step: 2 });
  expect(copy).not.toBe(row);
});
