import { z } from 'zod';
import { AccessStatusSchema, PermissionKeySchema, RoleSchema } from '../auth/auth.schema';
import { PaginationQuerySchema, pageOf } from '../pagination';
import { searchText } from '../text/safe-text';

export const StaffUserSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  display_name: z.string().nullable(),
  roles: z.array(RoleSchema),
  /** Effective permissions (role defaults with grants and revocations applied). */
  permissions: z.array(PermissionKeySchema),
  email_confirmed: z.boolean(),
  access_status: AccessStatusSchema,
  last_sign_in_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
});
export type StaffUser = z.infer<typeof StaffUserSchema>;

export const ListStaffUsersQuerySchema = PaginationQuerySchema.extend({
  search: searchText,
  /** Approved accounts by default; 'pending' lists sign-ups waiting for an administrator, oldest first. */
  status: AccessStatusSchema.default('approved'),
});
export const StaffUserPageSchema = pageOf(StaffUserSchema);
export type StaffUserPage = z.infer<typeof StaffUserPageSchema>;

export const UserIdParamsSchema = z.object({ userId: z.uuid() });
export const UserRoleParamsSchema = z.object({ userId: z.uuid(), role: RoleSchema });
export const AssignRoleBodySchema = z.object({ role: RoleSchema });
/** Approving a sign-up gives it its first role. */
export const ApproveAccountBodySchema = AssignRoleBodySchema;
export const PendingAccountCountSchema = z.object({ count: z.number().int().nonnegative() });

export const PermissionSchema = z.object({
  id: PermissionKeySchema,
  name: z.string(),
  description: z.string(),
  category: z.string(),
});
export type Permission = z.infer<typeof PermissionSchema>;
export const PermissionListSchema = z.array(PermissionSchema);

/** One row of the Manage Permissions dialog: where the permission comes from for this user. */
export const UserPermissionStateSchema = z.object({
  permission: PermissionKeySchema,
  /** What the user ends up with. */
  effective: z.boolean(),
  /** Whether one of the user's roles grants it by default. */
  fromRole: z.boolean(),
  /** The per-user override: true granted, false revoked, null none. */
  override: z.boolean().nullable(),
});
export const UserPermissionsSchema = z.object({
  userId: z.uuid(),
  roles: z.array(RoleSchema),
  permissions: z.array(UserPermissionStateSchema),
});
export type UserPermissions = z.infer<typeof UserPermissionsSchema>;

export const UserPermissionParamsSchema = z.object({ userId: z.uuid(), permission: PermissionKeySchema });
/** Set `granted` to grant or revoke explicitly; DELETE the override to fall back to the role default. */
export const SetUserPermissionBodySchema = z.object({ granted: z.boolean() });

// ---- GET/PUT /api/staff/system/family-access (system_configuration) --------------------------------

/** Who reads which family: caseworkers (manage_assigned_families) their own families, or every family. */
export const FamilyAccessSettingsSchema = z.object({
  /** Off by default: caseworkers read only the families assigned to them; on, they read every family. */
  caseworkersReadAllFamilies: z.boolean(),
});
export type FamilyAccessSettings = z.infer<typeof FamilyAccessSettingsSchema>;
