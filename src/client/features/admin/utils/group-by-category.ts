import type { Permission } from '@shared/admin/admin.schema';

export interface PermissionCategory {
  category: string;
  permissions: Permission[];
}

/** Groups permissions by category, keeping the order in which categories and permissions arrive. */
export function groupByCategory(permissions: readonly Permission[]): PermissionCategory[] {
  const groups = new Map<string, Permission[]>();
  for (const permission of permissions) {
    const group = groups.get(permission.category);
    if (group) group.push(permission);
    else groups.set(permission.category, [permission]);
  }
  return [...groups].map(([category, items]) => ({ category, permissions: items }));
}
