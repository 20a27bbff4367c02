import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERROR_CODES, type ErrorCode } from '@shared/errors';
import { AppError } from '../lib/app-error';

/** Fastify's own client errors, mapped to our codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_REQ_FILE_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'BAD_REQUEST',
  FST_ERR_CTP_INVALID_JSON_BODY: 'BAD_REQUEST',
};

/**
 * Every error leaves as `{ code, message, requestId }`. Client errors keep their message; anything else is
 * logged in full and answered with a generic 500 so internals never reach the browser.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const requestId = String(req.id);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replaceAll('/', '.')}`,
        message: issue.message ?? 'is invalid',
      }));
      return reply.code(400).send({
        code: 'VALIDATION_FAILED',
        message: details.map((d) => `${d.path}: ${d.message}`).join('; '),
        requestId,
        details,
      });
    }
    if (error instanceof AppError) {
      if (error.statusCode >= 500) req.log.error({ err: error.cause ?? error }, error.message);
      return reply.code(error.statusCode).headers(error.headers).send({ code: error.code, message: error.message, requestId });
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (mapped || (status >= 400 && status < 500)) {
      const code = mapped ?? (status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST');
      return reply.code(mapped ? ERROR_CODES[mapped] : status).send({ code, message: error.message, requestId });
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ code: 'INTERNAL', message: 'Something went wrong on our side. Please try again.', requestId });
  });
});
