import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';

/**
 * The headers helmet sets for `options`, worked out once: with static directives they are the same on every
 * response, and setting them on each one through helmet's middleware (one `setHeader`, with its checks, per header
 * and request) cost about 7 % of the CPU of a read.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => void delete headers[name.toLowerCase()],
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    failure = error;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Powerful browser features, off unless a page needs them: the document upload dialog's Scan tab films with the
 * camera (no sound). An API answer needs none.
 */
const PAGE_PERMISSIONS = 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()';
const API_PERMISSIONS = 'camera=(), microphone=(), geolocation=()';

/** CSP and the other headers of the security baseline; API answers are never cached. */
export const securityHeadersPlugin = fp(async (app) => {
  const helmetPageHeaders = helmetHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
    },
    hsts: app.ctx.config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  const pageHeaders = { ...helmetPageHeaders, 'permissions-policy': PAGE_PERMISSIONS };
  const apiHeaders = {
    ...helmetPageHeaders,
    'permissions-policy': API_PERMISSIONS,
    'cache-control': 'no-store',
  };
  // Set before the handler, which may set its own: a file download is 'private, no-store'.
  app.addHook('onRequest', (req, reply, done) => {
    const api = req.url.startsWith('/api/') && !req.url.startsWith('/api/docs');
    reply.headers(api ? apiHeaders : pageHeaders);
    done();
  });
});
