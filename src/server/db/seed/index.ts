import { count, sql } from 'drizzle-orm';
import type { Db, Tx } from '../client';
import { auditLog, families } from '../schema';
import { createSeedClock } from './clock';
import { seedDemoDocumentFiles } from './demo-document-files';
import { seedOtherFamilies } from './demo-families';
import { seedDemoConversations } from './demo-conversations';
import { seedDemoAssessment } from './demo-assessment';
import { seedDemoEvaluation } from './demo-evaluation';
import { seedDemoFamily } from './demo-family';
import { seedDemoHistory } from './demo-history';
import { seedDemoLearning } from './demo-learning';
import { seedAnnouncements } from './demo-announcements';
import { seedDemoStaff } from './demo-staff';
import { seedDemoForms } from './demo-forms';
import { seedReferenceData } from './reference-data';
import type { AuditWriter, PasswordHasher } from './seed-types';

/** What the demo seed needs from the layers above it. */
export interface DemoSeedHelpers {
  hashPassword: PasswordHasher;
  writeAudit: AuditWriter;
}

export interface SeedOptions {
  /** Also create the demo family, families, staff accounts, courses and templates (empty database only). */
  demo: false | DemoSeedHelpers;
  /**
   * With the demo data, queue the job that draws and reads a sample file for each handed-in demo document
   * (default true). Tests that do not look at those files leave it out: it is seconds of OCR.
   */
  demoDocumentFiles?: boolean;
  logger: { info(obj: unknown, msg?: string): void };
}

/** Serializes concurrent seeders (two servers starting against one PostgreSQL). Any fixed bigint works. */
const SEED_LOCK_KEY = 7_243_901_118;

/**
 * Brings a migrated database to a usable state; safe to call on every start. Reference data (permission
 * catalogue, dashboard tiles, agency settings) is always ensured. Demo data is written in one transaction,
 * and only into a database without families, so a second call changes nothing.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<void> {
  await seedReferenceData(db);
  const { demo } = options;
  if (!demo) return;

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [existing] = await tx.select({ families: count() }).from(families);
    if ((existing?.families ?? 0) > 0) return false;
    await seedDemoData(tx, demo, options.demoDocumentFiles ?? true);
    return true;
  });
  options.logger.info(
    { demo: true, seeded },
    seeded ? 'demo data seeded' : 'demo data skipped: the database already has families',
  );
}

async function seedDemoData(
  tx: Tx,
  { hashPassword, writeAudit }: DemoSeedHelpers,
  documentFiles: boolean,
): Promise<void> {
  const clock = createSeedClock();
  const staff = await seedDemoStaff(tx, clock, hashPassword);
  await seedDemoFamily(tx, clock, staff, hashPassword);
  await seedOtherFamilies(tx, clock);
  await seedAnnouncements(tx, clock, staff.adminId);
  await seedDemoLearning(tx, clock, staff.adminId);
  await seedDemoForms(tx, clock);
  await seedDemoHistory(tx, clock, writeAudit, staff);
  await seedDemoConversations(tx, clock, writeAudit, staff);
  await seedDemoEvaluation(tx, clock, writeAudit, staff);
  await seedDemoAssessment(tx, clock, writeAudit, staff);
  if (documentFiles) await seedDemoDocumentFiles(tx, clock);
  await tx
    .insert(auditLog)
    .values({ action: 'system.demo_data_seeded', details: { source: 'seedDatabase' } });
}
