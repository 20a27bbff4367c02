import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

/**
 * Serves the built React app from dist/client when it exists, with index.html for every non-API path so
 * client-side routes (and the not-found page) work on reload. Unknown /api paths get a JSON 404.
 */
export const staticClientPlugin = fp<{ clientDir: string }>(async (app, { clientDir }) => {
  const hasClient = fs.existsSync(path.join(clientDir, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // Look files up per request, so a rebuilt client is served without a restart.
      wildcard: true,
      index: false,
      setHeaders: (reply, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
    app.get('/', { schema: { hide: true } }, (_req, reply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html'));
  }
  app.setNotFoundHandler((req, reply) => {
    if (req.url.startsWith('/api') || !hasClient || (req.method !== 'GET' && req.method !== 'HEAD')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: `No route ${req.method} ${req.url.split('?')[0]}`, requestId: String(req.id) });
    }
    const assetPath = req.url.split('?')[0] ?? '/';
    if (assetPath.startsWith('/assets/')) {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such asset', requestId: String(req.id) });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  });
});
