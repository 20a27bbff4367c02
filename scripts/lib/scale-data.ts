/**
 * Many realistic families at once, for `seed-at-scale` and the bench: names, languages, statuses and journey
 * positions spread like an agency's caseload, each family with a household and the 20 journey documents of
 * the demo catalogue. Deterministic, so runs are comparable. Optionally each family gets a family sign-in.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/server/db/client';
import {
  families,
  familyDocuments,
  householdMembers,
  profiles,
  userPermissions,
  userRoles,
  users,
  type LanguageCode,
} from '../../src/server/db/schema';
import { journeyPosition } from '../../src/server/db/seed/journey-documents';
import { TOTAL_JOURNEY_STEPS } from '../../src/shared/journey/journey-steps';

const FAMILIES_PER_BATCH = 1000;
const ROWS_PER_INSERT = 4000;
const DAY_MS = 86_400_000;

const SURNAMES = [
  'Martinez',
  'Nguyen',
  'Johnson',
  'Garcia',
  'Smith',
  'Chen',
  'Patel',
  'Williams',
  'Lopez',
  'Santos',
  'Kim',
  'Brown',
  'Davis',
  'Rodriguez',
  'Okafor',
  'Hernandez',
  'Wilson',
  'Anderson',
  'Tran',
  'Reyes',
  'Thompson',
  'Moore',
  'Jackson',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Flores',
];
const FIRST_NAMES = [
  'Maria',
  'James',
  'Linh',
  'Ana',
  'Robert',
  'Mei',
  'Priya',
  'Karen',
  'Luis',
  'Maricel',
  'David',
  'Sarah',
  'Kevin',
  'Rosa',
  'Wei',
  'Ngozi',
  'Tala',
  'Jordan',
  'Alex',
  'Sam',
];
const LANGUAGES: LanguageCode[] = ['en', 'en', 'en', 'es', 'es', 'zh', 'vi', 'tl'];
/** 20 items per family, spread over the 8 steps like the demo catalogue. */
const DOCUMENTS: [step: number, name: string, type: 'upload' | 'form' | 'e-sign'][] = [
  [1, 'Resource Family Application (RFA 01A)', 'form'],
  [1, 'Criminal Record Statement (RFA 01B)', 'form'],
  [1, 'Government-Issued Photo ID', 'upload'],
  [2, 'Resource Family Readiness Self-Assessment', 'form'],
  [2, 'Personal References (3)', 'form'],
  [2, 'Employer Reference Letter', 'upload'],
  [3, 'Live Scan Fingerprinting Receipt (LIC 9163)', 'upload'],
  [3, 'Background Check Authorization', 'e-sign'],
  [4, 'Proof of Income', 'upload'],
  [4, "Homeowner's or Renter's Insurance Declaration", 'upload'],
  [4, 'TB Test Results', 'upload'],
  [4, "Physician's Report (LIC 503)", 'upload'],
  [5, 'Placement Preferences Questionnaire', 'form'],
  [5, 'Family Profile Letter and Photos', 'upload'],
  [6, 'Pre-Approval Training Certificates', 'upload'],
  [6, 'CPR and First Aid Certification', 'upload'],
  [6, 'Vehicle Insurance Verification', 'upload'],
  [7, 'Home Health and Safety Assessment Checklist', 'form'],
  [7, 'Emergency Evacuation Floor Plan', 'upload'],
  [8, 'Final Approval Acknowledgement', 'e-sign'],
];

/** Deterministic pseudo-random numbers (mulberry32), so runs are comparable. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const next = random(20_261_121);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;

function familyRows(runTag: string, from: number, count: number, now: number) {
  const familyValues: (typeof families.$inferInsert)[] = [];
  const memberValues: (typeof householdMembers.$inferInsert)[] = [];
  const documentValues: (typeof familyDocuments.$inferInsert)[] = [];
  for (let i = from; i < from + count; i++) {
    const id = randomUUID();
    const surname = pick(SURNAMES);
    const contact = `${pick(FIRST_NAMES)} ${surname}`;
    const step = 1 + Math.floor(next() * TOTAL_JOURNEY_STEPS);
    const roll = next();
    const status = roll < 0.75 ? 'active' : roll < 0.85 ? 'on_hold' : roll < 0.93 ? 'approved' : 'withdrawn';
    const approved = status === 'approved';
    const completed = approved ? TOTAL_JOURNEY_STEPS : step - 1;
    const { currentStep, stepName, progressPercentage } = journeyPosition(completed);
    const startedDaysAgo = 10 + Math.floor(next() * 720);
    familyValues.push({
      id,
      caseNumber: `${runTag}-${String(i).padStart(6, '0')}`,
      familyName: `${surname} Family`,
      primaryContactName: contact,
      primaryContactEmail: `${contact.toLowerCase().replace(' ', '.')}.${i}@example.org`,
      preferredLanguage: pick(LANGUAGES),
      status,
      currentStep,
      stepName,
      progressPercentage,
      startDate: new Date(now - startedDaysAgo * DAY_MS).toISOString().slice(0, 10),
      lastLogin: next() < 0.2 ? null : new Date(now - Math.floor(next() * startedDaysAgo) * DAY_MS),
      createdAt: new Date(now - startedDaysAgo * DAY_MS),
    });
    const primaryId = randomUUID();
    memberValues.push({
      id: primaryId,
      familyId: id,
      name: contact,
      role: 'primary_applicant',
      relationship: 'Self',
      age: 25 + Math.floor(next() * 40),
    });
    if (next() < 0.6)
      memberValues.push({
        familyId: id,
        name: `${pick(FIRST_NAMES)} ${surname}`,
        role: 'co_applicant',
        relationship: 'Spouse',
        age: 25 + Math.floor(next() * 40),
      });
    if (next() < 0.4)
      memberValues.push({
        familyId: id,
        name: `${pick(FIRST_NAMES)} ${surname}`,
        role: 'child',
        relationship: 'Child',
        age: Math.floor(next() * 17),
      });
    for (const [stepId, documentName, documentType] of DOCUMENTS) {
      const done = stepId <= completed;
      const current = stepId === currentStep && !approved;
      const submitted = current && next() < 0.4;
      // Approved items were handed in over the family's journey, current ones in the last two weeks; some
      // current ones were rejected, failed processing or were flagged, so every staff filter finds rows.
      const submittedAt = done
        ? new Date(now - Math.floor(next() * startedDaysAgo * DAY_MS))
        : submitted
          ? new Date(now - Math.floor(next() * 14 * DAY_MS))
          : null;
      const outcome = submitted ? next() : 1;
      documentValues.push({
        familyId: id,
        householdMemberId: stepId === 1 ? primaryId : null,
        stepId,
        documentName,
        documentType,
        status: done ? 'approved' : outcome < 0.1 ? 'rejected' : submitted ? 'submitted' : 'pending',
        processingStatus:
          outcome >= 0.1 && outcome < 0.15 ? 'failed' : done || submitted ? 'completed' : 'pending',
        mismatch: outcome >= 0.15 && outcome < 0.25,
        submittedAt,
        approvedAt: done ? submittedAt : null,
        rejectedAt: outcome < 0.1 ? submittedAt : null,
        rejectionReason: outcome < 0.1 ? 'Unreadable scan.' : null,
        dueDate: current ? new Date(now + 14 * DAY_MS).toISOString().slice(0, 10) : null,
      });
    }
  }
  return { familyValues, memberValues, documentValues };
}

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) await insert(rows.slice(i, i + ROWS_PER_INSERT));
}

/** A family's sign-in made by `seedFamilies`: `family-{n}@{domain}`, every one with the same password hash. */
export interface ScaleAccounts {
  domain: string;
  passwordHash: string;
}

/**
 * Inserts `count` families in batches of 1,000, each with its household and documents and, with `accounts`,
 * a confirmed family user. Returns the new families' ids in order.
 */
export async function seedFamilies(db: Db, count: number, accounts?: ScaleAccounts): Promise<string[]> {
  const runTag = `SCL-${Date.now().toString(36).toUpperCase()}`;
  const now = Date.now();
  let documents = 0;
  const ids: string[] = [];
  const started = performance.now();
  for (let from = 0; from < count; from += FAMILIES_PER_BATCH) {
    const rows = familyRows(runTag, from, Math.min(FAMILIES_PER_BATCH, count - from), now);
    const familyUsers = accounts
      ? rows.familyValues.map((family, i) => ({
          email: `family-${from + i}@${accounts.domain}`,
          passwordHash: accounts.passwordHash,
          kind: 'family',
          familyId: family.id,
          emailConfirmedAt: new Date(now),
        }))
      : [];
    await db.transaction(async (tx) => {
      await insertChunked(rows.familyValues, (chunk) => tx.insert(families).values(chunk));
      await insertChunked(rows.memberValues, (chunk) => tx.insert(householdMembers).values(chunk));
      await insertChunked(rows.documentValues, (chunk) => tx.insert(familyDocuments).values(chunk));
      await insertChunked(familyUsers, async (chunk) => {
        const created = await tx.insert(users).values(chunk).returning({ id: users.id, email: users.email });
        await tx
          .insert(profiles)
          .values(created.map((u) => ({ id: u.id, email: u.email, displayName: u.email })));
      });
    });
    ids.push(...rows.familyValues.map((family) => family.id!));
    documents += rows.documentValues.length;
    process.stdout.write(`\r  ${Math.min(from + FAMILIES_PER_BATCH, count)} / ${count} families`);
  }
  // A bulk load is followed by VACUUM ANALYZE, as autovacuum would do on a server; PGlite has no autovacuum.
  await db.execute(sql`vacuum analyze families, household_members, family_documents, users`);
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `\nInserted ${count} families and ${documents} documents in ${seconds.toFixed(1)} s (run prefix ${runTag}).`,
  );
  return ids;
}

/**
 * `count` approved staff users `staff-{n}@{domain}`: caseworkers (the staff role with manage_families and
 * manage_documents granted, as an agency sets them up) and every fifth an admin.
 */
export async function seedStaff(db: Db, count: number, accounts: ScaleAccounts): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const created = await tx
      .insert(users)
      .values(
        Array.from({ length: count }, (_, i) => ({
          email: `staff-${i}@${accounts.domain}`,
          passwordHash: accounts.passwordHash,
          emailConfirmedAt: now,
        })),
      )
      .returning({ id: users.id, email: users.email });
    await tx
      .insert(profiles)
      .values(created.map((u) => ({ id: u.id, email: u.email, displayName: u.email })));
    const admins = created.filter((_, i) => i % 5 === 0);
    const caseworkers = created.filter((_, i) => i % 5 !== 0);
    await tx
      .insert(userRoles)
      .values([
        ...admins.map((u) => ({ userId: u.id, role: 'admin' })),
        ...caseworkers.map((u) => ({ userId: u.id, role: 'staff' })),
      ]);
    await tx.insert(userPermissions).values(
      caseworkers.flatMap((u) =>
        ['manage_families', 'manage_documents'].map((permission) => ({
          userId: u.id,
          permission,
          granted: true,
        })),
      ),
    );
  });
}
