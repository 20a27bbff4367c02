/**
 * Fills a database with many families (default 10,000, each with a household and the documents the checklist
 * asks of it, about 25 each, so some 250,000 documents) and prints the latency of the All Families list and of the staff document list:
 * p95 over 50 varied requests each (search, filters, sorts, deep pages) through the real application
 * (app.inject), with the read cache off, and for the document list the figures per request shape. Prints
 * figures, asserts nothing.
 *
 *   DATA_DIR=/tmp/haven-scale npm run seed-at-scale            # embedded PGlite
 *   DATABASE_URL=postgres://… npm run seed-at-scale            # PostgreSQL
 *   SCALE_FAMILIES=2000 npm run seed-at-scale                  # fewer families
 *   SCALE_FAMILIES=0 npm run seed-at-scale                     # measure what is already there
 *
 * Every run adds families with its own case-number prefix; the server must not be running on the same
 * DATA_DIR (PGlite allows one process).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { count, desc, eq } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/server/app';
import { loadConfig } from '../src/server/config/env';
import { createDatabase, databaseOptionsOf, type Db } from '../src/server/db/client';
import { users, familySupportStaff } from '../src/server/db/schema';
import { seedDatabase } from '../src/server/db/seed';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts';
import { createStaffAccount } from '../src/server/features/auth/staff-auth.service';
import { createMailer } from '../src/server/lib/mailer';
import { DEMO_SEED_HELPERS } from '../src/server/lib/demo-seed-helpers';
import { createStorage } from '../src/server/lib/storage/create-storage';
import { ANALYTICS_SECTIONS, analyticsRequests, seedAnalyticsData } from './lib/scale-analytics-data';
import { seedFamilies } from './lib/scale-data';

const FAMILIES = Number(process.env.SCALE_FAMILIES ?? 10_000);
const REQUESTS = 50;

/**
 * 50 All Families requests as staff make them: every sort both ways; plain lists down to the last pages;
 * step and status filters; searches by name, case number and id (first pages, as a search narrows the list).
 */
function listRequests(): string[] {
  const searches = [
    'martinez',
    'Ana',
    'nguyen family',
    'SCL-',
    'HVN-2026-0001',
    '00000000-0000-4000-8000-000000000001',
    'zz-no-match',
    'o',
  ];
  const sorts = ['name', 'step', 'progress', 'startDate', 'lastLogin'];
  const urls: string[] = [];
  for (let i = 0; urls.length < REQUESTS; i++) {
    const query = new URLSearchParams({
      sort: sorts[i % sorts.length]!,
      order: i % 3 ? 'asc' : 'desc',
      pageSize: String([25, 50, 100][i % 3]),
    });
    if (i % 2 === 1) {
      query.set('search', searches[(i >> 1) % searches.length]!);
      query.set('page', String(1 + ((i >> 1) % 2)));
    } else if (i % 6 === 2) {
      query.set(
        i % 12 === 2 ? 'step' : 'status',
        i % 12 === 2 ? String(1 + (i % 8)) : ['active', 'on_hold', 'approved', 'withdrawn'][i % 4]!,
      );
      query.set('page', String([1, 2, 5][i % 3]));
    } else {
      query.set('page', String([1, 2, 10, 50, 100, 200, 399][(i >> 1) % 7]));
    }
    urls.push(`/api/staff/families?${query.toString()}`);
  }
  return urls;
}

/** 50 staff document-review requests: plain lists to deep pages, each filter, and searches (first pages). */
function documentRequests(): string[] {
  const searches = ['report', 'martinez', 'HVN-2026-00', 'zz-no-match'];
  const filters = [
    'status=submitted',
    'status=approved',
    'status=rejected',
    'processingStatus=failed',
    'stepId=4',
    'flagged=true',
  ];
  const urls: string[] = [];
  for (let i = 0; urls.length < REQUESTS; i++) {
    const page = [1, 2, 10, 100, 400][i % 5]!;
    // Every third request is a filter; each filter comes on page 1, then 2, then 3.
    const filter = Math.floor(i / 3);
    if (i % 3 === 0)
      urls.push(`/api/staff/documents?search=${encodeURIComponent(searches[i % searches.length]!)}`);
    else if (i % 3 === 1)
      urls.push(
        `/api/staff/documents?${filters[filter % filters.length]}&page=${1 + (Math.floor(filter / filters.length) % 3)}`,
      );
    else urls.push(`/api/staff/documents?page=${page}&pageSize=25`);
  }
  return urls;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

/** p50 and p95 per distinct request (a query shape and page), slowest first. */
function printShapes(timings: { url: string; ms: number }[]) {
  const byUrl = new Map<string, number[]>();
  for (const { url, ms } of timings) {
    const shape = decodeURIComponent(url.slice(url.indexOf('?') + 1));
    byUrl.set(shape, [...(byUrl.get(shape) ?? []), ms]);
  }
  const rows = [...byUrl].map(([shape, runs]) => {
    const sorted = runs.sort((a, b) => a - b);
    return { shape, runs: sorted.length, p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
  });
  console.log('| query | runs | p50 ms | p95 ms |');
  console.log('|---|---|---|---|');
  for (const row of rows.sort((a, b) => b.p95 - a.p95)) {
    console.log(`| ${row.shape} | ${row.runs} | ${row.p50.toFixed(1)} | ${row.p95.toFixed(1)} |`);
  }
}

/**
 * Times each request once after a short warm-up; prints p50, p95, max and the slowest three, and with
 * `byShape` the figures per distinct request.
 */
async function timeLists(
  app: FastifyInstance,
  authorization: string,
  label: string,
  urls: string[],
  byShape = false,
) {
  for (const url of urls.slice(0, 5)) await app.inject({ method: 'GET', url, headers: { authorization } });
  const timings: { url: string; ms: number }[] = [];
  let total = 0;
  for (const url of urls) {
    const started = performance.now();
    const response = await app.inject({ method: 'GET', url, headers: { authorization } });
    timings.push({ url, ms: performance.now() - started });
    if (response.statusCode !== 200)
      throw new Error(`${url} answered ${response.statusCode}: ${response.body}`);
    total = Math.max(total, (response.json() as { total?: number }).total ?? 0);
  }
  const sorted = timings.map((t) => t.ms).sort((a, b) => a - b);
  // Timings on a busy machine mean little, so the load is printed with them.
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  console.log(`\n## ${label} (${total} rows at most, ${urls.length} requests through app.inject)`);
  console.log(`load average ${load} on ${os.cpus().length} CPUs`);
  console.log('| p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|');
  console.log(
    `| ${percentile(sorted, 50).toFixed(1)} | ${percentile(sorted, 95).toFixed(1)} | ${sorted.at(-1)?.toFixed(1)} |`,
  );
  console.log('Slowest requests:');
  for (const slow of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 3))
    console.log(`  ${slow.ms.toFixed(1)} ms  ${slow.url}`);
  if (byShape) printShapes(timings);
}

async function measure(db: Db, config: ReturnType<typeof loadConfig>, kind: string) {
  const logger = pino({ level: 'silent' });
  const app = await buildApp({
    db,
    config,
    mailer: createMailer({ from: config.mail.from, outboxDir: path.join(config.dataDir, 'outbox'), logger }),
    storage: createStorage(config),
  });
  // A measuring account only when the demo admin is absent; it is removed again afterwards.
  const demo = await db.select({ id: users.id }).from(users).where(eq(users.email, 'admin@haven.demo'));
  const temporary = demo.length
    ? null
    : { email: `seed-at-scale-${Date.now()}@haven.invalid`, password: randomBytes(24).toString('base64url') };
  const created = temporary
    ? await createStaffAccount(db, config, { ...temporary, displayName: 'seed-at-scale', roles: ['admin'] })
    : null;
  try {
    const credentials = temporary ?? { email: 'admin@haven.demo', password: DEMO_PASSWORD };
    const signIn = await app.inject({ method: 'POST', url: '/api/auth/sign-in', payload: credentials });
    const authorization = `Bearer ${(signIn.json() as { access_token: string }).access_token}`;
    await timeLists(app, authorization, `All Families list on ${kind}`, listRequests());
    await timeLists(app, authorization, `Staff document list on ${kind}`, documentRequests(), true);
    // The caseworker with the most families: a real caseload, not a demo caseworker's handful.
    const [caseworker] = await db
      .select({ id: familySupportStaff.userId })
      .from(familySupportStaff)
      .groupBy(familySupportStaff.userId)
      .orderBy(desc(count()))
      .limit(1);
    for (const section of ANALYTICS_SECTIONS) {
      const urls = analyticsRequests(section, caseworker?.id ?? '00000000-0000-4000-8000-000000000000', 24);
      await timeLists(app, authorization, `Analytics ${section} on ${kind}`, urls, true);
    }
  } finally {
    await app.close();
    if (created) await db.delete(users).where(eq(users.id, created.id));
  }
}

const config = loadConfig();
const database = await createDatabase(databaseOptionsOf(config));
try {
  await database.migrate();
  await seedDatabase(database.db, {
    demo: config.demoMode && DEMO_SEED_HELPERS,
    logger: pino({ level: 'warn' }),
  });
  console.log(
    `Seeding ${FAMILIES} families into ${database.kind === 'pglite' ? config.dataDir : 'PostgreSQL'}…`,
  );
  if (FAMILIES > 0) await seedAnalyticsData(database.db, await seedFamilies(database.db, FAMILIES));
  await measure(database.db, config, database.kind === 'pglite' ? 'PGlite' : 'PostgreSQL');
} finally {
  await database.close();
}
