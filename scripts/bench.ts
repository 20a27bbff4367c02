/**
 * Load figures for the issue notes, measured the way an agency's traffic looks (ARCHITECTURE "Budgets"):
 * 1,000 families and 50 staff sign in, and every request carries the next user's token, so no two consecutive
 * requests share a user. Every family and staff read and the main write paths, on the embedded PGlite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on a throwaway PostgreSQL database. A production start of
 * the real server on 127.0.0.1. Each read is measured on connections already open and answered, after at least
 * a second of the same requests (steady-load.ts says why), and as on a server that has been running: today's
 * daily scans are done. Prints figures, asserts nothing.
 *
 *   npm run build && npm run bench
 *   BENCH_SECONDS=4 BENCH_FAMILIES=200 npm run bench      # a quicker look
 *   BENCH_ONLY=family npm run bench                       # only targets whose name contains this
 *   BENCH_ONLY=journey,inbox npm run bench                # … or one of these
 *   BENCH_PROFILE_DIR=/tmp/prof npm run bench             # also write the server's CPU profile there
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startServerProcess } from '../src/server/testing/server-process';
import { cpuBetween, readCpu, signInBearer } from './lib/bench-server';
import { isAdminStaff } from './lib/scale-data';
import { steadyLoad } from './lib/steady-load';
import {
  at,
  BENCH_DOMAIN,
  type Fixture,
  prepareBenchData,
  type Target,
  targets,
  withThrowawayPostgres,
} from './lib/bench-targets';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
/** Each target runs at least this long, and until every connection has been answered, before it is measured. */
const WARM_UP_SECONDS = 1;
const MAX_WARM_UP_SECONDS = 30;
const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 1000);
const STAFF = 50;
const CONNECTIONS = 50;
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const ROOT = path.resolve(import.meta.dirname, '..');
const PASSWORD = randomBytes(18).toString('base64url');

/** Signs every account in, a few at a time, through the real sign-in routes. */
async function signInAll(base: string, route: string, emails: string[]): Promise<string[]> {
  const tokens: string[] = [];
  for (let i = 0; i < emails.length; i += 8) {
    const batch = await Promise.all(
      emails.slice(i, i + 8).map((email) => signInBearer(base, route, email, PASSWORD)),
    );
    tokens.push(...batch);
  }
  return tokens;
}

/** The server process and, on PostgreSQL, the database whose backends' CPU counts too. */
interface Measured {
  pid: number;
  database?: string;
}

async function run(
  base: string,
  target: Target,
  fixture: Fixture,
  tokens: Record<'family' | 'staff' | 'admin', string[]>,
  measured: Measured,
) {
  let i = 0;
  let cpuBefore = readCpu(measured.pid, measured.database);
  let cpuAfter = cpuBefore;
  const result = await steadyLoad({
    url: base,
    connections: CONNECTIONS,
    seconds: SECONDS,
    warmUpSeconds: WARM_UP_SECONDS,
    maxWarmUpSeconds: MAX_WARM_UP_SECONDS,
    requests: [
      {
        method: target.method ?? 'GET',
        setupRequest: (request) => {
          const n = i++;
          const headers: Record<string, string> = { ...target.headers };
          if (target.as) headers.authorization = at(tokens[target.as], n);
          return {
            ...request,
            path: target.path(n, fixture),
            headers,
            ...(target.body ? { body: target.body(n, fixture) } : {}),
          };
        },
      },
    ],
    onWindowStart: () => (cpuBefore = readCpu(measured.pid, measured.database)),
    onWindowEnd: () => (cpuAfter = readCpu(measured.pid, measured.database)),
  });
  const cpu = cpuBetween(cpuBefore, cpuAfter);
  const perRequest = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, result.requests));
  return { ...result, serverUs: perRequest(cpu.server), databaseUs: perRequest(cpu.database) };
}

async function benchDatabase(label: string, databaseEnv: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-'));
  const env = { DATA_DIR: dataDir, ...databaseEnv };
  try {
    const prepared = performance.now();
    const fixture = await prepareBenchData(env, { families: FAMILIES, staff: STAFF, password: PASSWORD });
    console.log(`\n${label}: data ready in ${((performance.now() - prepared) / 1000).toFixed(1)} s`);
    const profileDir = process.env.BENCH_PROFILE_DIR;
    const server = await startServerProcess({
      nodeArgs: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
      env: {
        ...env,
        NODE_ENV: 'production',
        AUTH_SECRET: randomBytes(32).toString('base64url'),
        AUTH_RATE_LIMIT_MAX: '1000000',
        LOG_LEVEL: 'warn',
      },
    });
    try {
      const started = performance.now();
      await server.healthy(120_000);
      const startupMs = performance.now() - started;
      const staff = await signInAll(
        server.url,
        '/api/auth/sign-in',
        Array.from({ length: STAFF }, (_, i) => `staff-${i}@${BENCH_DOMAIN}`),
      );
      const tokens = {
        family: await signInAll(
          server.url,
          '/api/auth/family/sign-in',
          Array.from({ length: FAMILIES }, (_, i) => `family-${i}@${BENCH_DOMAIN}`),
        ),
        staff,
        admin: staff.filter((_, i) => isAdminStaff(i)),
      };
      console.log(
        `\n## ${label}: ${FAMILIES} families and ${STAFF} staff rotating per request, ${CONNECTIONS} connections, ${SECONDS} s each (start-up to healthy ${Math.round(startupMs)} ms)`,
      );
      console.log(
        '| request | as | req/s | p50 / p99 / max ms | errors | vs health | server CPU µs/req | PostgreSQL CPU µs/req |',
      );
      console.log('|---|---|---|---|---|---|---|---|');
      let health = 0;
      for (const target of await targets()) {
        if (ONLY && target.as && !ONLY.some((part) => target.name.includes(part))) continue;
        const r = await run(server.url, target, fixture, tokens, {
          pid: server.child.pid!,
          database: databaseEnv.DATABASE_URL
            ? new URL(databaseEnv.DATABASE_URL).pathname.slice(1)
            : undefined,
        });
        if (!target.as) health = r.rps;
        const ratio = health ? `${Math.round((r.rps / health) * 100)} %` : '';
        const unanswered = CONNECTIONS - r.connectionsAnswered;
        const note = unanswered
          ? ` (${unanswered} connections unanswered after ${MAX_WARM_UP_SECONDS} s)`
          : '';
        console.log(
          `| ${target.name}${note} | ${target.as ?? '—'} | ${r.rps} | ${r.p50} / ${r.p99} / ${r.max} | ${r.errors} | ${ratio} | ${r.serverUs} | ${databaseEnv.DATABASE_URL ? r.databaseUs : '—'} |`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (!fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) {
  console.error(
    'No client build: run `npm run build` first so the server is measured as it runs in production.',
  );
  process.exit(1);
}
if (process.env.BENCH_DATABASES !== 'postgres') await benchDatabase('PGlite (embedded)', {});
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) await withThrowawayPostgres(pgUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
