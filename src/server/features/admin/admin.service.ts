import {
  effectivePermissions,
  mayChangeRole,
  PERMISSION_KEYS,
  ROLE_DEFAULT_PERMISSIONS,
  type PermissionKey,
  type Role,
} from '@shared/auth/permissions';
import type { Permission, StaffUserPage, UserPermissions } from '@shared/admin/admin.schema';
import type { AccessStatus } from '@shared/auth/auth.schema';
import { AppError } from '../../lib/app-error';
import { writeAudit } from '../../lib/audit';
import type { AppContext } from '../../lib/context';
import { type Caller, requireStaffPermission } from '../../lib/caller';
import type { Conn } from '../../db/client';
import * as repo from './admin.repository';

/** User Management and the Users & Roles tab both list staff users. */
export async function listStaffUsers(
  ctx: AppContext,
  caller: Caller,
  query: { search?: string; status: AccessStatus; page: number; pageSize: number },
): Promise<StaffUserPage> {
  requireStaffPermission(caller, 'manage_users', 'manage_permissions');
  const { rows, total } = await repo.listStaffUsers(ctx.db, query);
  const ids = rows.map((r) => r.id);
  const [roles, overrides] = await Promise.all([
    repo.findRolesOf(ctx.db, ids),
    repo.findOverridesOf(ctx.db, ids),
  ]);
  return {
    items: rows.map((row) => {
      const userRoles = roles.filter((r) => r.userId === row.id).map((r) => r.role as Role);
      const userOverrides = overrides
        .filter((o) => o.userId === row.id)
        .map((o) => ({ permission: o.permission as PermissionKey, granted: o.granted }));
      return {
        id: row.id,
        email: row.email,
        display_name: row.displayName,
        roles: userRoles,
        permissions: effectivePermissions(userRoles, userOverrides),
        email_confirmed: row.emailConfirmedAt !== null,
        access_status: row.accessStatus as AccessStatus,
        last_sign_in_at: row.lastSignInAt?.toISOString() ?? null,
        created_at: row.createdAt.toISOString(),
      };
    }),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

async function requireTarget(db: Conn, userId: string) {
  const target = await repo.findStaffUser(db, userId);
  if (!target) throw new AppError('NOT_FOUND', { message: 'No staff user with this id.' });
  return target;
}

/** Roles and permissions are given to approved accounts only; a sign-up is approved first. */
async function requireApprovedTarget(db: Conn, userId: string) {
  const target = await requireTarget(db, userId);
  if (target.accessStatus !== 'approved') {
    throw new AppError('CONFLICT', {
      message: 'Approve this account before changing its roles or permissions.',
    });
  }
  return target;
}

/** The shared rule (`mayChangeRole`), which also decides what the client's role menus offer. */
export function requireMayGrantRole(me: { roles: readonly Role[] }, role: Role) {
  if (!mayChangeRole(me.roles, role)) {
    throw new AppError('FORBIDDEN', { message: 'Only a super admin can grant the super admin role.' });
  }
}

export async function assignRole(ctx: AppContext, caller: Caller, userId: string, role: Role) {
  requireMayGrantRole(requireStaffPermission(caller, 'manage_users'), role);
  await ctx.db.transaction(async (tx) => {
    const target = await requireApprovedTarget(tx, userId);
    if (await repo.insertRole(tx, userId, role)) {
      await writeAudit(tx, caller.actor, {
        action: 'user.role_assigned',
        objectType: 'user',
        objectId: userId,
        details: { role, userName: target.name },
      });
    }
  });
}

/** Removing roles never leaves the agency without a super admin. */
export async function removeRole(ctx: AppContext, caller: Caller, userId: string, role: Role) {
  const me = requireStaffPermission(caller, 'manage_users');
  if (!mayChangeRole(me.roles, role)) {
    throw new AppError('FORBIDDEN', { message: 'Only a super admin can remove the super admin role.' });
  }
  await ctx.db.transaction(async (tx) => {
    const target = await requireTarget(tx, userId);
    if (role === 'super_admin') {
      const superAdmins = await repo.lockSuperAdmins(tx);
      if (superAdmins.length <= 1 && superAdmins.some((s) => s.userId === userId)) {
        throw new AppError('CONFLICT', { message: 'The last super admin cannot lose the super admin role.' });
      }
    }
    if (await repo.deleteRole(tx, userId, role)) {
      await writeAudit(tx, caller.actor, {
        action: 'user.role_removed',
        objectType: 'user',
        objectId: userId,
        details: { role, userName: target.name },
      });
    }
  });
}

export async function listPermissions(ctx: AppContext, caller: Caller): Promise<Permission[]> {
  requireStaffPermission(caller, 'manage_permissions');
  const rows = await repo.listPermissions(ctx.db);
  return rows.map((row) => ({ ...row, id: row.id as PermissionKey }));
}

export async function getUserPermissions(
  ctx: AppContext,
  caller: Caller,
  userId: string,
): Promise<UserPermissions> {
  requireStaffPermission(caller, 'manage_permissions');
  await requireTarget(ctx.db, userId);
  const [roleRows, overrideRows] = await Promise.all([
    repo.findRolesOf(ctx.db, [userId]),
    repo.findOverridesOf(ctx.db, [userId]),
  ]);
  const roles = roleRows.map((r) => r.role as Role);
  const overrides = overrideRows.map((o) => ({
    permission: o.permission as PermissionKey,
    granted: o.granted,
  }));
  const effective = new Set(effectivePermissions(roles, overrides));
  const fromRole = new Set(roles.flatMap((role) => ROLE_DEFAULT_PERMISSIONS[role]));
  return {
    userId,
    roles,
    permissions: PERMISSION_KEYS.map((permission) => ({
      permission,
      effective: effective.has(permission),
      fromRole: fromRole.has(permission),
      override: overrides.find((o) => o.permission === permission)?.granted ?? null,
    })),
  };
}

export async function setUserPermission(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  permission: PermissionKey,
  granted: boolean,
) {
  requireStaffPermission(caller, 'manage_permissions');
  await ctx.db.transaction(async (tx) => {
    const target = await requireApprovedTarget(tx, userId);
    await repo.upsertOverride(tx, userId, permission, granted, ctx.now());
    await writeAudit(tx, caller.actor, {
      action: granted ? 'user.permission_granted' : 'user.permission_revoked',
      objectType: 'user',
      objectId: userId,
      details: { permission, userName: target.name },
    });
  });
}

export async function resetUserPermission(
  ctx: AppContext,
  caller: Caller,
  userId: string,
  permission: PermissionKey,
) {
  requireStaffPermission(caller, 'manage_permissions');
  await ctx.db.transaction(async (tx) => {
    const target = await requireTarget(tx, userId);
    if (await repo.deleteOverride(tx, userId, permission)) {
      await writeAudit(tx, caller.actor, {
        action: 'user.permission_reset',
        objectType: 'user',
        objectId: userId,
        details: { permission, userName: target.name },
      });
    }
  });
}
