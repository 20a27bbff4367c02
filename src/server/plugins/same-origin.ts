import type { FastifyRequest } from 'fastify';
import { AppError } from '../lib/app-error';

/** What a browser says of a request its user started (a typed-in address, a bookmark) or Haven's own page made. */
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

function mediaTypeOf(req: FastifyRequest): string | undefined {
  return req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

function refusal(req: FastifyRequest, appOrigin: string): string | null {
  if (mediaTypeOf(req) !== 'application/json') return 'This request must send a JSON body.';
  const { origin } = req.headers;
  if (origin !== undefined && origin !== appOrigin) return 'This request must come from Haven itself.';
  const fetchSite = req.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite))
    return 'This request must come from Haven itself.';
  return null;
}

/**
 * The onRequest hook of the routes that act on the refresh cookie alone (refresh, sign-out; issue 42, security 5).
 * The cookie is SameSite=Strict, which keeps other sites out but not another origin of the same site (a sibling
 * subdomain, another port), and an HTML form may post `text/plain` without asking anyone. So such a request
 * must send JSON (which another origin's page can send only after a CORS preflight Haven never grants), and the
 * `Origin` and `Sec-Fetch-Site` a browser adds, when present, must say it came from Haven's own origin. A client
 * that sends neither (curl, a script) passes on its JSON alone: it holds the cookie itself. Refused: 403.
 */
export function sameOriginJson(appOrigin: string) {
  return async (req: FastifyRequest) => {
    const message = refusal(req, appOrigin);
    if (message) throw new AppError('FORBIDDEN', { message });
  };
}
