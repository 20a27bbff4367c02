/** Spec 01 §9: the session is checked every 30 seconds… */
export const AUTO_REFRESH_TICK_MS = 30_000;

/** …and refreshed when 3 ticks or fewer remain before it expires. */
export const AUTO_REFRESH_THRESHOLD_TICKS = 3;

/**
 * Whether a session expiring at `expiresAtSec` (seconds since the epoch) should be refreshed at `nowMs`.
 * Counts whole ticks left, so with the defaults it refreshes from 119 s before expiry onwards.
 */
export function shouldRefresh(
  expiresAtSec: number,
  nowMs: number,
  tickMs = AUTO_REFRESH_TICK_MS,
  thresholdTicks = AUTO_REFRESH_THRESHOLD_TICKS,
): boolean {
  const ticksLeft = Math.floor((expiresAtSec * 1000 - nowMs) / tickMs);
  return ticksLeft <= thresholdTicks;
}
