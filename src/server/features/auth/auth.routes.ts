import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
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
import { REFRESH_COOKIE, clearRefreshCookie, setRefreshCookie } from '../../plugins/refresh-cookie';
import * as auth from './auth.service';

/** Staff authentication (spec 01 §7 "Authentication"). Family sign-in reuses the service with kind 'family'. */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const credentialLimits = app.authRateLimits.credentials;

  app.post(
    '/auth/sign-up',
    {
      schema: { tags: ['auth'], body: SignUpBodySchema, response: { 201: SignUpResponseSchema } },
      onRequest: credentialLimits.byIp,
      preHandler: credentialLimits.byEmail,
    },
    async (req, reply) => reply.code(201).send(await auth.signUp(app.ctx, req.actor, req.body)),
  );

  app.get(
    '/auth/confirm',
    { schema: { tags: ['auth'], querystring: ConfirmQuerySchema }, onRequest: credentialLimits.byIp },
    async (req, reply) => {
      try {
        const issued = await auth.confirmEmail(app.ctx, req.actor, req.query.token);
        setRefreshCookie(reply, app.ctx, issued);
        return reply.redirect('/staff', 303);
      } catch {
        return reply.redirect('/auth?confirmation=invalid', 303);
      }
    },
  );

  app.post(
    '/auth/sign-in',
    {
      schema: { tags: ['auth'], body: SignInBodySchema, response: { 200: SessionSchema } },
      onRequest: credentialLimits.byIp,
      preHandler: credentialLimits.byEmail,
    },
    async (req, reply) => {
      const issued = await auth.signIn(app.ctx, req.actor, req.body, 'staff');
      setRefreshCookie(reply, app.ctx, issued);
      return issued.session;
    },
  );

  app.post(
    '/auth/refresh',
    {
      schema: { tags: ['auth'], response: { 200: SessionSchema } },
      onRequest: app.authRateLimits.refresh,
    },
    async (req, reply) => {
      try {
        const issued = await auth.refreshSession(app.ctx, req.actor, req.cookies[REFRESH_COOKIE]);
        setRefreshCookie(reply, app.ctx, issued);
        return issued.session;
      } catch (error) {
        clearRefreshCookie(reply, app.ctx);
        throw error;
      }
    },
  );

  app.post('/auth/sign-out', { schema: { tags: ['auth'], response: { 204: z.null() } } }, async (req, reply) => {
    await auth.signOut(app.ctx, req.actor, req.principal, req.cookies[REFRESH_COOKIE]);
    clearRefreshCookie(reply, app.ctx);
    return reply.code(204).send(null);
  });

  app.get('/auth/me', { schema: { tags: ['auth'], response: { 200: CurrentUserSchema } } }, async (req) =>
    auth.currentUser(app.ctx, req.principal),
  );

  app.get(
    '/auth/has-role',
    { schema: { tags: ['auth'], querystring: HasRoleQuerySchema, response: { 200: BooleanResultSchema } } },
    async (req) => ({ result: await auth.checkRole(app.ctx, req.principal, req.query.role, req.query.userId) }),
  );

  app.get(
    '/auth/has-permission',
    { schema: { tags: ['auth'], querystring: HasPermissionQuerySchema, response: { 200: BooleanResultSchema } } },
    async (req) => ({
      result: await auth.checkPermission(app.ctx, req.principal, req.query.permission, req.query.userId),
    }),
  );
};
