import type { FastifyReply, FastifyRequest } from 'fastify';
import { hasPermission } from '@shared/auth/permissions';
import { LIVE_EVENT_TYPES, type LiveEvent } from '@shared/conversations/conversations.schema';
import { AppError } from '../../lib/app-error';
import { type Caller, type Principal, requirePrincipal } from '../../lib/caller';
import type { AppContext } from '../../lib/context';
import type { LiveBus } from '../../lib/live/live-bus';
import { resolvePrincipal } from '../auth/sessions.service';

/** A comment line this often keeps proxies from closing a quiet stream, and re-checks the session. */
export const KEEP_ALIVE_MS = 25_000;

/**
 * Who may listen: the applicants to their family's events, staff with manage_families to every conversation's.
 * An adult's own account (issue 44) reads none of the family's messages.
 */
function audienceOf(principal: Principal): (event: LiveEvent) => boolean {
  if (principal.kind === 'family') {
    if (principal.member) throw new AppError('FORBIDDEN');
    return (event) => event.familyId === principal.familyId;
  }
  if (!hasPermission(principal.permissions, 'manage_families')) throw new AppError('FORBIDDEN');
  return (event) => event.type !== 'unread';
}

function parseEvent(payload: string): LiveEvent | null {
  try {
    const event = JSON.parse(payload) as LiveEvent;
    return LIVE_EVENT_TYPES.includes(event.type) ? event : null;
  } catch {
    return null;
  }
}

/** Open streams of this server, ended when it shuts down (a stream never ends by itself). */
export type OpenStreams = Set<() => void>;

/**
 * Server-Sent Events for the caller (decision 018): `message`, `inbox` and `unread` events, filtered to what the
 * caller may see, from every server through the live bus. The session is checked again at every keep-alive, so
 * a signed-out or revoked session stops hearing within 25 s.
 */
export async function streamLiveUpdates(
  ctx: AppContext,
  caller: Caller,
  bus: LiveBus,
  streams: OpenStreams,
  req: FastifyRequest,
  reply: FastifyReply,
) {
  const principal = requirePrincipal(caller);
  const admits = audienceOf(principal);
  const claims = caller.claims!;
  let ended = false;
  const write = (chunk: string) => {
    if (!ended) reply.raw.write(chunk);
  };
  const unsubscribe = await bus.subscribe((payload) => {
    const event = parseEvent(payload);
    if (event && admits(event)) write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  });
  reply.hijack();
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  write(`retry: 3000\n: connected\n\n`);
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(keepAlive);
    unsubscribe();
    streams.delete(end);
    reply.raw.end();
  };
  const keepAlive = setInterval(() => {
    write(': keep-alive\n\n');
    resolvePrincipal(ctx, claims)
      .then((live) => {
        if (!live) end();
      })
      .catch(() => end());
  }, KEEP_ALIVE_MS);
  streams.add(end);
  req.raw.on('close', end);
}
