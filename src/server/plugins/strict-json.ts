import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be valid UTF-8: Fastify's own parser would silently turn bad bytes into U+FFFD and store
 * them. The rest is Fastify's parser, which refuses `__proto__` and `constructor.prototype` keys.
 */
export const strictJsonPlugin = fp(async (app) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      return done(
        new AppError('BAD_REQUEST', { message: 'The request body is not valid UTF-8.' }),
        undefined,
      );
    }
    return parseJson(req, text, done);
  });
});
