import type { PermissionKey } from '@shared/auth/permissions';

export interface StaffUsersParams {
  search: string;
  page: number;
  pageSize: number;
}

/** Query keys of the admin feature; `allUsers` and `allUserPermissions` are the prefixes to invalidate. */
export const adminQueryKeys = {
  allUsers: ['admin', 'users'] as const,
  users: (params: StaffUsersParams) => ['admin', 'users', params] as const,
  allUserPermissions: ['admin', 'user-permissions'] as const,
  permissions: ['admin', 'permissions'] as const,
  userPermissions: (userId: string) => ['admin', 'user-permissions', userId] as const,
};

export function userPermissionPath(userId: string, permission: PermissionKey): string {
  return `/admin/users/${encodeURIComponent(userId)}/permissions/${encodeURIComponent(permission)}`;
}
