/**
 * Load figures for the issue notes, measured the way an agency's traffic looks (ARCHITECTURE "Budgets"):
 * 1,000 families and 50 staff sign in, and every request carries the next user's token, so no two consecutive
 * requests share a user. Every family and staff read and the main write paths, on the embedded PGlite and (when
 * BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on a throwaway PostgreSQL database. A production start of
 * the real server on 127.0.0.1; every run is bounded in time. Prints figures, asserts nothing.
 *
 *   npm run build && npm run bench
 *   BENCH_SECONDS=4 BENCH_FAMILIES=200 npm run bench      # a quicker look
 *   BENCH_ONLY=family npm run bench                       # only targets whose name contains this
 *   BENCH_PROFILE_DIR=/tmp/prof npm run bench             # also write the server's CPU profile there
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { loadConfig } from '../src/server/config/env';
import { createDatabase, databaseOptionsOf } from '../src/server/db/client';
import { familyDocuments, householdMembers } from '../src/server/db/schema';
import { seedDatabase } from '../src/server/db/seed';
import { hashPassword } from '../src/server/lib/password-hash';
import { multipartForm } from '../src/server/testing/document-fixtures';
import { startServerProcess } from '../src/server/testing/server-process';
import { cpuSeconds, signInBearer } from './lib/bench-server';
import { seedFamilies, seedStaff } from './lib/scale-data';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
const FAMILIES = Number(process.env.BENCH_FAMILIES ?? 1000);
const STAFF = 50;
const CONNECTIONS = 50;
const ONLY = process.env.BENCH_ONLY;
const ROOT = path.resolve(import.meta.dirname, '..');
const DOMAIN = 'bench.invalid';
const PASSWORD = randomBytes(18).toString('base64url');

/** What the requests of one target need: one entry per family, in the order the families were made. */
interface Fixture {
  familyIds: string[];
  /** The primary applicant of each family, for the household edit. */
  members: { familyId: string; memberId: string; name: string }[];
  /** One reviewable document per family, for the staff document detail and the review. */
  documentIds: string[];
}

interface Target {
  name: string;
  as: 'family' | 'staff' | null;
  method?: 'GET' | 'POST' | 'PUT';
  /** The path of the i-th request (i counts across all connections). */
  path: (i: number, fixture: Fixture) => string;
  body?: (i: number, fixture: Fixture) => string | Buffer;
  headers?: Record<string, string>;
}

const at = <T>(items: T[], i: number) => items[i % items.length]!;

async function targets(): Promise<Target[]> {
  const photo = await sharp({
    create: { width: 400, height: 300, channels: 3, background: { r: 250, g: 250, b: 245 } },
  })
    .jpeg()
    .toBuffer();
  const upload = multipartForm(
    { stepId: '4', documentName: 'Bench upload' },
    { name: 'paystub.jpg', bytes: photo },
  );
  const family = (name: string, url: string): Target => ({ name, as: 'family', path: () => url });
  const staff = (name: string, url: string): Target => ({ name, as: 'staff', path: () => url });
  return [
    { name: 'GET /api/health', as: null, path: () => '/api/health' },
    family('GET /api/auth/me (family)', '/api/auth/me'),
    family('GET /api/family/stats', '/api/family/stats'),
    family('GET /api/family/household', '/api/family/household'),
    family('GET /api/family/journey', '/api/family/journey'),
    family('GET /api/family/tasks', '/api/family/tasks'),
    family('GET /api/family/activity', '/api/family/activity'),
    family('GET /api/family/announcements', '/api/family/announcements'),
    family('GET /api/family/support-team', '/api/family/support-team'),
    family('GET /api/family/engagement', '/api/family/engagement'),
    family('GET /api/family/documents', '/api/family/documents'),
    family('GET /api/family/dashboard', '/api/family/dashboard'),
    staff('GET /api/auth/me (staff)', '/api/auth/me'),
    staff('GET /api/staff/dashboard', '/api/staff/dashboard'),
    staff('GET /api/staff/families', '/api/staff/families'),
    staff('GET /api/staff/families/applications', '/api/staff/families/applications'),
    {
      name: 'GET /api/staff/families/:id',
      as: 'staff',
      path: (i, f) => `/api/staff/families/${at(f.familyIds, i)}`,
    },
    staff('GET /api/staff/documents', '/api/staff/documents'),
    {
      name: 'GET /api/staff/documents/:id',
      as: 'staff',
      path: (i, f) => `/api/staff/documents/${at(f.documentIds, i)}`,
    },
    {
      name: 'POST /api/family/documents (upload, 4 KB JPEG)',
      as: 'family',
      method: 'POST',
      path: () => '/api/family/documents',
      body: () => upload.payload,
      headers: upload.headers,
    },
    {
      name: 'PUT /api/staff/families/:id/household/:memberId',
      as: 'staff',
      method: 'PUT',
      path: (i, f) => {
        const member = at(f.members, i);
        return `/api/staff/families/${member.familyId}/household/${member.memberId}`;
      },
      body: (i, f) =>
        JSON.stringify({ name: at(f.members, i).name, role: 'primary_applicant', age: 30 + (i % 40) }),
      headers: { 'content-type': 'application/json' },
    },
    {
      name: 'POST /api/staff/documents/:id/review (approve)',
      as: 'staff',
      method: 'POST',
      path: (i, f) => `/api/staff/documents/${at(f.documentIds, i)}/review`,
      body: () => JSON.stringify({ decision: 'approve' }),
      headers: { 'content-type': 'application/json' },
    },
  ];
}

/** Migrates and fills the database before the server starts (PGlite admits one process at a time). */
async function prepare(env: Record<string, string>): Promise<Fixture> {
  const config = loadConfig({ NODE_ENV: 'development', DEMO_MODE: 'false', ...env });
  const database = await createDatabase(databaseOptionsOf(config));
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: false, logger: pino({ level: 'warn' }) });
    const accounts = { domain: DOMAIN, passwordHash: await hashPassword(PASSWORD) };
    const familyIds = await seedFamilies(database.db, FAMILIES, accounts);
    await seedStaff(database.db, STAFF, accounts);
    const members = await database.db
      .select({
        familyId: householdMembers.familyId,
        memberId: householdMembers.id,
        name: householdMembers.name,
      })
      .from(householdMembers)
      .where(
        and(inArray(householdMembers.familyId, familyIds), eq(householdMembers.role, 'primary_applicant')),
      );
    const documents = await database.db
      .selectDistinctOn([familyDocuments.familyId], { id: familyDocuments.id })
      .from(familyDocuments)
      .where(
        and(
          inArray(familyDocuments.familyId, familyIds),
          eq(familyDocuments.documentType, 'upload'),
          inArray(familyDocuments.status, ['submitted', 'approved', 'rejected']),
        ),
      );
    return { familyIds, members, documentIds: documents.map((d) => d.id) };
  } finally {
    await database.close();
  }
}

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
  tokens: Record<'family' | 'staff', string[]>,
  measured: Measured,
) {
  let i = 0;
  const cpuBefore = cpuSeconds(measured.pid, measured.database);
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
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
  });
  const cpuAfter = cpuSeconds(measured.pid, measured.database);
  const perRequest = (seconds: number) => Math.round((seconds * 1e6) / Math.max(1, result.requests.total));
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
    serverUs: perRequest(cpuAfter.server - cpuBefore.server),
    databaseUs: perRequest(cpuAfter.database - cpuBefore.database),
  };
}

async function benchDatabase(label: string, databaseEnv: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haven-bench-'));
  const env = { DATA_DIR: dataDir, ...databaseEnv };
  try {
    const prepared = performance.now();
    const fixture = await prepare(env);
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
      const tokens = {
        family: await signInAll(
          server.url,
          '/api/auth/family/sign-in',
          Array.from({ length: FAMILIES }, (_, i) => `family-${i}@${DOMAIN}`),
        ),
        staff: await signInAll(
          server.url,
          '/api/auth/sign-in',
          Array.from({ length: STAFF }, (_, i) => `staff-${i}@${DOMAIN}`),
        ),
      };
      console.log(
        `\n## ${label}: ${FAMILIES} families and ${STAFF} staff rotating per request, ${CONNECTIONS} connections, ${SECONDS} s each (start-up to healthy ${Math.round(startupMs)} ms)`,
      );
      console.log(
        '| request | as | req/s | p99 ms | errors | vs health | server CPU µs/req | PostgreSQL CPU µs/req |',
      );
      console.log('|---|---|---|---|---|---|---|---|');
      let health = 0;
      for (const target of await targets()) {
        if (ONLY && target.as && !target.name.includes(ONLY)) continue;
        const r = await run(server.url, target, fixture, tokens, {
          pid: server.child.pid!,
          database: databaseEnv.DATABASE_URL
            ? new URL(databaseEnv.DATABASE_URL).pathname.slice(1)
            : undefined,
        });
        if (!target.as) health = r.rps;
        const ratio = health ? `${Math.round((r.rps / health) * 100)} %` : '';
        console.log(
          `| ${target.name} | ${target.as ?? '—'} | ${r.rps} | ${r.p99} | ${r.errors} | ${ratio} | ${r.serverUs} | ${databaseEnv.DATABASE_URL ? r.databaseUs : '—'} |`,
        );
      }
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
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
if (process.env.BENCH_DATABASES !== 'postgres') await benchDatabase('PGlite (embedded)', {});
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
if (pgUrl) await withThrowawayPostgres(pgUrl, (url) => benchDatabase('PostgreSQL', { DATABASE_URL: url }));
else console.log('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)');
