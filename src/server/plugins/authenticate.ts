import fp from 'fastify-plugin';
import type { Caller, Principal } from '../lib/caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls: the signed-in principal (or null) and the actor for audit rows. */
    caller: Caller;
  }
}

/**
 * Resolves `Authorization: Bearer <access token>` to the request's caller with the resolver app.ts passes in
 * (the auth feature's sessions). Never rejects by itself: the route-access plugin refuses callers outside a
 * route's declared audience.
 */
export const authenticatePlugin = fp<{ resolvePrincipal: (token: string) => Promise<Principal | null> }>(
  async (app, { resolvePrincipal }) => {
    app.decorateRequest('caller', null as unknown as Caller);
    app.addHook('onRequest', async (req) => {
      const header = req.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
      const principal = token ? await resolvePrincipal(token) : null;
      req.caller = {
        principal,
        actor: {
          userId: principal?.userId ?? null,
          email: principal?.email ?? null,
          ip: req.ip,
          userAgent: req.headers['user-agent'] ?? null,
        },
      };
    });
  },
);
