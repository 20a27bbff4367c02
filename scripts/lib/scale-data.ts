/**
 * Many realistic families at once, for `seed-at-scale` and the bench: names, languages, statuses and journey
 * positions spread like an agency's caseload, each family with a household and the documents the checklist asks
 * of it (made by the same sync as a real family's, about 25 per family), in states that follow its journey.
 * Deterministic families, so runs are comparable. Optionally each family gets a family sign-in.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Conn, Db } from '../../src/server/db/client';
import { syncFamilyDocuments } from '../../src/server/db/requirement-sync';
import {
  families,
  householdMembers,
  profiles,
  userPermissions,
  userRoles,
  users,
} from '../../src/server/db/schema';
import type { LanguageCode } from '../../src/shared/i18n/languages';
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
    memberValues.push({
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
  }
  return { familyValues, memberValues };
}

/**
 * Gives the families' requested documents states that follow each journey, in one statement: steps done are
 * approved (handed in at some point since the start); on the current step about 40% are handed in within the
 * last two weeks, and of those some were rejected, failed processing or were flagged, so every staff filter
 * finds rows. Each document's two rolls come from hashing its id.
 */
async function giveJourneyStates(db: Conn, familyIds: string[]) {
  await db.execute(sql`update family_documents d set
      status = x.status, processing_status = x.processing, mismatch = x.phase = 'current' and x.outcome >= 0.15
        and x.outcome < 0.25, submitted_at = x.submitted_at,
      approved_at = case when x.status = 'approved' then x.submitted_at end,
      rejected_at = case when x.status = 'rejected' then x.submitted_at end,
      rejection_reason = case when x.status = 'rejected' then 'Unreadable scan.' end,
      due_date = case when x.phase in ('current', 'waiting') then (now() + interval '14 days')::date end
    from (select y.*,
        case when y.phase = 'done' then 'approved' when y.phase <> 'current' then 'pending'
          when y.outcome < 0.1 then 'rejected' else 'submitted' end as status,
        case when y.phase = 'done' then 'completed' when y.phase <> 'current' then 'pending'
          when y.outcome >= 0.1 and y.outcome < 0.15 then 'failed' else 'completed' end as processing,
        case when y.phase = 'done' then y.started + (now() - y.started) * y.roll
          when y.phase = 'current' then now() - interval '14 days' * y.roll end as submitted_at
      from (select d2.id, f.created_at as started,
          (abs(hashtext(d2.id::text)) % 10000) / 10000.0 as roll,
          (abs(hashtext(d2.id::text || 'outcome')) % 10000) / 10000.0 as outcome,
          case when d2.step_id <= (case when f.status = 'approved' then 8 else f.current_step - 1 end) then 'done'
            when d2.step_id = f.current_step and f.status <> 'approved'
              then case when (abs(hashtext(d2.id::text || 'in')) % 10) < 4 then 'current' else 'waiting' end
            else 'later' end as phase
        from family_documents d2 join families f on f.id = d2.family_id
        where d2.family_id = any(${sql.param(familyIds)}::uuid[])) y) x
    where d.id = x.id`);
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
      // Documents come from the checklist, as a real family's do.
      const batchIds = rows.familyValues.map((family) => family.id!);
      documents += (await syncFamilyDocuments(tx, batchIds)).inserted;
      await giveJourneyStates(tx, batchIds);
      await insertChunked(familyUsers, async (chunk) => {
        const created = await tx.insert(users).values(chunk).returning({ id: users.id, email: users.email });
        await tx
          .insert(profiles)
          .values(created.map((u) => ({ id: u.id, email: u.email, displayName: u.email })));
      });
    });
    ids.push(...rows.familyValues.map((family) => family.id!));
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

/** Every fifth staff account (`staff-0`, `staff-5`, …) is an administrator; the others are caseworkers. */
export const isAdminStaff = (index: number) => index % 5 === 0;

/**
 * `count` approved staff users `staff-{n}@{domain}`: caseworkers (the staff role with manage_families and
 * manage_documents granted, as an agency sets them up) and every fifth an admin (isAdminStaff).
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
    const admins = created.filter((_, i) => isAdminStaff(i));
    const caseworkers = created.filter((_, i) => !isAdminStaff(i));
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
