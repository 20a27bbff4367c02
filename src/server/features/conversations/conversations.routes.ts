import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatExchangeSchema,
  ChatSessionSchema,
  ChatStartSchema,
  ChatStatsSchema,
  EscalationResultSchema,
  HistoryQuerySchema,
  HistorySchema,
  MessageBodySchema,
  NewThreadBodySchema,
  NewThreadResultSchema,
  OptionalMessageSchema,
  RatingBodySchema,
  SessionIdParamsSchema,
  ThreadListSchema,
  TranscriptSchema,
  UnreadCountSchema,
} from '@shared/conversations/conversations.schema';
import { createLiveBus } from '../../lib/live/live-bus';
import * as reads from './conversation-reads.service';
import * as chat from './family-chat.service';
import * as messages from './family-messages.service';
import { type OpenStreams, streamLiveUpdates } from './live-updates.service';

const tags = ['conversations'];
const family = { auth: 'family' } as const;
const familyRead = { auth: 'family', session: 'in-read' } as const;
const session = '/family/chat/sessions/:sessionId';
const thread = '/family/messages/:sessionId';
const params = SessionIdParamsSchema;
const noContent = { 204: z.null().describe('Done') };

/** The family's assistant chat and Messages (issue 16), and the live updates of both audiences. */
export const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/family/chat/sessions',
    { config: family, schema: { tags, response: { 200: ChatStartSchema } } },
    async (req) => chat.startChat(app.ctx, req.caller),
  );

  app.post(
    `${session}/messages`,
    {
      config: { ...family, idempotent: true },
      schema: { tags, params, body: MessageBodySchema, response: { 200: ChatExchangeSchema } },
    },
    async (req) => chat.sendChatMessage(app.ctx, req.caller, req.params.sessionId, req.body),
  );

  app.post(
    `${session}/escalate`,
    { config: family, schema: { tags, params, response: { 200: EscalationResultSchema } } },
    async (req) => chat.talkToHuman(app.ctx, req.caller, req.params.sessionId),
  );

  for (const [action, run] of [
    ['greeting', chat.chatGreeting],
    ['proactive', chat.chatProactive],
  ] as const) {
    app.post(
      `${session}/${action}`,
      { config: family, schema: { tags, params, response: { 200: OptionalMessageSchema } } },
      async (req) => run(app.ctx, req.caller, req.params.sessionId),
    );
  }

  app.post(
    `${session}/rating`,
    {
      config: family,
      schema: { tags, params, body: RatingBodySchema, response: { 200: ChatSessionSchema } },
    },
    async (req) => chat.rateChat(app.ctx, req.caller, req.params.sessionId, req.body.score),
  );

  app.get(
    '/family/chat/messages',
    {
      config: familyRead,
      schema: { tags, querystring: HistoryQuerySchema, response: { 200: HistorySchema } },
    },
    async (req) => reads.chatHistory(app.ctx, req.caller, req.query),
  );

  app.get(
    '/family/chat/stats',
    { config: familyRead, schema: { tags, response: { 200: ChatStatsSchema } } },
    async (req) => reads.chatStats(app.ctx, req.caller),
  );

  app.get(
    '/family/messages',
    { config: familyRead, schema: { tags, response: { 200: ThreadListSchema } } },
    async (req) => reads.familyThreads(app.ctx, req.caller),
  );

  app.post(
    '/family/messages',
    {
      config: { ...family, idempotent: true },
      schema: { tags, body: NewThreadBodySchema, response: { 201: NewThreadResultSchema } },
    },
    async (req, reply) => reply.code(201).send(await messages.startThread(app.ctx, req.caller, req.body)),
  );

  app.get(
    '/family/messages/unread-count',
    { config: familyRead, schema: { tags, response: { 200: UnreadCountSchema } } },
    async (req) => reads.familyUnreadCount(app.ctx, req.caller),
  );

  app.get(
    thread,
    { config: familyRead, schema: { tags, params, response: { 200: TranscriptSchema } } },
    async (req) => reads.familyTranscript(app.ctx, req.caller, req.params.sessionId),
  );

  app.post(
    `${thread}/read`,
    { config: family, schema: { tags, params, response: noContent } },
    async (req, reply) => {
      await messages.markThreadRead(app.ctx, req.caller, req.params.sessionId);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${thread}/replies`,
    {
      config: { ...family, idempotent: true },
      schema: { tags, params, body: MessageBodySchema, response: noContent },
    },
    async (req, reply) => {
      await messages.replyToThread(app.ctx, req.caller, req.params.sessionId, req.body);
      return reply.code(204).send(null);
    },
  );

  // One listening connection per server, opened by the first stream; streams end before the server closes.
  const bus = createLiveBus(app.ctx.db, app.log);
  const streams: OpenStreams = new Set();
  app.addHook('preClose', async () => {
    for (const end of [...streams]) end();
  });
  app.addHook('onClose', async () => bus.close());

  app.get(
    '/live',
    {
      config: { auth: 'staff-or-family' },
      schema: {
        tags,
        response: { 200: z.string().describe('text/event-stream: message, inbox and unread events') },
      },
    },
    async (req, reply) => streamLiveUpdates(app.ctx, req.caller, bus, streams, req, reply),
  );
};
