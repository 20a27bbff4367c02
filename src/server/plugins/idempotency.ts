import { createHash } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { IDEMPOTENCY_KEY_TTL_MS, idempotencyKeys } from '../db/schema';
import { AppError } from '../lib/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route accepts an `Idempotency-Key` header: a request repeated with the same key by the same caller
     * gets the first answer and does nothing again (a create the client retried after losing the answer).
     */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    idempotency: IdempotentRequest | null;
  }
}

/** A request that has held its key this long without answering died with its server: a retry may run again. */
const ABANDONED_AFTER_MS = 5 * 60_000;

/** The key: 1–255 printable ASCII characters (a UUID per user action is what Haven's client sends). */
export const IdempotencyKeySchema = z
  .string()
  .regex(/^[\x20-\x7e]{1,255}$/, 'must be 1 to 255 printable ASCII characters');

const IdempotencyHeadersSchema = z.looseObject({
  'idempotency-key': IdempotencyKeySchema.optional().describe(
    'A new random value (a UUID) per action; a retry with the same value gets the first answer (24 h).',
  ),
});

type StoredRequest = typeof idempotencyKeys.$inferSelect;

interface IdempotentRequest {
  callerId: string;
  key: string;
  /** 'POST /api/…': a key answers one request only. */
  request: string;
  /** Of the body; a multipart body's is known once the route has read it (`bodyRead`). */
  fingerprint: string | null;
  /** This request holds the key (since `claimedAt`): its 2xx answer is stored, anything else frees the key. */
  claimedAt: Date | null;
}

/** SHA-256 of a parsed JSON body: zod's output, so the same fields come in the same order. */
const fingerprintOf = (body: unknown) =>
  createHash('sha256')
    .update(JSON.stringify(body ?? null))
    .digest('hex');

const reusedKey = () =>
  new AppError('IDEMPOTENCY_KEY_REUSED', {
    message: 'This Idempotency-Key was already used for a different request.',
  });

const stillRunning = () =>
  new AppError('CONFLICT', {
    message:
      'Your earlier request is still being processed. Please wait a moment and check before trying again.',
    translation: { key: 'errors.requestInFlight' },
  });

/** An earlier request's answer, replayed from the error handler when it is found only after reading the body. */
export class IdempotentReplay extends Error {
  constructor(readonly earlier: StoredRequest) {
    super('replay of an earlier answer');
    this.name = 'IdempotentReplay';
  }
}

/** Sends the first answer again, as it was written, marked as a replay (as Stripe does). */
export function replayAnswer(reply: FastifyReply, earlier: StoredRequest) {
  reply.code(earlier.statusCode ?? 200).header('idempotent-replayed', 'true');
  if (!earlier.responseBody || earlier.statusCode === 204) return reply.send();
  return reply.type('application/json; charset=utf-8').send(earlier.responseBody);
}

function isMultipart(req: FastifyRequest): boolean {
  return req.headers['content-type']?.toLowerCase().startsWith('multipart/form-data') === true;
}

/**
 * `Idempotency-Key` (IETF draft "The Idempotency-Key HTTP Header Field", as Stripe uses it) on routes declaring
 * `config: { idempotent: true }`. Keys are per caller. The first request claims its key in a row of its own
 * before it runs; a repeat while it runs is 409, a repeat after a 2xx answer gets that answer again (status and
 * body, nothing done), a key used with another body, method or path is 422. Answers other than 2xx are not
 * kept, so the request can be retried with the same key. An upload's body is compared once the route has read it
 * (`bodyRead`, from lib/http/read-upload).
 */
export const idempotencyPlugin = fp(async (app) => {
  app.decorateRequest('idempotency', null);
  app.decorateRequest('bodyRead', null);

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    const methods = [route.method].flat();
    if (
      methods.some((method) => !['POST', 'PUT', 'PATCH'].includes(method)) ||
      route.config.auth === 'public'
    )
      throw new Error(`${methods.join(',')} ${route.url}: idempotent is for signed-in POST, PUT and PATCH`);
    if (route.schema?.headers)
      throw new Error(`${route.url}: an idempotent route's header schema is the idempotency plugin's`);
    route.schema = { ...route.schema, headers: IdempotencyHeadersSchema };
  });

  const rowOf = (state: IdempotentRequest) =>
    and(eq(idempotencyKeys.callerId, state.callerId), eq(idempotencyKeys.key, state.key));

  /** Claims the key, unless another request holds it or answered it (and has not expired). */
  async function claim(state: IdempotentRequest): Promise<boolean> {
    const now = app.ctx.now();
    const claimed = await app.ctx.db
      .insert(idempotencyKeys)
      .values({
        callerId: state.callerId,
        key: state.key,
        request: state.request,
        fingerprint: state.fingerprint,
        createdAt: now,
      })
      .onConflictDoUpdate({
        target: [idempotencyKeys.callerId, idempotencyKeys.key],
        set: {
          request: state.request,
          fingerprint: state.fingerprint,
          statusCode: null,
          responseBody: null,
          createdAt: now,
        },
        setWhere: or(
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_MS)),
          and(
            isNull(idempotencyKeys.statusCode),
            lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_AFTER_MS)),
          ),
        ),
      })
      .returning({ createdAt: idempotencyKeys.createdAt });
    state.claimedAt = claimed[0]?.createdAt ?? null;
    return state.claimedAt !== null;
  }

  /** A repeat of an answered or running request: its answer, 409 while it runs, 422 if it is another request. */
  function answerRepeat(
    req: FastifyRequest,
    reply: FastifyReply,
    state: IdempotentRequest,
    earlier: StoredRequest,
  ) {
    const sameBody =
      state.fingerprint === null || earlier.fingerprint === null || earlier.fingerprint === state.fingerprint;
    if (earlier.request !== state.request || !sameBody) throw reusedKey();
    if (earlier.statusCode === null) throw stillRunning();
    if (state.fingerprint !== null) return replayAnswer(reply, earlier);
    req.bodyRead = (fingerprint) => {
      throw earlier.fingerprint === fingerprint ? new IdempotentReplay(earlier) : reusedKey();
    };
    return undefined;
  }

  app.addHook('preHandler', async (req, reply) => {
    const key = req.headers['idempotency-key'];
    const principal = req.caller.principal;
    if (!req.routeOptions.config.idempotent || typeof key !== 'string' || !principal) return;
    const state: IdempotentRequest = {
      callerId: principal.userId,
      key,
      request: `${req.method} ${req.url}`,
      fingerprint: isMultipart(req) ? null : fingerprintOf(req.body),
      claimedAt: null,
    };
    req.idempotency = state;
    // Twice: an earlier request that failed between our claim and our read has freed the key.
    for (let tries = 0; tries < 2; tries += 1) {
      if (await claim(state)) {
        req.bodyRead = (fingerprint) => {
          state.fingerprint = fingerprint;
        };
        return;
      }
      const [earlier] = await app.ctx.db.select().from(idempotencyKeys).where(rowOf(state));
      if (earlier) return answerRepeat(req, reply, state, earlier);
    }
    throw stillRunning();
  });

  app.addHook('onSend', async (req, reply, payload) => {
    const state = req.idempotency;
    if (!state?.claimedAt) return payload;
    const ours = and(
      rowOf(state),
      eq(idempotencyKeys.createdAt, state.claimedAt),
      isNull(idempotencyKeys.statusCode),
    );
    state.claimedAt = null;
    const kept = reply.statusCode >= 200 && reply.statusCode < 300 && state.fingerprint !== null;
    try {
      if (kept && (typeof payload === 'string' || payload === undefined || payload === null))
        await app.ctx.db
          .update(idempotencyKeys)
          .set({ statusCode: reply.statusCode, responseBody: payload ?? '', fingerprint: state.fingerprint })
          .where(ours);
      else await app.ctx.db.delete(idempotencyKeys).where(ours);
    } catch (error) {
      // The answer still goes out; a retry meanwhile hears 409 until the claim is abandoned.
      req.log.error({ err: error }, 'could not record the answer to an Idempotency-Key');
    }
    return payload;
  });
});
