import { and, asc, count, eq, getTableName, gte, is, lte, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PERMISSION_CATALOGUE } from '@shared/auth/permissions';
import { verifyPassword } from '../../lib/password-hash';
import { DEMO_SEED_HELPERS } from '../../lib/demo-seed-helpers';
import { createTestDatabase } from '../../testing/test-database';
import type { Database, Db } from '../client';
import * as schema from '../schema';
import {
  agencySettings,
  auditLog,
  dashboardConfigurations,
  documentRequirements,
  families,
  familyDocuments,
  householdMembers,
  permissions,
  userPermissions,
  userRoles,
  users,
} from '../schema';
import { DEFAULT_CHECKLIST } from './checklist';
import { DEMO_FAMILY_ID, DEMO_STAFF_ACCOUNTS } from './demo-accounts';
import { seedDatabase } from './index';

const silent = { info: () => {} };

/** In-memory PGlite, or a throwaway PostgreSQL database in the "api (postgres)" project. */
const migratedDatabase = createTestDatabase;

/** Row count of every table in the schema, by table name. */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const [row] = await db.select({ n: count() }).from(table);
    counts[getTableName(table)] = row?.n ?? 0;
  }
  return counts;
}

/** One demo-seeded database shared by the read-only demo tests below. */
let demo: Database;
let firstRunCounts: Record<string, number>;
const seedMessages: unknown[] = [];

beforeAll(async () => {
  demo = await migratedDatabase();
  await seedDatabase(demo.db, {
    demo: DEMO_SEED_HELPERS,
    logger: { info: (_obj, msg) => void seedMessages.push(msg) },
  });
  firstRunCounts = await rowCounts(demo.db);
});
afterAll(async () => {
  await demo.close();
});

test('seeding demo data twice leaves every table as the first run made it', async () => {
  await seedDatabase(demo.db, {
    demo: DEMO_SEED_HELPERS,
    logger: { info: (_obj, msg) => void seedMessages.push(msg) },
  });
  expect(await rowCounts(demo.db)).toEqual(firstRunCounts);
  expect(seedMessages).toEqual(['demo data seeded', 'demo data skipped: the database already has families']);
  expect(firstRunCounts).toMatchObject({
    permissions: PERMISSION_CATALOGUE.length,
    dashboard_configurations: 14,
    agency_settings: 3,
  });
  expect(firstRunCounts.families).toBeGreaterThanOrEqual(7);
  expect(firstRunCounts.document_templates).toBeGreaterThanOrEqual(5);
});

test('the demo family is the Martinez family at step 4 with steps 1 to 3 signed off', async () => {
  const { db } = demo;

  const [family] = await db.select().from(families).where(eq(families.id, DEMO_FAMILY_ID));
  expect(family).toMatchObject({
    caseNumber: 'HVN-2026-0001',
    primaryContactName: 'Maria Martinez',
    familyName: 'Martinez Family',
    currentStep: 4,
    stepName: 'Document',
    progressPercentage: 38,
  });

  const early = await db
    .select()
    .from(familyDocuments)
    .where(and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), lte(familyDocuments.stepId, 3)));
  expect(early.length).toBeGreaterThan(5);
  for (const document of early) {
    // Uploads and forms are approved by staff; a signed e-sign document ends 'completed'.
    expect(document.status, document.documentName).toBe(
      document.documentType === 'e-sign' ? 'completed' : 'approved',
    );
    if (document.documentType !== 'e-sign') expect(document.approvedAt).toBeInstanceOf(Date);
  }
  const stepFour = await db
    .select({ status: familyDocuments.status })
    .from(familyDocuments)
    .where(and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.stepId, 4)));
  expect(new Set(stepFour.map((d) => d.status))).toEqual(new Set(['submitted', 'pending', 'rejected']));
  const [later] = await db
    .select({ n: count() })
    .from(familyDocuments)
    .where(
      and(
        eq(familyDocuments.familyId, DEMO_FAMILY_ID),
        sql`${familyDocuments.stepId} > 4`,
        sql`${familyDocuments.status} <> 'pending'`,
      ),
    );
  expect(later?.n).toBe(0);

  const members = await db
    .select({ name: householdMembers.name, role: householdMembers.role, age: householdMembers.age })
    .from(householdMembers)
    .where(eq(householdMembers.familyId, DEMO_FAMILY_ID))
    .orderBy(asc(householdMembers.createdAt));
  expect(members).toEqual([
    { name: 'Maria Martinez', role: 'primary_applicant', age: 38 },
    { name: 'David Martinez', role: 'co_applicant', age: 40 },
    { name: 'Rosa Martinez', role: 'adult', age: 67 },
    { name: 'Sofia Martinez', role: 'child', age: 9 },
  ]);

  const tiles = await db
    .select()
    .from(dashboardConfigurations)
    .orderBy(asc(dashboardConfigurations.positionOrder));
  expect(tiles).toHaveLength(14);
  expect(tiles.every((tile) => tile.isEnabled)).toBe(true);
  expect(tiles.slice(0, 3).map((tile) => tile.category)).toEqual(['header', 'header', 'header']);
});

test('the demo staff accounts sign in with the demo password and hold their roles and grants', async () => {
  const { db } = demo;
  for (const account of DEMO_STAFF_ACCOUNTS) {
    const [user] = await db.select().from(users).where(eq(users.email, account.email));
    expect(user?.emailConfirmedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(account.password, user?.passwordHash ?? '')).toBe(true);
    const roles = await db
      .select({ role: userRoles.role })
      .from(userRoles)
      .where(eq(userRoles.userId, user?.id ?? ''));
    expect(roles.map((r) => r.role)).toEqual([account.role]);
    const grants = await db
      .select({ permission: userPermissions.permission })
      .from(userPermissions)
      .where(eq(userPermissions.userId, user?.id ?? ''));
    expect(grants.map((g) => g.permission)).toEqual([...account.grantedPermissions]);
  }
});

test('a production seed creates the permission catalogue, tiles and settings but no accounts or families', async () => {
  const { db, close } = await migratedDatabase();
  await seedDatabase(db, { demo: false, logger: silent });
  await seedDatabase(db, { demo: false, logger: silent });
  const counts = await rowCounts(db);
  expect(counts).toMatchObject({
    permissions: PERMISSION_CATALOGUE.length,
    dashboard_configurations: 14,
    users: 0,
    families: 0,
    courses: 0,
    document_requirements: DEFAULT_CHECKLIST.length,
  });
  const [intake] = await db.select().from(agencySettings).where(eq(agencySettings.key, 'intake_email'));
  expect(intake?.value).toBe('documents@haven-agency.org');
  const [catalogue] = await db.select().from(permissions).where(eq(permissions.id, 'manage_documents'));
  expect(catalogue).toMatchObject({ name: 'Manage Documents', category: 'Documents' });
  await close();
});

test('a staff change to a dashboard tile survives the next start', async () => {
  const { db, close } = await migratedDatabase();
  await seedDatabase(db, { demo: false, logger: silent });
  await db
    .update(dashboardConfigurations)
    .set({ isEnabled: false })
    .where(eq(dashboardConfigurations.componentName, 'Gamification'));
  await seedDatabase(db, { demo: false, logger: silent });
  const [tile] = await db
    .select()
    .from(dashboardConfigurations)
    .where(eq(dashboardConfigurations.componentName, 'Gamification'));
  expect(tile?.isEnabled).toBe(false);
  await close();
});

test('staff edits to the document checklist survive the next start', async () => {
  const { db, close } = await migratedDatabase();
  await seedDatabase(db, { demo: false, logger: silent });
  await db
    .update(documentRequirements)
    .set({ enabled: false })
    .where(eq(documentRequirements.name, 'Pet Vaccination Records'));
  await db.delete(documentRequirements).where(eq(documentRequirements.name, 'Employer Reference Letter'));
  await seedDatabase(db, { demo: false, logger: silent });
  const items = await db.select().from(documentRequirements);
  expect(items).toHaveLength(DEFAULT_CHECKLIST.length - 1);
  expect(items.find((item) => item.name === 'Pet Vaccination Records')?.enabled).toBe(false);
  await close();
});

test("every demo family's checklist items come from the checklist, one per matching member", async () => {
  const { db } = demo;
  const rows = await db.execute(sql`select count(*)::int as n from family_documents d
    left join document_requirements r on r.id = d.requirement_id
    where d.source = 'checklist' and (r.id is null or d.step_id <> r.step_id or d.document_name <> r.name)`);
  expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(0);
  const tb = await db
    .select({ member: householdMembers.name, status: familyDocuments.status })
    .from(familyDocuments)
    .innerJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(
      and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.documentName, 'TB Test Results')),
    );
  expect(tb.map((d) => d.member).sort()).toEqual(['David Martinez', 'Maria Martinez', 'Rosa Martinez']);
  expect(tb.every((d) => d.status === 'submitted')).toBe(true);
});

test('no demo event lies in the future of the seed', async () => {
  const columns = [
    'families.created_at',
    'families.last_login',
    'household_members.created_at',
    'family_documents.created_at',
    'family_documents.submitted_at',
    'family_documents.approved_at',
    'family_documents.rejected_at',
    'audit_log.at',
    'course_enrollments.enrolled_at',
    'course_enrollments.completed_at',
    'lesson_progress.completed_at',
    'quiz_attempts.submitted_at',
    'course_enrollment_requests.requested_at',
    'announcements.published_at',
  ];
  for (const column of columns) {
    const [table, name] = column.split('.');
    const result = await demo.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table!)} where ${sql.identifier(name!)} > now()`,
    );
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n, column).toBe(0);
  }
});

test("a fresh demo has one approved copy expiring within 30 days: Rosa Martinez's photo ID", async () => {
  const today = new Date().toISOString().slice(0, 10);
  const in30 = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const expiring = await demo.db
    .select({ name: familyDocuments.documentName, member: householdMembers.name })
    .from(familyDocuments)
    .leftJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(
      and(
        eq(familyDocuments.status, 'approved'),
        gte(familyDocuments.expiresOn, today),
        lte(familyDocuments.expiresOn, in30),
      ),
    );
  expect(expiring).toEqual([{ name: 'Government-Issued Photo ID', member: 'Rosa Martinez' }]);
});

test('the audit log refuses UPDATE and DELETE', async () => {
  const { db, close } = await migratedDatabase();
  await db.insert(auditLog).values({ action: 'test.appended' });
  const appendOnly = { cause: expect.objectContaining({ message: expect.stringMatching(/append-only/) }) };
  await expect(db.update(auditLog).set({ action: 'test.rewritten' })).rejects.toMatchObject(appendOnly);
  await expect(db.delete(auditLog)).rejects.toMatchObject(appendOnly);
  const rows = await db.select({ action: auditLog.action }).from(auditLog);
  expect(rows).toEqual([{ action: 'test.appended' }]);
  await close();
});
