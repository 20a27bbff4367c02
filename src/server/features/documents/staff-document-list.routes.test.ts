import { and, asc, count, eq, ilike, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { EXPIRING_SOON_DAYS } from '@shared/documents/documents.schema';
import { daysAfter } from '@shared/documents/expiry';
import { families, familyDocuments, type DocumentStatus, type ProcessingStatus } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { containsPattern } from '../../lib/contains-pattern';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

/**
 * The staff document list against the plainest statement of what it returns (a join, a WHERE with ORs, the
 * list order, LIMIT/OFFSET and COUNT), over families and documents made to collide: equal submission times,
 * names matching both a document and a family, pages across the end of the list.
 */

let t: TestApp;
let staff: string;
let firstFamilyId: string;
let capFamilyId: string;

const STATUSES: DocumentStatus[] = ['pending', 'submitted', 'completed', 'approved', 'rejected', 'expired'];
const PROCESSING: ProcessingStatus[] = ['pending', 'processing', 'completed', 'failed'];
const NAMES = [
  'Physician Report',
  'TB Test Results',
  'Proof of Income',
  'Quill Reference Letter',
  'Photo ID',
];
const FAMILY_NAMES = ['Reporter Family', 'Quillon Family', null, 'Ortiz Family'];
const DAY_MS = 86_400_000;
const NOW = Date.UTC(2026, 10, 1);

/** Deterministic pseudo-random integers below n. */
function sequence(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state % n;
  };
}

async function seedList() {
  const next = sequence(7);
  const familyRows = Array.from({ length: 24 }, (_, i) => ({
    caseNumber: `LST-${String(i).padStart(4, '0')}`,
    familyName: FAMILY_NAMES[i % FAMILY_NAMES.length],
    primaryContactName: i % 5 === 0 ? 'Dana Quill' : 'Sam Report',
  }));
  const inserted = await t.db.insert(families).values(familyRows).returning({ id: families.id });
  firstFamilyId = inserted[0]!.id;
  const documents = inserted.flatMap(({ id }) =>
    Array.from({ length: 14 }, (_, j) => {
      const status = STATUSES[next(STATUSES.length)]!;
      // Three submission days only, so many documents tie on submitted_at and the id decides.
      const at = status === 'pending' ? null : new Date(NOW - next(3) * DAY_MS);
      return {
        familyId: id,
        stepId: 1 + next(8),
        documentName: NAMES[next(NAMES.length)]!,
        documentType: j % 7 === 6 ? ('form' as const) : ('upload' as const),
        status,
        processingStatus: PROCESSING[next(PROCESSING.length)]!,
        mismatch: next(4) === 0,
        submittedAt: at,
        approvedAt: status === 'approved' ? at : null,
        rejectedAt: status === 'rejected' ? at : null,
        // Approved copies expiring from a month ago to half a year ahead of today.
        expiresOn: status === 'approved' && next(2) === 0 ? daysAfter(new Date(), next(210) - 30) : null,
      };
    }),
  );
  await t.db.insert(familyDocuments).values(documents);
}

/** More matches than a search counts: one family with 1,010 submitted documents of one name. */
async function seedCapFamily() {
  const [family] = await t.db
    .insert(families)
    .values({ caseNumber: 'CAP-0001', familyName: 'Capstone Family', primaryContactName: 'Cap Stone' })
    .returning({ id: families.id });
  capFamilyId = family!.id;
  await t.db.insert(familyDocuments).values(
    Array.from({ length: 1010 }, (_, i) => ({
      familyId: capFamilyId,
      documentName: 'Overflow Probe Letter',
      status: 'submitted' as const,
      submittedAt: new Date(NOW - (i % 4) * DAY_MS),
    })),
  );
}

/** More matching families than a search looks up by id: 520 "Broadway" families, three uploads each. */
async function seedBroadFamilies() {
  const inserted = await t.db
    .insert(families)
    .values(
      Array.from({ length: 520 }, (_, i) => ({
        caseNumber: `BRD-${String(i).padStart(4, '0')}`,
        familyName: 'Broadway Family',
        primaryContactName: 'Lee Broadway',
      })),
    )
    .returning({ id: families.id });
  const at = (i: number) => new Date(NOW - (i % 5) * DAY_MS);
  await t.db.insert(familyDocuments).values(
    inserted.flatMap(({ id }, i) => [
      { familyId: id, documentName: 'Photo ID', status: 'submitted' as const, submittedAt: at(i) },
      {
        familyId: id,
        documentName: 'Photo ID',
        status: 'rejected' as const,
        submittedAt: at(i),
        rejectedAt: at(i),
      },
      { familyId: id, documentName: 'Proof of Income' },
    ]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  await seedList();
  await seedCapFamily();
  await seedBroadFamilies();
});
afterAll(async () => {
  await t.close();
});

interface Query {
  status?: DocumentStatus;
  processingStatus?: ProcessingStatus;
  familyId?: string;
  stepId?: number;
  flagged?: boolean;
  expiring?: 'soon';
  search?: string;
}

function expectedWhere(query: Query): SQL | undefined {
  const pattern = query.search ? containsPattern(query.search) : undefined;
  const soon = daysAfter(new Date(), EXPIRING_SOON_DAYS);
  return and(
    isNotNull(familyDocuments.submittedAt),
    query.status ? eq(familyDocuments.status, query.status) : undefined,
    query.processingStatus ? eq(familyDocuments.processingStatus, query.processingStatus) : undefined,
    query.familyId ? eq(familyDocuments.familyId, query.familyId) : undefined,
    query.stepId ? eq(familyDocuments.stepId, query.stepId) : undefined,
    query.flagged === undefined ? undefined : eq(familyDocuments.mismatch, query.flagged),
    query.expiring
      ? or(
          and(eq(familyDocuments.status, 'approved'), lte(familyDocuments.expiresOn, soon)),
          eq(familyDocuments.status, 'expired'),
        )
      : undefined,
    pattern
      ? or(
          ilike(familyDocuments.documentName, pattern),
          ilike(sql`coalesce(${families.familyName}, ${families.primaryContactName})`, pattern),
          ilike(families.caseNumber, pattern),
        )
      : undefined,
  );
}

async function expected(query: Query, page: number, pageSize: number) {
  const where = expectedWhere(query);
  const rows = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .innerJoin(families, eq(families.id, familyDocuments.familyId))
    .where(where)
    .orderBy(sql`${familyDocuments.submittedAt} desc nulls last`, asc(familyDocuments.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [counted] = await t.db
    .select({ total: count() })
    .from(familyDocuments)
    .innerJoin(families, eq(families.id, familyDocuments.familyId))
    .where(where);
  return { ids: rows.map((row) => row.id), total: counted?.total ?? 0 };
}

async function listed(query: Query, page: number, pageSize: number) {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  for (const [key, value] of Object.entries(query)) params.set(key, String(value));
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/staff/documents?${params.toString()}`,
    headers: { authorization: staff },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json() as { items: { id: string }[]; total: number; totalIsCapped: boolean };
  return { ids: body.items.map((item) => item.id), total: body.total, totalIsCapped: body.totalIsCapped };
}

/** The API's page and total equal the plain query's; a search's total stops at 1,000 and says so. */
async function expectSameList(query: Query, pages: (lastPage: number) => number[], pageSize: number) {
  const { total } = await expected(query, 1, pageSize);
  const capped = query.search !== undefined && total > 1000;
  for (const page of new Set(pages(Math.max(1, Math.ceil(total / pageSize))))) {
    const want = await expected(query, page, pageSize);
    const got = await listed(query, page, pageSize);
    expect({ query, page, ...got }).toEqual({
      query,
      page,
      ids: want.ids,
      total: capped ? 1000 : total,
      totalIsCapped: capped,
    });
  }
  return total;
}

test('every filter and search returns the same rows, order and total as the plain query', async () => {
  const queries: Query[] = [
    {},
    ...STATUSES.map((status) => ({ status })),
    ...PROCESSING.map((processingStatus) => ({ processingStatus })),
    { stepId: 4 },
    { flagged: true },
    { flagged: false },
    { expiring: 'soon' },
    { expiring: 'soon', stepId: 1 },
    { familyId: firstFamilyId },
    { status: 'submitted', stepId: 2, flagged: false },
    ...['report', 'quill', 'lst-001', 'ortiz', 'photo id', '%', 'zz-no-match'].map((search) => ({ search })),
    { search: 'report', status: 'rejected' },
    { search: 'quill', flagged: true, processingStatus: 'failed' },
    { search: 'Letter', familyId: firstFamilyId },
  ];
  for (const query of queries) {
    await expectSameList(query, (last) => [1, 2, Math.ceil(last / 2), last, last + 1], 7);
  }
});

test('a search counts to 1,000 and says so; its pages past the count are still there', async () => {
  const pages = () => [1, 2, 40, 41, 42];
  expect(await expectSameList({ search: 'overflow probe' }, pages, 25)).toBe(1010);
  // Without a search the total is exact, however large.
  expect(await expectSameList({ familyId: capFamilyId }, pages, 25)).toBe(1010);
});

test('a search matching hundreds of families finds all their documents', async () => {
  const pages = (last: number) => [1, 2, last, last + 1];
  expect(await expectSameList({ search: 'broadway' }, pages, 50)).toBe(1040);
  expect(await expectSameList({ search: 'broadway', status: 'rejected' }, pages, 50)).toBe(520);
  expect(await expectSameList({ search: 'broadway', status: 'submitted' }, pages, 100)).toBe(520);
  expect(await expectSameList({ search: 'brd-', flagged: false }, pages, 100)).toBe(1040);
});
