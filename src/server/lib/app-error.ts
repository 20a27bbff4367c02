import { ERROR_CODES, type ErrorCode } from '@shared/errors';
import type { ErrorTextKey, TextValues } from './i18n/server-i18n';

/**
 * The message in the families' other languages (src/server/lib/i18n/locales): its key under `errors` and the
 * values it needs. Without one, a family reads the sentence of the error's code (`errors.<CODE>`).
 */
export interface ErrorTranslation {
  key: ErrorTextKey;
  values?: TextValues;
  /** The file a multi-file upload's problem is about: the message reads '<file>: <problem>'. */
  file?: string;
}

export interface AppErrorOptions {
  /** Shown to the user; defaults to a generic sentence for the code. */
  message?: string;
  /** Logged, never sent. */
  cause?: unknown;
  headers?: Record<string, string>;
  /** How the message reads in another language; English stays `message`. */
  translation?: ErrorTranslation;
}

/** The one error type services throw. The error handler turns it into `{ code, message, requestId }`. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  readonly translation: ErrorTranslation | undefined;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? defaultMessages[code], { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERROR_CODES[code];
    this.headers = options.headers ?? {};
    this.translation = options.translation;
  }
}

const defaultMessages: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is not valid.',
  BAD_REQUEST: 'The request could not be read.',
  INVALID_CREDENTIALS: 'Invalid login credentials',
  EMAIL_NOT_CONFIRMED: 'Email not confirmed',
  WEAK_PASSWORD: 'The password is not allowed.',
  INVALID_TOKEN: 'This link is invalid or has expired.',
  UNAUTHENTICATED: 'Please sign in.',
  SESSION_REVOKED: 'Your session has ended. Please sign in again.',
  FORBIDDEN: 'You do not have permission to do this.',
  ACCESS_DECLINED:
    "Your request for a staff account was declined. Ask your agency's administrator if you think this is a mistake.",
  NOT_FOUND: 'Not found.',
  EMAIL_TAKEN: 'User already registered',
  CONFLICT: 'The change conflicts with the current state.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'This file type is not supported.',
  IDEMPOTENCY_KEY_REUSED: 'This request repeats an earlier one with different content. Please start again.',
  RATE_LIMITED: 'Too many requests. Please wait and try again.',
  INTERNAL: 'Something went wrong on our side. Please try again.',
  UNAVAILABLE: 'The service is temporarily unavailable. Please try again.',
  STORAGE_UNAVAILABLE: 'Haven cannot store files right now, so nothing was saved. Please try again later.',
};
