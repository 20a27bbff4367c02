import { expect, test } from 'vitest';
import {
  effectivePermissions,
  grantableRoles,
  guardsFamilyRecords,
  hasPermission,
  hasRole,
  mayChangeRole,
  PERMISSION_CATALOGUE,
  PERMISSION_KEYS,
  roleLabel,
} from './permissions';

test('role label is Super Admin, else Admin, else Caseworker, else Staff', () => {
  expect(roleLabel(['staff', 'super_admin'])).toBe('Super Admin');
  expect(roleLabel(['admin', 'staff'])).toBe('Admin');
  expect(roleLabel(['caseworker', 'staff'])).toBe('Caseworker');
  expect(roleLabel(['staff'])).toBe('Staff');
  expect(roleLabel([])).toBe('Staff');
  expect(roleLabel(null)).toBe('Staff');
});

test('a failed or empty permission lookup counts as denied', () => {
  expect(hasPermission(undefined, 'view_dashboard')).toBe(false);
  expect(hasPermission(null, 'view_dashboard')).toBe(false);
  expect(hasPermission([], 'view_dashboard')).toBe(false);
  expect(hasPermission(['view_dashboard'], 'view_dashboard')).toBe(true);
  expect(hasRole(null, 'admin')).toBe(false);
});

test('super admin holds every permission even when one is revoked', () => {
  expect(effectivePermissions(['super_admin'], [{ permission: 'manage_users', granted: false }])).toEqual([
    ...PERMISSION_KEYS,
  ]);
});

test('staff holds only view_dashboard until granted more', () => {
  expect(effectivePermissions(['staff'], [])).toEqual(['view_dashboard']);
  expect(effectivePermissions(['staff'], [{ permission: 'manage_documents', granted: true }])).toEqual([
    'view_dashboard',
    'manage_documents',
  ]);
});

test('an explicit revocation removes a role default', () => {
  const perms = effectivePermissions(['admin'], [{ permission: 'manage_users', granted: false }]);
  expect(perms).not.toContain('manage_users');
  expect(perms).toContain('manage_families');
  expect(perms).not.toContain('manage_permissions');
});

test('a user with no role holds nothing', () => {
  expect(effectivePermissions([], [])).toEqual([]);
});

test('the catalogue describes each of the 12 spec permission keys, manage_assigned_families, the two of background checks and approve_families once', () => {
  expect(PERMISSION_CATALOGUE.map((p) => p.key).sort()).toEqual([...PERMISSION_KEYS].sort());
  expect(PERMISSION_KEYS).toHaveLength(16);
});

test('a caseworker holds the dashboard and their assigned families, nothing agency-wide', () => {
  expect(effectivePermissions(['caseworker'], [])).toEqual([
    'view_dashboard',
    'manage_assigned_families',
    'view_background_checks',
  ]);
  expect(guardsFamilyRecords(['manage_documents'])).toBe(true);
  expect(guardsFamilyRecords(['view_analytics'])).toBe(false);
});

test('only a super admin may give or take the super admin role', () => {
  expect(grantableRoles(['admin'])).toEqual(['admin', 'caseworker', 'staff']);
  expect(grantableRoles(['staff', 'admin'])).toEqual(['admin', 'caseworker', 'staff']);
  expect(grantableRoles(['super_admin'])).toEqual(['super_admin', 'admin', 'caseworker', 'staff']);
  expect(mayChangeRole(['admin'], 'super_admin')).toBe(false);
  expect(mayChangeRole(null, 'admin')).toBe(true);
});
