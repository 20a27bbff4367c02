import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { PlanMode } from './prepared-sql';
import { PGliteThread } from './pglite-thread';

const { serialize } = protocol;

/** What a prepared read needs of an embedded cluster: PGlite, or PGliteThread (its own thread). */
export type EmbeddedClient = PGlite | PGliteThread;

interface Prepared {
  text: string;
  paramTypes: number[];
}

/** What one embedded cluster knows of the statements it has prepared (or is preparing), by name. */
const preparedByClient = new WeakMap<EmbeddedClient, Map<string, Promise<Prepared>>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

const GENERIC_PLANS = serialize.query('set plan_cache_mode = force_generic_plan');
const DEFAULT_PLANS = serialize.query('reset plan_cache_mode');

/** Parses and describes `text` as `name`, once per cluster; a second run asking meanwhile waits for the first. */
function preparedStatement(client: EmbeddedClient, name: string, text: string): Promise<Prepared> {
  let statements = preparedByClient.get(client);
  if (!statements) {
    statements = new Map();
    preparedByClient.set(client, statements);
  }
  const known = statements.get(name);
  if (known) return known;
  const preparing = client
    .execProtocol(
      concat([
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    )
    .then(({ messages }) => {
      const description = messages.find((m) => m.name === 'parameterDescription') as
        { dataTypeIDs: number[] } | undefined;
      return { text, paramTypes: description?.dataTypeIDs ?? [] };
    });
  statements.set(name, preparing);
  preparing.catch(() => statements.delete(name));
  return preparing;
}

/**
 * Runs `text` as the named prepared statement `name` on an embedded cluster. PGlite's own `query()` parses,
 * describes and plans every statement again and crosses into WebAssembly six times per query; here a statement
 * is parsed once per cluster, and each run is one message: bind, execute, sync (a `generic` read sets generic
 * plans before and resets them after, in the same message). Never inside someone else's transaction: in this
 * thread it waits for any, like `query()`; on a PGliteThread, reads go alongside one another, as each is one
 * message the database runs whole.
 */
export async function pglitePreparedRows(
  client: EmbeddedClient,
  name: string,
  text: string,
  params: readonly unknown[],
  plan: PlanMode,
): Promise<unknown[]> {
  const run = async () => {
    const statement = await preparedStatement(client, name, text);
    if (statement.text !== text) throw new Error(`prepared statement ${name} was given another SQL text`);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[i] ?? 0];
      return serializer ? serializer(value) : String(value);
    });
    const execute = concat([
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    ]);
    const generic = plan === 'generic';
    const { messages } = await client.execProtocol(
      generic ? concat([GENERIC_PLANS, execute, DEFAULT_PLANS]) : execute,
    );
    // With generic plans, the first result is the `set`'s.
    return parse.parseResults(messages, client.parsers)[generic ? 1 : 0]?.rows ?? [];
  };
  if (client instanceof PGliteThread) return client.runRead(run);
  return client._runExclusiveTransaction(() => client.runExclusive(run));
}
