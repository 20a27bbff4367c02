import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { databaseRateLimitStore } from './rate-limit-store';

type LimitHook = (req: FastifyRequest) => Promise<void>;

declare module 'fastify' {
  interface FastifyInstance {
    authRateLimits: {
      /**
       * Sign-in, sign-up and reset requests: refused per IP before the body is read and per (e-mail, IP) once
       * it is; per e-mail only slowed down, so rotating addresses cannot lock the owner out.
       */
      credentials: { byIp: LimitHook; byEmail: LimitHook[] };
      refresh: LimitHook;
      /** Public verification of a sealed document or a certificate (by file or code): per IP. */
      verification: LimitHook;
      /** The one-time signing link's pages (decision 041): per IP, as generous as refresh (a form autosaves); codes have their own 5 tries. */
      signingLink: LimitHook;
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
function limiter(
  app: FastifyInstance,
  max: number,
  timeWindow: number,
  key: (req: FastifyRequest) => string,
): LimitHook {
  const check = app.createRateLimit({ max, timeWindow, keyGenerator: key });
  return async (req) => {
    const limit = await check(req);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new AppError('RATE_LIMITED', {
        message: `Too many attempts. Please try again in ${limit.ttlInSeconds} seconds.`,
        headers: { 'retry-after': String(limit.ttlInSeconds) },
        translation: { key: 'errors.tooManyAttempts', values: { count: limit.ttlInSeconds } },
      });
    }
  };
}

/** Beyond the free attempts per e-mail, each attempt waits this much more, up to the cap. */
const SLOWDOWN_STEP_MS = 250;
const SLOWDOWN_CAP_MS = 3000;
const COUNT_ONLY = 1_000_000;

/**
 * Slows attempts on one e-mail address down instead of refusing them (ASVS 2.2.1): after `freeAttempts` in
 * the window each attempt waits 250 ms more, up to 3 s. An attacker spreading guesses over many addresses
 * gets slow; the owner still gets in.
 */
function slowDown(
  app: FastifyInstance,
  freeAttempts: number,
  timeWindow: number,
  key: (req: FastifyRequest) => string,
): LimitHook {
  const count = app.createRateLimit({ max: COUNT_ONLY, timeWindow, keyGenerator: key });
  return async (req) => {
    const counted = await count(req);
    const excess = counted.isAllowed ? 0 : COUNT_ONLY - counted.remaining - freeAttempts;
    if (excess > 0)
      await new Promise((resolve) =>
        setTimeout(resolve, Math.min(excess * SLOWDOWN_STEP_MS, SLOWDOWN_CAP_MS)),
      );
  };
}

/**
 * Security baseline: credentials limited per IP and per (e-mail, IP), slowed down per e-mail; refresh per
 * IP. The IP is the connection's unless it comes from a configured proxy (TRUST_PROXY). Counters are in the
 * database, so several servers behind one load balancer count a client together.
 */
export const rateLimitsPlugin = fp(async (app) => {
  const { rateLimitMax, refreshRateLimitMax, rateLimitWindowMs, slowDownAfter } = app.ctx.config.auth;
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(app.ctx.db) });
  app.decorate('authRateLimits', {
    credentials: {
      byIp: limiter(app, rateLimitMax, rateLimitWindowMs, (req) => `credentials-ip:${req.ip}`),
      byEmail: [
        limiter(
          app,
          rateLimitMax,
          rateLimitWindowMs,
          (req) => `credentials-email-ip:${emailOf(req.body)}|${req.ip}`,
        ),
        slowDown(app, slowDownAfter, rateLimitWindowMs, (req) => `credentials-email:${emailOf(req.body)}`),
      ],
    },
    refresh: limiter(app, refreshRateLimitMax, rateLimitWindowMs, (req) => `refresh-ip:${req.ip}`),
    verification: limiter(app, rateLimitMax, rateLimitWindowMs, (req) => `verification-ip:${req.ip}`),
    signingLink: limiter(app, refreshRateLimitMax, rateLimitWindowMs, (req) => `signing-link-ip:${req.ip}`),
  });
});
