/**
 * `EXPLAIN ANALYZE` of every prepared statement the reads run, on the bench's data (1,000 families, 50 staff) in
 * a throwaway PostgreSQL database. The app runs in this process; every account signs in, as in the bench, and each
 * read of the bench is requested once as a signed-in family or staff member, the named statements it sends are recorded with their values, and each is
 * prepared and explained with those values after six runs, planned as the app's connections plan it (`PlanMode`: a
 * generic read from its cached generic plan, a custom one as PostgreSQL chooses after its first five runs, a cached
 * generic plan or a new custom plan each run). Prints a table of planning and execution time, then the plans.
 * Asserts nothing.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run explain-reads
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import { createDatabase } from '../src/server/db/client';
import { createMailer } from '../src/server/lib/mailer';
import { createLocalStorage } from '../src/server/lib/storage/local-storage';
import { BENCH_DOMAIN, prepareBenchData, targets, withThrowawayPostgres } from './lib/bench-targets';
import { isAdminStaff } from './lib/scale-data';

const PASSWORD = randomBytes(18).toString('base64url');
const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (!adminUrl) {
  console.error(
    'Set TEST_DATABASE_URL (or BENCH_DATABASE_URL) to a PostgreSQL server this script may create a database on.',
  );
  process.exit(1);
}

interface Recorded {
  text: string;
  values: unknown[];
  /** Run with generic plans (`PlanMode`): explained the same way. */
  generic: boolean;
}

await withThrowawayPostgres(adminUrl, async (url) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-explain-'));
  const fixture = await prepareBenchData(
    { DATA_DIR: dataDir, DATABASE_URL: url },
    { families: 1000, staff: 50, password: PASSWORD },
  );
  const database = await createDatabase({ kind: 'postgres', url });
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  const recorded = new Map<string, Recorded>();
  const query = pg.Pool.prototype.query as (
    this: pg.Pool,
    config: unknown,
    values?: unknown,
  ) => Promise<unknown>;
  // Records named (prepared) statements on their way to the server, with the plan mode of the pool they go
  // through (generic reads have connections of their own); everything else passes untouched.
  (pg.Pool.prototype as unknown as { query: typeof query }).query = function (this: pg.Pool, config, values) {
    if (config && typeof config === 'object' && typeof (config as { name?: unknown }).name === 'string') {
      const { name, text, values: params } = config as { name: string; text: string; values: unknown[] };
      const generic = /force_generic_plan/.test(String((this.options as { options?: string }).options));
      recorded.set(name, { text, values: params ?? (values as unknown[] | undefined) ?? [], generic });
    }
    return query.call(this, config, values);
  };
  const logger = pino({ level: 'silent' });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    LOG_LEVEL: 'silent',
    AUTH_RATE_LIMIT_MAX: '1000000',
  });
  const app = await buildApp({
    db: database.db,
    config,
    mailer: createMailer({ from: config.mail.from, outboxDir: path.join(dataDir, 'outbox'), logger }),
    storage: createLocalStorage(path.join(dataDir, 'files')),
    clientDir: path.join(dataDir, 'no-client'),
  });
  try {
    const signIn = async (route: string, email: string) => {
      const reply = await app.inject({ method: 'POST', url: route, payload: { email, password: PASSWORD } });
      if (reply.statusCode !== 200) throw new Error(`sign-in of ${email} answered ${reply.statusCode}`);
      return `Bearer ${reply.json<{ access_token: string }>().access_token}`;
    };
    // Every account signs in, as in the bench, so sessions and the audit log have the bench's size.
    const signInAll = async (route: string, emails: string[]) => {
      const tokens: string[] = [];
      for (let i = 0; i < emails.length; i += 8)
        tokens.push(...(await Promise.all(emails.slice(i, i + 8).map((email) => signIn(route, email)))));
      return tokens;
    };
    const families = Array.from({ length: 1000 }, (_, i) => `family-${i}@${BENCH_DOMAIN}`);
    const staff = Array.from({ length: 50 }, (_, i) => `staff-${i}@${BENCH_DOMAIN}`);
    const staffTokens = await signInAll('/api/auth/sign-in', staff);
    const tokens = {
      family: (await signInAll('/api/auth/family/sign-in', families))[0]!,
      staff: staffTokens[0]!,
      admin: staffTokens.find((_, i) => isAdminStaff(i))!,
    };
    for (const target of await targets()) {
      if ((target.method ?? 'GET') !== 'GET' || !target.as) continue;
      const reply = await app.inject({
        url: target.path(0, fixture),
        headers: { authorization: tokens[target.as] },
      });
      if (reply.statusCode !== 200)
        throw new Error(`${target.name} answered ${reply.statusCode}: ${reply.body}`);
    }
    const client = await pool.connect();
    const plans: string[] = [];
    console.log('| statement | plan | planning ms | execution ms |');
    console.log('|---|---|---|---|');
    try {
      const reads = [...recorded].filter(([, { text }]) => /^\s*(with|select)\b/i.test(text));
      const literal = (value: unknown): string => {
        if (value === null || value === undefined) return 'null';
        if (typeof value === 'number' || typeof value === 'boolean') return String(value);
        if (value instanceof Date) return client.escapeLiteral(value.toISOString());
        return client.escapeLiteral(typeof value === 'string' ? value : JSON.stringify(value));
      };
      for (const [name, { text, values, generic }] of reads.sort(([a], [b]) => a.localeCompare(b))) {
        await client.query(`set plan_cache_mode = ${generic ? 'force_generic_plan' : 'auto'}`);
        await client.query(`prepare explained as ${text}`);
        const execute = values.length
          ? `execute explained(${values.map(literal).join(', ')})`
          : 'execute explained';
        // Six runs first: after the fifth PostgreSQL settles on custom or generic plans, as the app's connections do.
        for (let warm = 0; warm < 6; warm++) await client.query(execute);
        const result = await client.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers) ${execute}`);
        await client.query('deallocate explained');
        const lines = result.rows.map((row) => row['QUERY PLAN']);
        const figure = (label: string) =>
          /([\d.]+) ms/.exec(lines.find((l) => l.startsWith(label)) ?? '')?.[1] ?? '?';
        console.log(
          `| ${name} | ${generic ? 'generic' : 'custom'} | ${figure('Planning Time')} | ${figure('Execution Time')} |`,
        );
        plans.push(`\n### ${name}\n${lines.join('\n')}`);
      }
    } finally {
      client.release();
    }
    console.log(plans.join('\n'));
  } finally {
    await app.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
});
