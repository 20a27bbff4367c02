import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@shared/errors';
import type { LanguageCode } from '@shared/i18n/languages';
import { isDatabaseUnavailable } from '../db/unavailable';
import { AppError, type ErrorTranslation } from '../lib/app-error';
import { storageFaultOf, storageHealth } from '../lib/storage/storage-health';
import { type ErrorTextKey, hasText, languageOfRequest, translate } from '../lib/i18n/server-i18n';
import { IdempotentReplay, replayAnswer } from './idempotency';

/** Fastify's own client errors, mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/** How long a client should wait before retrying while the database is unreachable. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The code of a library's client error that has no entry above, by its status. */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

/** The 404 answer for a path no route serves; the path is cut short so a long one is not echoed back. */
export function sendNoRoute(req: FastifyRequest, reply: FastifyReply) {
  return reply.code(404).send({
    code: 'NOT_FOUND',
    message: `No route ${req.method} ${(req.url.split('?')[0] ?? '').slice(0, 200)}`,
    requestId: String(req.id),
  });
}

/**
 * Errors the router raises before any route is chosen. A path parameter too long to match any route is an
 * unknown path (Fastify's default is a bare 414 that echoes the whole path); a URL that cannot be decoded is
 * a bad request.
 */
export function answerFrameworkError(error: FastifyError, req: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return sendNoRoute(req, reply);
  return reply
    .code(400)
    .send({ code: 'BAD_REQUEST', message: 'The request URL is not valid.', requestId: String(req.id) });
}

/**
 * The message in the caller's language (issue 12): English is the message as thrown; another language reads
 * the error's own translation, else its code's sentence, else (a code families never meet) the English one.
 */
export function messageIn(
  language: LanguageCode,
  error: { code: ErrorCode; message: string; translation?: ErrorTranslation },
): string {
  if (language === 'en') return error.message;
  const { translation } = error;
  if (translation) {
    const problem = translate(language, translation.key, translation.values);
    return translation.file === undefined
      ? problem
      : translate(language, 'errors.upload.inFile', { filename: translation.file, problem });
  }
  const ofCode = `errors.${error.code}`;
  return hasText(language, ofCode) ? translate(language, ofCode as ErrorTextKey) : error.message;
}

/**
 * Every error leaves as `{ code, message, requestId }`, the message in the language the request asks for
 * (Accept-Language). Client errors keep their message; storage that is full or read-only is 507 (and readiness
 * hears of it); anything else is logged in full and answered with a generic 500 so internals never reach the
 * browser.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    // Not a failure: an upload repeated with its Idempotency-Key, recognised once its body was read.
    if (error instanceof IdempotentReplay) return replayAnswer(reply, error.earlier);
    const requestId = String(req.id);
    const language = languageOfRequest(req.headers);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'is invalid',
      }));
      const message = details.map((d) => `${d.path}: ${d.message}`).join('; ');
      return reply.code(400).send({
        code: 'VALIDATION_FAILED',
        message: messageIn(language, { code: 'VALIDATION_FAILED', message }),
        requestId,
        details,
      });
    }
    // A client error that happens to wrap one (a conflict caused by a full disk) stays what it says it is.
    const fault = error instanceof AppError && error.statusCode < 500 ? undefined : storageFaultOf(error);
    if (fault) {
      storageHealth(app.ctx.storage, app.ctx.now).noteFault(fault);
      req.log.error({ err: error }, `storage cannot take writes: ${fault}`);
      const unavailable = new AppError('STORAGE_UNAVAILABLE');
      return reply
        .code(unavailable.statusCode)
        .send({ code: unavailable.code, message: messageIn(language, unavailable), requestId });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) req.log.error({ err: error.cause ?? error }, error.message);
      return reply
        .code(error.statusCode)
        .headers(error.headers)
        .send({ code: error.code, message: messageIn(language, error), requestId });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (mapped || (status >= 400 && status < 500)) {
      const code = mapped ?? CODE_OF_STATUS[status] ?? 'BAD_REQUEST';
      return reply
        .code(mapped ? ERROR_CODES[mapped] : status)
        .send({ code, message: messageIn(language, { code, message: error.message }), requestId });
    }
    if (isDatabaseUnavailable(error)) {
      req.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          code: 'UNAVAILABLE',
          message: messageIn(language, {
            code: 'UNAVAILABLE',
            message: 'Haven cannot reach its database. Please try again shortly.',
            translation: { key: 'errors.databaseUnavailable' },
          }),
          requestId,
        });
    }
    req.log.error({ err: error }, 'unhandled error');
    const message = 'Something went wrong on our side. Please try again.';
    return reply
      .code(500)
      .send({ code: 'INTERNAL', message: messageIn(language, { code: 'INTERNAL', message }), requestId });
  });
});
