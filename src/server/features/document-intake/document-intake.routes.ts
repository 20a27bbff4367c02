import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  FileIntakeAttachmentBodySchema,
  IntakeAttachmentIdParamsSchema,
  IntakeFamilyListSchema,
  IntakeFamilySearchQuerySchema,
  IntakeQueuePageSchema,
  IntakeQueueQuerySchema,
} from '@shared/document-intake/document-intake.schema';
import { StaffUploadResponseSchema } from '@shared/documents/documents.schema';
import { privateFileCaching, sendFile } from '../../lib/http/send-file';
import * as intake from './document-intake.service';

const tags = ['document-intake'];
const access = { auth: 'staff', permission: 'manage_documents' } as const;

/** The staff intake queue of e-mailed documents (manage_documents): list, look at, file, discard. */
export const documentIntakeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/document-intake',
    {
      config: access,
      schema: { tags, querystring: IntakeQueueQuerySchema, response: { 200: IntakeQueuePageSchema } },
    },
    async (req) => intake.listIntakeQueue(app.ctx, req.caller, req.query),
  );

  app.get(
    '/staff/document-intake/families',
    {
      config: access,
      schema: { tags, querystring: IntakeFamilySearchQuerySchema, response: { 200: IntakeFamilyListSchema } },
    },
    async (req) => intake.searchIntakeFamilies(app.ctx, req.caller, req.query.search),
  );

  app.get(
    '/staff/document-intake/:attachmentId/file',
    {
      config: access,
      schema: {
        tags,
        params: IntakeAttachmentIdParamsSchema,
        response: { 200: z.any().describe('The attachment bytes, with the type its bytes are') },
      },
      ...privateFileCaching,
    },
    async (req, reply) =>
      sendFile(reply, await intake.getIntakeAttachmentFile(app.ctx, req.caller, req.params.attachmentId)),
  );

  app.post(
    '/staff/document-intake/:attachmentId/file',
    {
      config: access,
      schema: {
        tags,
        params: IntakeAttachmentIdParamsSchema,
        body: FileIntakeAttachmentBodySchema,
        response: { 201: StaffUploadResponseSchema },
      },
    },
    async (req, reply) =>
      reply
        .code(201)
        .send(await intake.fileIntakeAttachment(app.ctx, req.caller, req.params.attachmentId, req.body)),
  );

  app.post(
    '/staff/document-intake/:attachmentId/discard',
    {
      config: access,
      schema: { tags, params: IntakeAttachmentIdParamsSchema, response: { 204: z.null() } },
    },
    async (req, reply) => {
      await intake.discardIntakeAttachment(app.ctx, req.caller, req.params.attachmentId);
      return reply.code(204).send(null);
    },
  );
};
