import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignBodySchema,
  InboxConversationSchema,
  InboxListSchema,
  InboxQuerySchema,
  MessageBodySchema,
  SessionIdParamsSchema,
  StartedThreadSchema,
  StartThreadBodySchema,
} from '@shared/conversations/conversations.schema';
import { FamilyIdParamsSchema } from '@shared/families/families.schema';
import * as reads from './conversation-reads.service';
import * as inbox from './inbox.service';

const tags = ['inbox'];
const staff = { auth: 'staff', permission: 'manage_families' } as const;
const conversation = '/staff/inbox/:sessionId';
const params = SessionIdParamsSchema;
const noContent = { 204: z.null().describe('Done') };

/** The staff Inbox (manage_families): escalated chats and threads with families. */
export const inboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/inbox',
    {
      config: { ...staff, session: 'in-read' },
      schema: { tags, querystring: InboxQuerySchema, response: { 200: InboxListSchema } },
    },
    async (req) => reads.listInbox(app.ctx, req.caller, req.query),
  );

  app.get(
    conversation,
    {
      config: { ...staff, session: 'in-read' },
      schema: { tags, params, response: { 200: InboxConversationSchema } },
    },
    async (req) => reads.getInboxConversation(app.ctx, req.caller, req.params.sessionId),
  );

  app.post(
    `${conversation}/replies`,
    {
      config: { ...staff, idempotent: true },
      schema: { tags, params, body: MessageBodySchema, response: noContent },
    },
    async (req, reply) => {
      await inbox.replyToConversation(app.ctx, req.caller, req.params.sessionId, req.body);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${conversation}/read`,
    { config: staff, schema: { tags, params, response: noContent } },
    async (req, reply) => {
      await inbox.markConversationReadByStaff(app.ctx, req.caller, req.params.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${conversation}/assign`,
    { config: staff, schema: { tags, params, body: AssignBodySchema, response: noContent } },
    async (req, reply) => {
      await inbox.reassignConversation(app.ctx, req.caller, req.params.sessionId, req.body.userId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${conversation}/resolve`,
    { config: staff, schema: { tags, params, response: noContent } },
    async (req, reply) => {
      await inbox.resolveConversation(app.ctx, req.caller, req.params.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/staff/families/:familyId/conversations',
    {
      config: { ...staff, idempotent: true },
      schema: {
        tags,
        params: FamilyIdParamsSchema,
        body: StartThreadBodySchema,
        response: { 201: StartedThreadSchema },
      },
    },
    async (req, reply) =>
      reply.code(201).send(await inbox.startThread(app.ctx, req.caller, req.params.familyId, req.body)),
  );
};
