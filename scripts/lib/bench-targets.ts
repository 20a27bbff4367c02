/**
 * What the bench and the plan printer share: the data of 1,000 families and 50 staff (through the seed-at-scale
 * path), the requests of every read and main write, and a throwaway PostgreSQL database.
 */
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import sharp from 'sharp';
import { loadConfig } from '../../src/server/config/env';
import { createDatabase, databaseOptionsOf } from '../../src/server/db/client';
import { familyDocuments, householdMembers } from '../../src/server/db/schema';
import { seedDatabase } from '../../src/server/db/seed';
import { JOB_SCHEDULES } from '../../src/server/job-definitions';
import { registerSchedules } from '../../src/server/lib/jobs/schedules';
import { hashPassword } from '../../src/server/lib/password-hash';
import { multipartForm } from '../../src/server/testing/document-fixtures';
import { ANALYTICS_SECTIONS, seedAnalyticsData } from './scale-analytics-data';
import { seedFamilies, seedStaff } from './scale-data';

/** The e-mail domain of the bench's accounts: `family-<i>@…` and `staff-<i>@…`. */
export const BENCH_DOMAIN = 'bench.invalid';

/** What the requests of one target need: one entry per family, in the order the families were made. */
export interface Fixture {
  familyIds: string[];
  /** The primary applicant of each family, for the household edit. */
  members: { familyId: string; memberId: string; name: string }[];
  /** One reviewable document per family (approvable as it is), for the staff document detail and the review. */
  documentIds: string[];
}

export interface Target {
  name: string;
  /** Who asks: a family, any staff member, or an administrator (course management); null for no one. */
  as: 'family' | 'staff' | 'admin' | null;
  method?: 'GET' | 'POST' | 'PUT';
  /** The path of the i-th request (i counts across all connections). */
  path: (i: number, fixture: Fixture) => string;
  body?: (i: number, fixture: Fixture) => string | Buffer;
  headers?: Record<string, string>;
}

export const at = <T>(items: T[], i: number) => items[i % items.length]!;

export async function targets(): Promise<Target[]> {
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
  const admin = (name: string, url: string): Target => ({ name, as: 'admin', path: () => url });
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
    family('GET /api/family/learning', '/api/family/learning'),
    family('GET /api/family/chat/messages (history)', '/api/family/chat/messages?limit=100'),
    family('GET /api/family/chat/stats', '/api/family/chat/stats'),
    family('GET /api/family/messages/unread-count', '/api/family/messages/unread-count'),
    family('GET /api/family/messages', '/api/family/messages'),
    staff('GET /api/auth/me (staff)', '/api/auth/me'),
    staff('GET /api/staff/dashboard', '/api/staff/dashboard'),
    staff('GET /api/staff/families', '/api/staff/families'),
    staff('GET /api/staff/families/applications', '/api/staff/families/applications'),
    staff('GET /api/staff/inbox', '/api/staff/inbox'),
    staff('GET /api/staff/inbox?state=waiting', '/api/staff/inbox?state=waiting'),
    {
      name: 'GET /api/staff/families/:id',
      as: 'staff',
      path: (i, f) => `/api/staff/families/${at(f.familyIds, i)}`,
    },
    staff('GET /api/staff/documents', '/api/staff/documents'),
    admin('GET /api/staff/learning/stats', '/api/staff/learning/stats'),
    admin('GET /api/staff/learning/courses', '/api/staff/learning/courses'),
    admin('GET /api/staff/learning/analytics', '/api/staff/learning/analytics'),
    admin('GET /api/staff/learning/assignments/families', '/api/staff/learning/assignments/families'),
    ...ANALYTICS_SECTIONS.map((section) =>
      admin(`GET /api/staff/analytics/${section}`, `/api/staff/analytics/${section}`),
    ),
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
export async function prepareBenchData(
  env: Record<string, string>,
  counts: { families: number; staff: number; password: string },
): Promise<Fixture> {
  const config = loadConfig({ NODE_ENV: 'development', DEMO_MODE: 'false', ...env });
  const database = await createDatabase(databaseOptionsOf(config));
  try {
    await database.migrate();
    await seedDatabase(database.db, { demo: false, logger: pino({ level: 'warn' }) });
    const accounts = { domain: BENCH_DOMAIN, passwordHash: await hashPassword(counts.password) };
    const familyIds = await seedFamilies(database.db, counts.families, accounts);
    await seedStaff(database.db, counts.staff, accounts);
    await seedAnalyticsData(database.db, familyIds);
    // As on a server that has been running, today's daily scans are done. A first start runs them at once, and
    // on these families they e-mail some 600 reminders: jobs that would run beside the reads being measured.
    await registerSchedules(database.db, JOB_SCHEDULES, new Date(Date.now() + 24 * 3600 * 1000));
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
          // A copy whose own expiry date has passed is refused approval (the review asks for a new date).
          or(isNull(familyDocuments.expiresOn), gt(familyDocuments.expiresOn, sql`current_date`)),
        ),
      );
    return { familyIds, members, documentIds: documents.map((d) => d.id) };
  } finally {
    await database.close();
  }
}

/** Creates a database on the server of `adminUrl`, runs `body` with its URL, and drops it again. */
export async function withThrowawayPostgres(adminUrl: string, body: (url: string) => Promise<void>) {
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
