import type { UserPermissions } from '@shared/admin/admin.schema';

export type PermissionState = UserPermissions['permissions'][number];

/** Grant or revoke explicitly (PUT), or drop the override and fall back to the role default (DELETE). */
export type PermissionChange = { kind: 'set'; granted: boolean } | { kind: 'reset' };

/**
 * What flipping a permission's switch to `enabled` means: back to what the role gives is a reset;
 * anything else is an explicit grant (the role lacks it) or revocation (the role gives it).
 */
export function permissionChange(
  state: Pick<PermissionState, 'fromRole'>,
  enabled: boolean,
): PermissionChange {
  return enabled === state.fromRole ? { kind: 'reset' } : { kind: 'set', granted: enabled };
}

/** The row as it will look once the change is saved (for the optimistic update). */
export function applyPermissionChange(state: PermissionState, change: PermissionChange): PermissionState {
  if (change.kind === 'reset') return { ...state, effective: state.fromRole, override: null };
  return { ...state, effective: change.granted, override: change.granted };
}
