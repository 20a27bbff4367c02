import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CodeSentSchema,
  LinkDocumentSchema,
  LinkDoneSchema,
  LinkPassSchema,
  LinkSaveBodySchema,
  LinkSignBodySchema,
  LinkTokenParamsSchema,
  SigningLinkSchema,
  VerifyCodeBodySchema,
} from '@shared/signing/signers.schema';
import { DeclineBodySchema, SaveFormResponseSchema } from '@shared/signing/signing.schema';
import * as links from './signing-links.service';

const tags = ['signing'];
/** The pass the right code gave, for the link's later requests. */
const passHeaders = z.object({ 'x-signing-pass': z.string().max(100).optional() });
const PUBLIC = { auth: 'public' } as const;

/**
 * The one-time signing link's pages (decision 041): public, the link's token their only key, rate-limited per
 * IP; after the e-mailed code, a short-lived pass in `x-signing-pass`.
 */
export const signingLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const limited = { onRequest: app.authRateLimits.signingLink };

  app.get(
    '/signing-links/:token',
    {
      config: PUBLIC,
      ...limited,
      schema: { tags, params: LinkTokenParamsSchema, response: { 200: SigningLinkSchema } },
    },
    async (req) => links.getSigningLink(app.ctx, req.params.token),
  );

  app.post(
    '/signing-links/:token/code',
    {
      config: PUBLIC,
      ...limited,
      schema: { tags, params: LinkTokenParamsSchema, response: { 200: CodeSentSchema } },
    },
    async (req) => links.sendLinkCode(app.ctx, req.caller, req.params.token),
  );

  app.post(
    '/signing-links/:token/verify',
    {
      config: PUBLIC,
      ...limited,
      schema: {
        tags,
        params: LinkTokenParamsSchema,
        body: VerifyCodeBodySchema,
        response: { 200: LinkPassSchema },
      },
    },
    async (req) => links.verifyLinkCode(app.ctx, req.caller, req.params.token, req.body.code),
  );

  app.get(
    '/signing-links/:token/document',
    {
      config: PUBLIC,
      ...limited,
      schema: {
        tags,
        params: LinkTokenParamsSchema,
        headers: passHeaders,
        response: { 200: LinkDocumentSchema },
      },
    },
    async (req) => links.getLinkDocument(app.ctx, req.params.token, req.headers['x-signing-pass']),
  );

  app.put(
    '/signing-links/:token/form',
    {
      config: PUBLIC,
      ...limited,
      schema: {
        tags,
        params: LinkTokenParamsSchema,
        headers: passHeaders,
        body: LinkSaveBodySchema,
        response: { 200: SaveFormResponseSchema },
      },
    },
    async (req) =>
      links.saveLinkForm(app.ctx, req.params.token, req.headers['x-signing-pass'], req.body.formData),
  );

  app.post(
    '/signing-links/:token/sign',
    {
      config: PUBLIC,
      ...limited,
      schema: {
        tags,
        params: LinkTokenParamsSchema,
        headers: passHeaders,
        body: LinkSignBodySchema,
        response: { 200: LinkDoneSchema },
      },
    },
    async (req) =>
      links.signByLink(app.ctx, req.caller, req.params.token, req.headers['x-signing-pass'], req.body),
  );

  app.post(
    '/signing-links/:token/decline',
    {
      config: PUBLIC,
      ...limited,
      schema: {
        tags,
        params: LinkTokenParamsSchema,
        headers: passHeaders,
        body: DeclineBodySchema,
        response: { 200: LinkDoneSchema },
      },
    },
    async (req) =>
      links.declineByLink(app.ctx, req.caller, req.params.token, req.headers['x-signing-pass'], req.body),
  );
};
