import { expect, test } from 'vitest';
import { hashPassword, scryptCost, verifyPassword } from './password-hash';

/** 'maple-lantern-orbit-73' hashed at full cost (N 16384), as a production server stores it. */
const FULL_COST_HASH =
  'scrypt$16384$8$1$c2FsdHNhbHRzYWx0c2FsdA==$STYEOAly+MZUZAb1Mm2y3XoMMKACOVmtvYzDQmQmyFOL1L2sEGGb6qYzIgMdyxiMOIL9ibICrHww4UssCOET3g==';

test('production and development hash at full cost; only NODE_ENV=test hashes cheaply', () => {
  expect(scryptCost('production')).toBe(16384);
  expect(scryptCost('development')).toBe(16384);
  expect(scryptCost(undefined)).toBe(16384);
  expect(scryptCost('test')).toBe(1024);
});

test('a hash carries its cost: a full-cost hash verifies under test, a test hash too, wrong passwords do not', async () => {
  expect(await verifyPassword('maple-lantern-orbit-73', FULL_COST_HASH)).toBe(true);
  expect(await verifyPassword('maple-lantern-orbit-74', FULL_COST_HASH)).toBe(false);
  const stored = await hashPassword('maple-lantern-orbit-73');
  expect(stored.split('$')[1]).toBe('1024');
  expect(await verifyPassword('maple-lantern-orbit-73', stored)).toBe(true);
  expect(await verifyPassword('maple-lantern-orbit-74', stored)).toBe(false);
});
