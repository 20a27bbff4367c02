import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DocumentCenterSchema,
  DocumentIdParamsSchema,
  SaveFormBodySchema,
  SaveFormResponseSchema,
  SealedVersionParamsSchema,
  DeclineBodySchema,
  SendLinkBodySchema,
  SignBodySchema,
  SignerParamsSchema,
  SigningDocumentSchema,
  SignResponseSchema,
  StartDocumentBodySchema,
  StartDocumentResponseSchema,
  SubmitBodySchema,
  SubmitResponseSchema,
  VerificationSchema,
  VerifyCodeParamsSchema,
} from '@shared/signing/signing.schema';
import { VERIFY_UPLOAD_MAX_BYTES } from '@shared/signing/signing.limits';
import { readUpload } from '../../lib/http/read-upload';
import { privateFileCaching, sendFile } from '../../lib/http/send-file';
import * as center from './document-center.service';
import * as sealedFiles from './sealed-files.service';
import * as links from './signing-links.service';
import * as signing from './signing.service';
import * as verification from './verification.service';

const tags = ['signing'];
const fileResponse = { 200: z.any().describe('The sealed PDF') };

/** The family's Document Center and signing (spec 02 §2), and the public verification of sealed PDFs. */
export const signingRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.hasContentTypeParser('multipart/form-data')) await app.register(multipart);
  app.get(
    '/family/signing/documents',
    { config: { auth: 'family' }, schema: { tags, response: { 200: DocumentCenterSchema } } },
    async (req) => center.getDocumentCenter(app.ctx, req.caller),
  );

  app.post(
    '/family/signing/documents',
    {
      config: { auth: 'family', idempotent: true },
      schema: { tags, body: StartDocumentBodySchema, response: { 200: StartDocumentResponseSchema } },
    },
    async (req) => center.startDocument(app.ctx, req.caller, req.body.templateId),
  );

  app.post(
    '/family/signing/checklist-items/:documentId/open',
    {
      config: { auth: 'family', memberAccount: true },
      schema: { tags, params: DocumentIdParamsSchema, response: { 200: StartDocumentResponseSchema } },
    },
    async (req) => center.openChecklistItem(app.ctx, req.caller, req.params.documentId),
  );

  app.get(
    '/family/signing/documents/:documentId',
    {
      config: { auth: 'family', memberAccount: true },
      schema: { tags, params: DocumentIdParamsSchema, response: { 200: SigningDocumentSchema } },
    },
    async (req) => signing.getSigningDocument(app.ctx, req.caller, req.params.documentId),
  );

  app.put(
    '/family/signing/documents/:documentId/form',
    {
      config: { auth: 'family', memberAccount: true },
      schema: {
        tags,
        params: DocumentIdParamsSchema,
        body: SaveFormBodySchema,
        response: { 200: SaveFormResponseSchema },
      },
    },
    async (req) => signing.saveForm(app.ctx, req.caller, req.params.documentId, req.body),
  );

  app.post(
    '/family/signing/documents/:documentId/signatures',
    {
      config: { auth: 'family', memberAccount: true },
      schema: {
        tags,
        params: DocumentIdParamsSchema,
        body: SignBodySchema,
        response: { 200: SignResponseSchema },
      },
    },
    async (req) => signing.signDocument(app.ctx, req.caller, req.params.documentId, req.body),
  );

  app.post(
    '/family/signing/documents/:documentId/submit',
    {
      config: { auth: 'family', idempotent: true, memberAccount: true },
      schema: {
        tags,
        params: DocumentIdParamsSchema,
        body: SubmitBodySchema,
        response: { 200: SubmitResponseSchema },
      },
    },
    async (req) => signing.submitDocument(app.ctx, req.caller, req.params.documentId, req.body),
  );

  app.post(
    '/family/signing/documents/:documentId/signers/:role/link',
    {
      config: { auth: 'family' },
      schema: {
        tags,
        description:
          'E-mails (again) the one-time signing link of an adult of the home who is not an applicant.',
        params: SignerParamsSchema,
        body: SendLinkBodySchema,
        response: { 200: SigningDocumentSchema },
      },
    },
    async (req) =>
      links.sendSigningLink(app.ctx, req.caller, req.params.documentId, req.params.role, req.body.email),
  );

  app.post(
    '/family/signing/documents/:documentId/signers/:role/decline',
    {
      config: { auth: 'family', memberAccount: true },
      schema: {
        tags,
        params: SignerParamsSchema,
        body: DeclineBodySchema,
        response: { 200: SigningDocumentSchema },
      },
    },
    async (req) =>
      signing.declineDocument(app.ctx, req.caller, req.params.documentId, req.params.role, req.body),
  );

  app.get(
    '/family/signing/documents/:documentId/sealed/:version',
    {
      config: { auth: 'family', memberAccount: true },
      schema: { tags, params: SealedVersionParamsSchema, response: fileResponse },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(
        reply,
        await sealedFiles.getFamilySealedFile(app.ctx, req.caller, req.params.documentId, req.params.version),
      ),
  );

  app.post(
    '/verify/documents',
    {
      config: { auth: 'public' },
      onRequest: app.authRateLimits.verification,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'multipart/form-data with one PDF in the part named "file".',
        response: { 200: VerificationSchema },
      },
    },
    async (req) => {
      const upload = await readUpload(req, { maxBytes: VERIFY_UPLOAD_MAX_BYTES, fieldsSchema: z.object({}) });
      return verification.verifyFile(app.ctx, upload.files[0]?.bytes ?? Buffer.alloc(0));
    },
  );

  app.get(
    '/verify/documents/:code',
    {
      config: { auth: 'public' },
      onRequest: app.authRateLimits.verification,
      schema: { tags, params: VerifyCodeParamsSchema, response: { 200: VerificationSchema } },
    },
    async (req) => verification.verifyCode(app.ctx, req.params.code),
  );
};
