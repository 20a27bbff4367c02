/**
 * Node socket errors and PostgreSQL SQLSTATEs that mean "the database cannot be reached, or cannot write, right
 * now": the request gets 503 with Retry-After, and nothing half-written (a failed statement rolls back).
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '57014', // query_canceled (statement_timeout)
  '53100', // disk_full: the database cannot write until an operator frees space
  '53300', // too_many_connections
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);

const UNAVAILABLE_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Query read timeout',
  'Client has encountered a connection error',
  'PGlite is closed',
];

/**
 * True when an error (or one it wraps: Drizzle wraps driver errors in `cause`) says the database is down,
 * restarting, frozen or closed, so the request should get 503 and a retry rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((text) => message.includes(text)))
      return true;
    current = cause;
  }
  return false;
}
