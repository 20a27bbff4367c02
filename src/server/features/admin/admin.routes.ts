import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ApproveAccountBodySchema,
  AssignRoleBodySchema,
  FamilyAccessSettingsSchema,
  ListStaffUsersQuerySchema,
  PendingAccountCountSchema,
  PermissionListSchema,
  SetUserPermissionBodySchema,
  StaffUserPageSchema,
  UserIdParamsSchema,
  UserPermissionParamsSchema,
  UserPermissionsSchema,
  UserRoleParamsSchema,
} from '@shared/admin/admin.schema';
import {
  InvitationIdParamsSchema,
  InviteStaffBodySchema,
  StaffInvitationListSchema,
  StaffInvitationSchema,
} from '@shared/admin/staff-invitations.schema';
import * as approval from './account-approval.service';
import * as admin from './admin.service';
import * as familyAccess from './family-access.service';
import * as invitations from './staff-invitations.service';

const noContent = { 204: z.null() };

/**
 * User Management (manage_users), Permissions (manage_permissions) and System Configuration's family access
 * (system_configuration).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/system/family-access',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: { tags: ['admin'], response: { 200: FamilyAccessSettingsSchema } },
    },
    async (req) => familyAccess.getFamilyAccessSettings(app.ctx, req.caller),
  );

  app.put(
    '/staff/system/family-access',
    {
      config: { auth: 'staff', permission: 'system_configuration' },
      schema: {
        tags: ['admin'],
        body: FamilyAccessSettingsSchema,
        response: { 200: FamilyAccessSettingsSchema },
      },
    },
    async (req) => familyAccess.updateFamilyAccessSettings(app.ctx, req.caller, req.body),
  );

  app.get(
    '/admin/users',
    {
      config: { auth: 'staff', permission: ['manage_users', 'manage_permissions'] },
      schema: {
        tags: ['admin'],
        querystring: ListStaffUsersQuerySchema,
        response: { 200: StaffUserPageSchema },
      },
    },
    async (req) => admin.listStaffUsers(app.ctx, req.caller, req.query),
  );

  app.get(
    '/admin/users/pending-count',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: { tags: ['admin'], response: { 200: PendingAccountCountSchema } },
    },
    async (req) => approval.countPendingAccounts(app.ctx, req.caller),
  );

  app.post(
    '/admin/users/:userId/approve',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: {
        tags: ['admin'],
        params: UserIdParamsSchema,
        body: ApproveAccountBodySchema,
        response: noContent,
      },
    },
    async (req, reply) => {
      await approval.approveAccount(app.ctx, req.caller, req.params.userId, req.body.role);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:userId/decline',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: { tags: ['admin'], params: UserIdParamsSchema, response: noContent },
    },
    async (req, reply) => {
      await approval.declineAccount(app.ctx, req.caller, req.params.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/admin/users/:userId/roles',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: {
        tags: ['admin'],
        params: UserIdParamsSchema,
        body: AssignRoleBodySchema,
        response: noContent,
      },
    },
    async (req, reply) => {
      await admin.assignRole(app.ctx, req.caller, req.params.userId, req.body.role);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/users/:userId/roles/:role',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: { tags: ['admin'], params: UserRoleParamsSchema, response: noContent },
    },
    async (req, reply) => {
      await admin.removeRole(app.ctx, req.caller, req.params.userId, req.params.role);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/invitations',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: { tags: ['admin'], response: { 200: StaffInvitationListSchema } },
    },
    async (req) => invitations.listStaffInvitations(app.ctx, req.caller),
  );

  app.post(
    '/admin/invitations',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: { tags: ['admin'], body: InviteStaffBodySchema, response: { 201: StaffInvitationSchema } },
    },
    async (req, reply) => reply.code(201).send(await invitations.inviteStaff(app.ctx, req.caller, req.body)),
  );

  app.post(
    '/admin/invitations/:invitationId/resend',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: {
        tags: ['admin'],
        params: InvitationIdParamsSchema,
        response: { 200: StaffInvitationSchema },
      },
    },
    async (req) => invitations.resendStaffInvitation(app.ctx, req.caller, req.params.invitationId),
  );

  app.delete(
    '/admin/invitations/:invitationId',
    {
      config: { auth: 'staff', permission: 'manage_users' },
      schema: { tags: ['admin'], params: InvitationIdParamsSchema, response: noContent },
    },
    async (req, reply) => {
      await invitations.revokeStaffInvitation(app.ctx, req.caller, req.params.invitationId);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/admin/permissions',
    {
      config: { auth: 'staff', permission: 'manage_permissions' },
      schema: { tags: ['admin'], response: { 200: PermissionListSchema } },
    },
    async (req) => admin.listPermissions(app.ctx, req.caller),
  );

  app.get(
    '/admin/users/:userId/permissions',
    {
      config: { auth: 'staff', permission: 'manage_permissions' },
      schema: { tags: ['admin'], params: UserIdParamsSchema, response: { 200: UserPermissionsSchema } },
    },
    async (req) => admin.getUserPermissions(app.ctx, req.caller, req.params.userId),
  );

  app.put(
    '/admin/users/:userId/permissions/:permission',
    {
      config: { auth: 'staff', permission: 'manage_permissions' },
      schema: {
        tags: ['admin'],
        params: UserPermissionParamsSchema,
        body: SetUserPermissionBodySchema,
        response: noContent,
      },
    },
    async (req, reply) => {
      const { userId, permission } = req.params;
      await admin.setUserPermission(app.ctx, req.caller, userId, permission, req.body.granted);
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/admin/users/:userId/permissions/:permission',
    {
      config: { auth: 'staff', permission: 'manage_permissions' },
      schema: { tags: ['admin'], params: UserPermissionParamsSchema, response: noContent },
    },
    async (req, reply) => {
      await admin.resetUserPermission(app.ctx, req.caller, req.params.userId, req.params.permission);
      return reply.code(204).send(null);
    },
  );
};
