import fp from 'fastify-plugin';
import type { Caller, Principal, SessionClaims } from '../lib/caller';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls: the signed-in principal (or null) and the actor for audit rows. */
    caller: Caller;
  }
}

export interface AuthenticateOptions {
  /** The claims of a valid access token (signature and expiry), or null; no database work. */
  verifyToken: (token: string) => Promise<SessionClaims | null>;
  /** The principal of a live session, or null (revoked, expired, declined). */
  resolvePrincipal: (claims: SessionClaims) => Promise<Principal | null>;
}

/** `Bearer <token>`; the scheme is case-insensitive (RFC 9110 §11.1), so `bearer` and `BEARER` count too. */
const BEARER = /^bearer\s+(\S+)\s*$/i;

/**
 * Resolves `Authorization: Bearer <access token>` to the request's caller with the functions app.ts passes in
 * (the auth feature's sessions). Never rejects by itself: the route-access plugin refuses callers outside a
 * route's declared audience. A route declared `session: 'in-read'` checks the session inside its own read
 * statement, so the principal is not loaded here.
 */
export const authenticatePlugin = fp<AuthenticateOptions>(async (app, { verifyToken, resolvePrincipal }) => {
  app.decorateRequest('caller', null as unknown as Caller);
  app.addHook('onRequest', async (req) => {
    const token = req.headers.authorization?.match(BEARER)?.[1];
    const claims = token ? await verifyToken(token) : null;
    const inRead = req.routeOptions.config?.session === 'in-read';
    const principal = claims && !inRead ? await resolvePrincipal(claims) : null;
    req.caller = {
      principal,
      claims,
      actor: {
        userId: principal?.userId ?? claims?.userId ?? null,
        email: principal?.email ?? null,
        ip: req.ip,
        userAgent: req.headers['user-agent'] ?? null,
      },
    };
  });
});
