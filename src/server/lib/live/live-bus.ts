import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../../db/client';

/** The channel live updates travel on between servers. */
export const LIVE_CHANNEL = 'haven_live';

/**
 * Announces `payload` (JSON, well under PostgreSQL's 8000-byte limit) to every server's live clients when the
 * caller's transaction commits: NOTIFY is transactional, so a rolled-back change announces nothing.
 */
export async function publishLive(db: Conn, payload: unknown): Promise<void> {
  await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${JSON.stringify(payload)})`);
}

/** Something that hears every notification on the channel, on this server. */
export type LiveListener = (payload: string) => void;

/** Stops listening to the database; resolves once the connection is released. */
type Unlisten = () => Promise<void>;

interface PgliteLike {
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
}

const isPglite = (client: unknown): client is PgliteLike =>
  typeof (client as { listen?: unknown } | null)?.listen === 'function';

const RECONNECT_MS = 2000;

/**
 * PostgreSQL: one dedicated connection (not the pool's: LISTEN lives as long as its connection) that comes back
 * after a drop, so a restarted database does not silence live updates for good.
 */
async function listenOnPostgres(
  pool: pg.Pool,
  channel: string,
  onPayload: LiveListener,
  logger: FastifyBaseLogger,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    client = next;
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload) onPayload(message.payload);
    });
    next.on('error', (error) => {
      logger.warn({ err: error }, 'live updates: the listening connection failed; reconnecting');
      void next.end().catch(() => {});
      if (!stopped && client === next) retry = setTimeout(() => void connect().catch(() => {}), RECONNECT_MS);
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/**
 * A small pub/sub over PostgreSQL LISTEN/NOTIFY, one listening connection per process (PGlite: its own
 * listen). Publishers call `pg_notify(channel, payload)` in their transaction; every server's bus hears it when
 * the transaction commits and hands it to this server's listeners. The database connection opens with the
 * first listener and closes with the bus.
 */
export function createLiveBus(db: Db, logger: FastifyBaseLogger, channel = LIVE_CHANNEL) {
  const listeners = new Set<LiveListener>();
  let unlisten: Promise<Unlisten> | null = null;
  const fanOut = (payload: string) => {
    for (const listener of listeners) listener(payload);
  };

  function start(): Promise<Unlisten> {
    const client = (db as unknown as { $client: unknown }).$client;
    if (isPglite(client)) return client.listen(channel, fanOut);
    if (client instanceof pg.Pool) return listenOnPostgres(client, channel, fanOut, logger);
    throw new Error('live updates need PostgreSQL or PGlite');
  }

  return {
    /** Adds a listener; the promise resolves once the server listens to the database. */
    async subscribe(listener: LiveListener): Promise<() => void> {
      listeners.add(listener);
      unlisten ??= start().catch((error: unknown) => {
        unlisten = null;
        throw error;
      });
      await unlisten;
      return () => listeners.delete(listener);
    },
    async close(): Promise<void> {
      listeners.clear();
      if (unlisten) await (await unlisten)();
      unlisten = null;
    },
  };
}
export type LiveBus = ReturnType<typeof createLiveBus>;
