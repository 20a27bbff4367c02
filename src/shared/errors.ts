import { z } from 'zod';

/**
 * Machine-readable error codes of the API. Each maps to one HTTP status in the server's error handler;
 * clients branch on `code`, never on `message`.
 */
export const ERROR_CODES = {
  /** The request body, query or params failed validation (400). */
  VALIDATION_FAILED: 400,
  /** The body could not be parsed (malformed JSON, wrong content type) (400). */
  BAD_REQUEST: 400,
  /**
   * E-mail and password do not match an account, or the account is the other portal's (401, spec wording
   * 'Invalid login credentials'); the same answer whichever it is.
   */
  INVALID_CREDENTIALS: 401,
  /** The account exists but its e-mail address has not been confirmed yet (400). */
  EMAIL_NOT_CONFIRMED: 400,
  /** The password breaks a password rule (400). */
  WEAK_PASSWORD: 400,
  /** A confirmation, invitation or reset link is unknown, used or expired (400). */
  INVALID_TOKEN: 400,
  /** No valid session (401). */
  UNAUTHENTICATED: 401,
  /** The refresh token was reused outside the grace window; the whole session is revoked (401). */
  SESSION_REVOKED: 401,
  /** Signed in, but the principal lacks the permission for this action (403). */
  FORBIDDEN: 403,
  /** The staff account's request for access was declined by an administrator (403). */
  ACCESS_DECLINED: 403,
  /** The object does not exist or is not visible to this principal (404). */
  NOT_FOUND: 404,
  /** Sign-up with an e-mail that already has an account (409, spec wording contains 'already registered'). */
  EMAIL_TAKEN: 409,
  /** The change conflicts with the current state, e.g. removing the last super admin (409). */
  CONFLICT: 409,
  /** The body or file exceeds the size limit (413). */
  PAYLOAD_TOO_LARGE: 413,
  /** The file type is not accepted (415). */
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** An Idempotency-Key already used for a different request (another body, method or path) (422). */
  IDEMPOTENCY_KEY_REUSED: 422,
  /** Too many requests; see the Retry-After header (429). */
  RATE_LIMITED: 429,
  /** Anything unexpected; details are logged, never sent (500). */
  INTERNAL: 500,
  /** A dependency is unavailable (503). */
  UNAVAILABLE: 503,
  /**
   * File storage cannot take the write: disk or bucket full, or read-only (507). Not retried by the client:
   * room comes back when someone frees it, not within seconds. Nothing was saved.
   */
  STORAGE_UNAVAILABLE: 507,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export const ApiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  requestId: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export type ApiError = z.infer<typeof ApiErrorSchema>;
