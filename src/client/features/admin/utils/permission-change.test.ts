import { expect, test } from 'vitest';
import { applyPermissionChange, permissionChange, type PermissionState } from './permission-change';

const row = (fromRole: boolean, override: boolean | null): PermissionState => ({
  permission: 'manage_documents',
  fromRole,
  override,
  effective: override ?? fromRole,
});

test('switching on a permission the role does not give grants it explicitly', () => {
  expect(permissionChange(row(false, null), true)).toEqual({ kind: 'set', granted: true });
});

test('switching off a role default revokes it explicitly', () => {
  expect(permissionChange(row(true, null), false)).toEqual({ kind: 'set', granted: false });
});

test('switching a revoked role default back on resets it to the role', () => {
  expect(permissionChange(row(true, false), true)).toEqual({ kind: 'reset' });
});

test('switching an explicit grant back off resets it to the role', () => {
  expect(permissionChange(row(false, true), false)).toEqual({ kind: 'reset' });
});

test('the optimistic row follows the change', () => {
  expect(applyPermissionChange(row(false, null), { kind: 'set', granted: true })).toMatchObject({
    effective: true,
    override: true,
  });
  expect(applyPermissionChange(row(true, false), { kind: 'reset' })).toMatchObject({
    effective: true,
    override: null,
  });
});
