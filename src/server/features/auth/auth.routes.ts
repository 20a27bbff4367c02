import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CONFIRMED_SIGN_UP_PARAM, PATHS } from '@shared/paths';
import {
  BooleanResultSchema,
  ConfirmQuerySchema,
  CurrentUserSchema,
  HasPermissionQuerySchema,
  HasRoleQuerySchema,
  SessionSchema,
  SignInBodySchema,
  SignUpBodySchema,
  SignUpResponseSchema,
} from '@shared/auth/auth.schema';
import { InvitationStatusSchema } from '@shared/auth/family-auth.schema';
import {
  AcceptStaffInvitationBodySchema,
  StaffInvitationCheckBodySchema,
} from '@shared/admin/staff-invitations.schema';
import { REFRESH_COOKIE, clearRefreshCookie, setRefreshCookie } from '../../plugins/refresh-cookie';
import { sameOriginJson } from '../../plugins/same-origin';
import * as sessions from './sessions.service';
import * as staffAuth from './staff-auth.service';
import * as staffInvitation from './staff-invitation.service';

/** Staff authentication (spec 01 §7 "Authentication"). Family sign-in reuses the service with kind 'family'. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const credentialLimits = app.authRateLimits.credentials;
  const cookieRequest = sameOriginJson(app.ctx.config.appOrigin);

  app.post(
    '/auth/sign-up',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], body: SignUpBodySchema, response: { 201: SignUpResponseSchema } },
      onRequest: credentialLimits.byIp,
      preHandler: credentialLimits.byEmail,
    },
    async (req, reply) => reply.code(201).send(await staffAuth.signUp(app.ctx, req.caller, req.body)),
  );

  app.get(
    '/auth/confirm',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], querystring: ConfirmQuerySchema },
      onRequest: credentialLimits.byIp,
    },
    async (req, reply) => {
      try {
        const issued = await staffAuth.confirmEmail(app.ctx, req.caller, req.query.token);
        setRefreshCookie(reply, app.ctx, issued);
        return reply.redirect(`${PATHS.staffDashboard}?${CONFIRMED_SIGN_UP_PARAM}=1`, 303);
      } catch {
        return reply.redirect('/auth?confirmation=invalid', 303);
      }
    },
  );

  app.post(
    '/auth/sign-in',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], body: SignInBodySchema, response: { 200: SessionSchema } },
      onRequest: credentialLimits.byIp,
      preHandler: credentialLimits.byEmail,
    },
    async (req, reply) => {
      const issued = await sessions.signIn(app.ctx, req.caller, req.body, 'staff');
      setRefreshCookie(reply, app.ctx, issued);
      return issued.session;
    },
  );

  // An invited staff member's link (Invite staff); POST keeps the token out of access logs.
  app.post(
    '/auth/staff-invitations/check',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        body: StaffInvitationCheckBodySchema,
        response: { 200: InvitationStatusSchema },
      },
      onRequest: credentialLimits.byIp,
    },
    async (req) => staffInvitation.checkStaffInvitation(app.ctx, req.body.token),
  );

  app.post(
    '/auth/staff-invitations/accept',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], body: AcceptStaffInvitationBodySchema, response: { 200: SessionSchema } },
      onRequest: credentialLimits.byIp,
    },
    async (req, reply) => {
      const issued = await staffInvitation.acceptStaffInvitation(app.ctx, req.caller, req.body);
      setRefreshCookie(reply, app.ctx, issued);
      return issued.session;
    },
  );

  app.post(
    '/auth/refresh',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], response: { 200: SessionSchema } },
      onRequest: [cookieRequest, app.authRateLimits.refresh],
    },
    async (req, reply) => {
      try {
        const issued = await sessions.refreshSession(app.ctx, req.caller, req.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, app.ctx, issued);
        return issued.session;
      } catch (error) {
        clearRefreshCookie(reply, app.ctx);
        throw error;
      }
    },
  );

  app.post(
    '/auth/sign-out',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], response: { 204: z.null() } },
      onRequest: cookieRequest,
    },
    async (req, reply) => {
      await sessions.signOut(app.ctx, req.caller, req.cookies[REFRESH_COOKIE]);
      clearRefreshCookie(reply, app.ctx);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/auth/me',
    { config: { auth: 'staff-or-family' }, schema: { tags: ['auth'], response: { 200: CurrentUserSchema } } },
    async (req) => sessions.currentUser(req.caller),
  );

  app.get(
    '/auth/has-role',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], querystring: HasRoleQuerySchema, response: { 200: BooleanResultSchema } },
    },
    async (req) => ({
      result: await staffAuth.checkRole(app.ctx, req.caller, req.query.role, req.query.userId),
    }),
  );

  app.get(
    '/auth/has-permission',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['auth'],
        querystring: HasPermissionQuerySchema,
        response: { 200: BooleanResultSchema },
      },
    },
    async (req) => ({
      result: await staffAuth.checkPermission(app.ctx, req.caller, req.query.permission, req.query.userId),
    }),
  );
};
