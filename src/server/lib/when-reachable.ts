import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { backoffDelayMs, type BackoffOptions } from './jobs/backoff';
import { isDatabaseUnavailable } from '../db/unavailable';

const START_BACKOFF: BackoffOptions = { baseMs: 500, maxMs: 30_000 };

/**
 * Runs `step` (migrating and seeding at start-up) until it succeeds, waiting with back-off while the database
 * cannot be reached (PostgreSQL still starting, the network not up yet) instead of exiting; any other error,
 * or `signal` aborting (a stop while waiting), ends the wait with that error.
 */
export async function whenReachable(
  step: () => Promise<void>,
  options: { logger: Pick<FastifyBaseLogger, 'warn'>; signal: AbortSignal; backoff?: BackoffOptions },
): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await step();
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      const retryInMs = backoffDelayMs(attempt, options.backoff ?? START_BACKOFF);
      options.logger.warn(
        { attempt, retryInMs, reason: error instanceof Error ? error.message : String(error) },
        'the database cannot be reached yet; trying again',
      );
      await sleep(retryInMs, undefined, { signal: options.signal });
    }
  }
}
