import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    readCacheKey: string | null;
    readCacheVersion: number;
  }
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
interface CachedAnswer {
  payload: string;
  contentType: string;
}

/**
 * Serves repeated authenticated JSON reads from ReadCache, keyed by user and URL (never shared between
 * users), and drops the cache on every mutating API request before its answer leaves, so a client never
 * reads its own write stale. Runs after the authenticate plugin's hook.
 */
export const readCachePlugin = fp(async (app) => {
  const cache = app.ctx.readCache;
  app.decorateRequest('readCacheKey', null);
  app.decorateRequest('readCacheVersion', 0);
  if (!cache.enabled) return;

  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.startsWith('/api/') || req.url.startsWith('/api/docs') || !req.principal) return;
    req.readCacheKey = `${req.principal.userId}:${req.url}`;
    req.readCacheVersion = cache.currentVersion();
    const hit = cache.get<CachedAnswer>(req.readCacheKey);
    if (!hit) return;
    req.readCacheKey = null;
    return reply.header('content-type', hit.contentType).header('x-read-cache', 'hit').send(hit.payload);
  });

  app.addHook('onSend', async (req, reply, payload) => {
    if (MUTATING.has(req.method) && req.url.startsWith('/api/')) cache.invalidate();
    const contentType = reply.getHeader('content-type');
    if (req.readCacheKey && reply.statusCode === 200 && typeof payload === 'string' && typeof contentType === 'string' && contentType.startsWith('application/json')) {
      cache.set(req.readCacheKey, { payload, contentType }, req.readCacheVersion);
    }
    return payload;
  });
});
