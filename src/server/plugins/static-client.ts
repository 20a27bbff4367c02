import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendNoRoute } from './error-handler';

/** A client path without a query string: only such a URL may get a page the build rendered in advance. */
const PAGE_PATH = /^(\/[a-z0-9-]+)*\/?$/;

/**
 * The page for a client URL: the one the build wrote for its path (`pages/<path>/index.html`, the first paint of a
 * public page: scripts/lib/prerender-public-pages.ts) when there is one and the URL has no query string, which that
 * first paint does not know about; else index.html.
 */
function pageFile(clientDir: string, url: string): string {
  const [pathName = '/', query] = url.split('?');
  if (query === undefined && PAGE_PATH.test(pathName)) {
    const page = path.posix.join('pages', pathName, 'index.html');
    if (fs.existsSync(path.join(clientDir, page))) return page;
  }
  return 'index.html';
}

/**
 * Serves the built React app from dist/client when it exists, with a page for every non-API path so client-side
 * routes (and the not-found page) work on reload. Unknown /api paths get a JSON 404.
 */
export const staticClientPlugin = fp<{ clientDir: string }>(async (app, { clientDir }) => {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Look files up per request, so a rebuilt client is served without a restart.
      wildcard: true,
      index: false,
      // `vite build` writes a .br and a .gz next to every text asset: sent by Accept-Encoding, never compressed
      // per request.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    // An API path never falls through to the file route (an overlong parameter does not match its API route),
    // and no file name is that long: both get the 404 handler instead of the file server's 403.
    app.addHook('onRequest', async (req, reply) => {
      const pathName = req.url.split('?')[0] ?? '';
      const fileRoute = req.routeOptions.url === '/*';
      if (fileRoute && (pathName.startsWith('/api') || pathName.split('/').some((s) => s.length > 255))) {
        reply.callNotFound();
        return reply;
      }
    });
    app.get('/', { schema: { hide: true } }, (req, reply) =>
      reply
        .header('Cache-Control', 'no-cache')
        .sendFile(pageFile(clientDir, req.url), { cacheControl: false }),
    );
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || !hasClient || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return sendNoRoute(req, reply);
    }
    const assetPath = req.url.split('?')[0] ?? '/';
    if (assetPath.startsWith('/assets/')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such asset', requestId: String(req.id) });
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .sendFile(pageFile(clientDir, req.url), { cacheControl: false });
  });
});
