import fp from 'fastify-plugin';
import type { Actor } from '../lib/audit';
import type { Principal } from '../lib/principal';
import { principalFromAccessToken } from '../features/auth/auth.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Services decide what null means (usually 401). */
    principal: Principal | null;
    /** Who and where, for audit rows. */
    actor: Actor;
  }
}

/** Resolves `Authorization: Bearer <access token>` to a principal on every request. Never rejects by itself. */
export const authenticatePlugin = fp(async (app) => {
  app.decorateRequest('principal', null);
  app.decorateRequest('actor', null as unknown as Actor);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    req.principal = token ? await principalFromAccessToken(app.ctx, token) : null;
    req.actor = {
      userId: req.principal?.userId ?? null,
      email: req.principal?.email ?? null,
      ip: req.ip,
      userAgent: req.headers['user-agent'] ?? null,
    };
  });
});
