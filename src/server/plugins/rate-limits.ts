import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

type LimitHook = (req: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimits: {
      /** Sign-in and sign-up: per IP before the body is read, per e-mail once it is. */
      credentials: { byIp: LimitHook; byEmail: LimitHook };
      refresh: LimitHook;
    };
  }
}

function emailOf(body: unknown): string {
  const email = (body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}

/**
 * Each limiter is independent (a request can be counted by several), and over the limit answers 429
 * with Retry-After through the normal error handler.
 */
function limiter(app: FastifyInstance, max: number, timeWindow: number, key: (req: FastifyRequest) => string): LimitHook {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
  return async (req) => {
    const limit = await check(req);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('RATE_LIMITED', {
        message: `Too many attempts. Please try again in ${limit.ttlInSeconds} seconds.`,
        headers: { 'retry-after': String(limit.ttlInSeconds) },
      });
    }
  };
}

/**
 * Security baseline: sign-in and sign-up limited per IP and per e-mail; refresh per IP. Counters are in
 * memory (one process serves one agency).
 */
export const rateLimitsPlugin = fp(async (app) => {
  const { rateLimitMax, refreshRateLimitMax, rateLimitWindowMs } = app.ctx.config.auth;
  await app.register(rateLimit, { global: false });
  app.decorate('authRateLimits', {
    credentials: {
      byIp: limiter(app, rateLimitMax, rateLimitWindowMs, (req) => `credentials-ip:${req.ip}`),
      byEmail: limiter(app, rateLimitMax, rateLimitWindowMs, (req) => `credentials-email:${emailOf(req.body)}`),
    },
    refresh: limiter(app, refreshRateLimitMax, rateLimitWindowMs, (req) => `refresh-ip:${req.ip}`),
  });
});
