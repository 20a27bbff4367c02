import { type PGlite, parse, protocol } from '@electric-sql/pglite';
import type { PlanMode } from './client';

const { serialize } = protocol;

/** What one PGlite instance knows of the statements it has prepared: their parameter types, by name. */
const preparedByClient = new WeakMap<PGlite, Map<string, { text: string; paramTypes: number[] }>>();

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * Runs `text` as the named prepared statement `name` on PGlite. PGlite's own `query()` parses, describes and
 * plans every statement again and crosses into WebAssembly six times per query; here a statement is parsed
 * once per database, and each run is one bind-execute-sync exchange. Waits for any open transaction first, like
 * `query()`, so it never runs inside someone else's transaction. A `generic` read switches the one session to
 * generic plans for its own run only (nothing else runs meanwhile).
 */
export async function pglitePreparedRows<Row>(
  client: PGlite,
  name: string,
  text: string,
  params: readonly unknown[],
  plan: PlanMode,
): Promise<Row[]> {
  let prepared = preparedByClient.get(client);
  if (!prepared) {
    prepared = new Map();
    preparedByClient.set(client, prepared);
  }
  const statements = prepared;
  return client._runExclusiveTransaction(() =>
    client.runExclusive(async () => {
      let statement = statements.get(name);
      if (!statement) {
        const { messages } = await client.execProtocol(
          concat([
            serialize.parse({ name, text, types: [] }),
            serialize.describe({ type: 'S', name }),
            serialize.sync(),
          ]),
        );
        const description = messages.find((m) => m.name === 'parameterDescription') as
          { dataTypeIDs: number[] } | undefined;
        statement = { text, paramTypes: description?.dataTypeIDs ?? [] };
        statements.set(name, statement);
      }
      if (statement.text !== text) throw new Error(`prepared statement ${name} was given another SQL text`);
      const values = params.map((value, i) => {
        if (value === null || value === undefined) return null;
        const serializer = client.serializers[statement.paramTypes[i] ?? 0];
        return serializer ? serializer(value) : String(value);
      });
      const run = concat([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]);
      const execute = async () => {
        const { messages } = await client.execProtocol(run);
        return (parse.parseResults(messages, client.parsers)[0]?.rows ?? []) as Row[];
      };
      if (plan === 'custom') return execute();
      await client.execProtocol(serialize.query('set plan_cache_mode = force_generic_plan'));
      try {
        return await execute();
      } finally {
        await client.execProtocol(serialize.query('reset plan_cache_mode'));
      }
    }),
  );
}
