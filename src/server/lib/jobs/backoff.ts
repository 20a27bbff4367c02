export interface BackoffOptions {
  /** Delay after the first failed attempt. */
  baseMs: number;
  /** Upper bound of any delay. */
  maxMs: number;
}

export const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 10_000, maxMs: 30 * 60_000 };

/** Exponential back-off: base × 2^(attempt − 1), capped. `attempt` counts from 1 (the attempt that just failed). */
export function backoffDelayMs(attempt: number, options: BackoffOptions = DEFAULT_BACKOFF): number {
  const exponent = Math.max(0, attempt - 1);
  return Math.min(options.maxMs, options.baseMs * 2 ** Math.min(exponent, 30));
}
