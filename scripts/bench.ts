/**
 * Load figures for the issue notes: requests/s and p99 of /api/health and of authenticated reads, on the
 * embedded PGlite and (when TEST_DATABASE_URL or BENCH_DATABASE_URL is set) on PostgreSQL.
 * Traffic goes to 127.0.0.1 only; every run is bounded in time. Prints figures, asserts nothing.
 *
 *   npm run bench                  # PGlite, plus PostgreSQL when a URL is set
 *   BENCH_SECONDS=5 npm run bench  # shorter runs
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const ROOT = path.resolve(import.meta.dirname, '..');
const LOGINS = {
  staff: { path: '/api/auth/sign-in', email: 'super@haven.demo', password: 'demo-password-2026' },
  family: { path: '/api/auth/family/sign-in', email: 'family@haven.demo', password: 'demo-password-2026' },
};

interface Target {
  name: string;
  url: string;
  as: keyof typeof LOGINS | null;
}

const TARGETS: Target[] = [
  { name: 'GET /api/health', url: '/api/health', as: null },
  { name: 'GET /api/staff/dashboard', url: '/api/staff/dashboard', as: 'staff' },
  { name: 'GET /api/auth/me', url: '/api/auth/me', as: 'staff' },
  { name: 'GET /api/family/dashboard', url: '/api/family/dashboard', as: 'family' },
  { name: 'GET /api/family/journey', url: '/api/family/journey', as: 'family' },
  { name: 'GET /api/family/stats', url: '/api/family/stats', as: 'family' },
  { name: 'GET /api/family/household', url: '/api/family/household', as: 'family' },
  { name: 'GET /api/staff/families', url: '/api/staff/families', as: 'staff' },
];

async function startServer(env: Record<string, string>) {
  const port = 3400 + Math.floor(Math.random() * 500);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-'));
  const started = performance.now();
  const child = spawn(path.join(ROOT, 'node_modules/.bin/tsx'), ['src/server/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '100000',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 50));
    }
    if (child.exitCode !== null) throw new Error('server exited during start-up');
  }
  return { child, base, dataDir, startupMs: performance.now() - started };
}

async function stopServer(child: ChildProcess, dataDir: string) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}

async function signIn(base: string, login: (typeof LOGINS)[keyof typeof LOGINS]) {
  const response = await fetch(base + login.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: login.email, password: login.password }),
  });
  return ((await response.json()) as { access_token: string }).access_token;
}

async function run(base: string, target: Target, token: string | undefined) {
  const result = await autocannon({
    url: base + target.url,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

async function benchDatabase(label: string, env: Record<string, string>) {
  const { child, base, dataDir, startupMs } = await startServer(env);
  try {
    const tokens = { staff: await signIn(base, LOGINS.staff), family: await signIn(base, LOGINS.family) };
    console.log(
      `\n## ${label} (start-up to first answer: ${Math.round(startupMs)} ms, ${CONNECTIONS} connections, ${SECONDS} s each)`,
    );
    console.log('| endpoint | req/s | p99 ms | errors | vs health |');
    console.log('|---|---|---|---|---|');
    let health = 0;
    for (const target of TARGETS) {
      const r = await run(base, target, target.as ? tokens[target.as] : undefined);
      if (!target.as) health = r.rps;
      const ratio = health ? `${Math.round((r.rps / health) * 100)}%` : '';
      console.log(`| ${target.name} | ${r.rps} | ${r.p99} | ${r.errors} | ${ratio} |`);
    }
  } finally {
    await stopServer(child, dataDir);
  }
}

async function withThrowawayPostgres(adminUrl: string, body: (url: string) => Promise<void>) {
  const name = `haven_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await body(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

if (!fs.existsSync(path.join(ROOT, 'dist/client/index.html'))) {
  console.error(
    'No client build: run `npm run build` first so the server is measured as it runs in production.',
  );
  process.exit(1);
}
await benchDatabase('PGlite (embedded)', {});
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) await withThrowawayPostgres(pgUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
