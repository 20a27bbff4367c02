/** Spec 01 §8: gateway and availability failures are retried; everything else is final. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([502, 503, 504]);

/** One first try plus three retries. */
export const MAX_ATTEMPTS = 4;

/** Spec 01 §9: the retry back-off starts at 200 ms and doubles. */
export const BASE_RETRY_DELAY_MS = 200;

/** Delay before retry number `retryIndex` (0 for the first retry): 200, 400, 800 ms… */
export function retryDelayMs(retryIndex: number, baseMs = BASE_RETRY_DELAY_MS): number {
  return baseMs * 2 ** Math.max(0, retryIndex);
}

/** Whether a response with `status`, after `attemptsMade` attempts, deserves another try. */
export function shouldRetryStatus(status: number, attemptsMade: number, maxAttempts = MAX_ATTEMPTS): boolean {
  return RETRYABLE_STATUSES.has(status) && attemptsMade < maxAttempts;
}
