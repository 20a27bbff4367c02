import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SessionSchema, SignInBodySchema } from '@shared/auth/auth.schema';
import {
  DemoFamilyAvailabilitySchema,
  InvitationCheckBodySchema,
  InvitationStatusSchema,
  PasswordResetRequestBodySchema,
  SetPasswordWithTokenBodySchema,
} from '@shared/auth/family-auth.schema';
import { setRefreshCookie } from '../../plugins/refresh-cookie';
import * as sessions from './sessions.service';
import * as familyAuth from './family-auth.service';

const session = { 200: SessionSchema };
const noContent = { 204: z.null() };

/** Family sign-in, the demo family, and the e-mailed links (password reset for everyone, family invitations). */
export const familyAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  const credentialLimits = app.authRateLimits.credentials;

  app.post(
    '/auth/family/sign-in',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], body: SignInBodySchema, response: session },
      onRequest: credentialLimits.byIp,
      preHandler: credentialLimits.byEmail,
    },
    async (req, reply) => {
      const issued = await sessions.signIn(app.ctx, req.caller, req.body, 'family');
      setRefreshCookie(reply, app.ctx, issued);
      return issued.session;
    },
  );

  app.get(
    '/auth/demo-family',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], response: { 200: DemoFamilyAvailabilitySchema } },
    },
    async () => ({ available: app.ctx.config.demoMode }),
  );

  // No secret is checked here, so the (more generous) refresh limit applies rather than the credential one.
  app.post(
    '/auth/demo-family',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], response: session },
      onRequest: app.authRateLimits.refresh,
    },
    async (req, reply) => {
      const issued = await familyAuth.signInDemoFamily(app.ctx, req.caller);
      setRefreshCookie(reply, app.ctx, issued);
      return issued.session;
    },
  );

  app.post(
    '/auth/password-reset',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], body: PasswordResetRequestBodySchema, response: noContent },
      onRequest: credentialLimits.byIp,
      preHandler: credentialLimits.byEmail,
    },
    async (req, reply) => {
      await familyAuth.requestPasswordReset(app.ctx, req.caller, req.body.email);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/auth/password-reset/confirm',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], body: SetPasswordWithTokenBodySchema, response: noContent },
      onRequest: credentialLimits.byIp,
    },
    async (req, reply) => {
      await familyAuth.confirmPasswordReset(app.ctx, req.caller, req.body);
      return reply.code(204).send(null);
    },
  );

  // POST so the token stays out of access logs; limited like the other link routes (no guessing tokens).
  app.post(
    '/auth/invitations/check',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], body: InvitationCheckBodySchema, response: { 200: InvitationStatusSchema } },
      onRequest: credentialLimits.byIp,
    },
    async (req) => familyAuth.checkInvitation(app.ctx, req.body.token),
  );

  app.post(
    '/auth/invitations/accept',
    {
      config: { auth: 'public' },
      schema: { tags: ['auth'], body: SetPasswordWithTokenBodySchema, response: session },
      onRequest: credentialLimits.byIp,
    },
    async (req, reply) => {
      const issued = await familyAuth.acceptInvitation(app.ctx, req.caller, req.body);
      setRefreshCookie(reply, app.ctx, issued);
      return issued.session;
    },
  );
};
