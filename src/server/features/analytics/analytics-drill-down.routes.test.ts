import { afterAll, beforeAll, expect, test } from 'vitest';
import { families, familyDocuments, familySupportStaff, profiles, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

/**
 * The lists behind Analytics' figures (All Families, the staff Documents list) filtered by caseworker and
 * applicant type, on a hand-made set: a caseworker of their own and an applicant type nobody else has, so the
 * demo data cannot blur the answers.
 */

let t: TestApp;
let admin = '';
let caseworker = '';
let otherCaseworker = '';
const TYPE = 'Drill-down Kinship';
const OTHER_TYPE = 'Drill-down Respite';

/** Case number, step, applicant type, whether `caseworker` supports it, flagged submitted documents. */
const SET = [
  { caseNumber: 'DRL-1', step: 2, type: TYPE, ours: true, flagged: 2 },
  { caseNumber: 'DRL-2', step: 2, type: TYPE, ours: true, flagged: 0 },
  { caseNumber: 'DRL-3', step: 2, type: OTHER_TYPE, ours: true, flagged: 1 },
  { caseNumber: 'DRL-4', step: 2, type: TYPE, ours: false, flagged: 3 },
  { caseNumber: 'DRL-5', step: 5, type: TYPE, ours: true, flagged: 1 },
];

async function staffUser(email: string, displayName: string) {
  const [user] = await t.db.insert(users).values({ email, kind: 'staff' }).returning({ id: users.id });
  await t.db.insert(profiles).values({ id: user!.id, email, displayName });
  return user!.id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  caseworker = await staffUser('drill.caseworker@haven.test', 'Casey Drill');
  otherCaseworker = await staffUser('drill.other@haven.test', 'Olive Other');
  const inserted = await t.db
    .insert(families)
    .values(
      SET.map((row) => ({
        caseNumber: row.caseNumber,
        familyName: `${row.caseNumber} Family`,
        primaryContactName: 'Pat Drill',
        currentStep: row.step,
        stepName: 'Step',
        progressPercentage: 10,
        applicantType: row.type,
      })),
    )
    .returning({ id: families.id, caseNumber: families.caseNumber });
  const idOf = (caseNumber: string) => inserted.find((row) => row.caseNumber === caseNumber)!.id;
  await t.db.insert(familySupportStaff).values(
    SET.map((row) => ({
      familyId: idOf(row.caseNumber),
      userId: row.ours ? caseworker : otherCaseworker,
      roleTitle: 'Caseworker',
    })),
  );
  await t.db.insert(familyDocuments).values(
    SET.flatMap((row) =>
      Array.from({ length: row.flagged + 1 }, (_, i) => {
        const submittedAt = new Date(Date.UTC(2026, 0, 10 + i));
        // One unflagged approved copy per family, the rest submitted and flagged.
        return {
          familyId: idOf(row.caseNumber),
          stepId: 1,
          documentName: `Drill document ${i}`,
          documentType: 'upload' as const,
          status: i === 0 ? ('approved' as const) : ('submitted' as const),
          mismatch: i > 0,
          submittedAt,
          approvedAt: i === 0 ? submittedAt : null,
        };
      }),
    ),
  );
});
afterAll(async () => {
  await t.close();
});

async function get(url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
  return { status: response.statusCode, body: response.json() };
}

const caseNumbers = (items: { caseNumber: string }[]) => items.map((item) => item.caseNumber).sort();

test('All Families narrows to a caseworker and an applicant type, and counts the families for real', async () => {
  const byCaseworker = await get(`/api/staff/families?caseworker=${caseworker}&pageSize=100`);
  expect(byCaseworker.status).toBe(200);
  expect(byCaseworker.body).toMatchObject({ total: 4, caseworkerName: 'Casey Drill' });
  expect(caseNumbers(byCaseworker.body.items)).toEqual(['DRL-1', 'DRL-2', 'DRL-3', 'DRL-5']);

  const both = await get(
    `/api/staff/families?step=2&status=active&caseworker=${caseworker}&applicantType=${encodeURIComponent(TYPE)}`,
  );
  expect(both.body).toMatchObject({ total: 2, caseworkerName: 'Casey Drill' });
  expect(caseNumbers(both.body.items)).toEqual(['DRL-1', 'DRL-2']);

  const byType = await get(`/api/staff/families?applicantType=${encodeURIComponent(TYPE)}&pageSize=1&page=3`);
  expect(byType.body).toMatchObject({ total: 4, caseworkerName: null });
  expect(byType.body.items).toHaveLength(1);

  // A text search takes the same filters on its own path.
  const searched = await get(`/api/staff/families?search=DRL&caseworker=${otherCaseworker}`);
  expect(searched.body).toMatchObject({ total: 1, caseworkerName: 'Olive Other' });
  expect(caseNumbers(searched.body.items)).toEqual(['DRL-4']);
});

test('the Documents list narrows to a caseworker and an applicant type', async () => {
  const flagged = await get(
    `/api/staff/documents?status=submitted&flagged=true&caseworker=${caseworker}&pageSize=100`,
  );
  expect(flagged.status).toBe(200);
  expect(flagged.body).toMatchObject({ total: 4, caseworkerName: 'Casey Drill', totalIsCapped: false });
  expect(flagged.body.items).toHaveLength(4);

  const both = await get(
    `/api/staff/documents?caseworker=${caseworker}&applicantType=${encodeURIComponent(TYPE)}&pageSize=2`,
  );
  // DRL-1 (3 documents), DRL-2 (1) and DRL-5 (2).
  expect(both.body).toMatchObject({ total: 6, caseworkerName: 'Casey Drill' });
  expect(both.body.items).toHaveLength(2);

  const searched = await get(
    `/api/staff/documents?search=${encodeURIComponent('Drill document')}&applicantType=${encodeURIComponent(OTHER_TYPE)}`,
  );
  expect(searched.body).toMatchObject({ total: 2, caseworkerName: null });
  expect(new Set(searched.body.items.map((item: { caseNumber: string }) => item.caseNumber))).toEqual(
    new Set(['DRL-3']),
  );
});

test('a figure and the list behind it count the same families and documents', async () => {
  const filters = `caseworker=${caseworker}&applicantType=${encodeURIComponent(TYPE)}`;
  const pipeline = await get(`/api/staff/analytics/pipeline?${filters}`);
  const documents = await get(`/api/staff/analytics/documents?${filters}`);
  expect(pipeline.status).toBe(200);
  const onStep2 = pipeline.body.funnel.find((step: { step: number }) => step.step === 2).families;
  expect(onStep2).toBe(2);
  expect((await get(`/api/staff/families?step=2&status=active&${filters}`)).body.total).toBe(onStep2);
  expect(documents.body.mismatchesAwaitingReview).toBe(3);
  expect((await get(`/api/staff/documents?status=submitted&flagged=true&${filters}`)).body.total).toBe(3);
});

test('a caseworker that is not a uuid is 400 with the error shape, on both lists', async () => {
  for (const url of ['/api/staff/families?caseworker=sarah', '/api/staff/documents?caseworker=1234']) {
    const response = await get(url);
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.any(String),
      requestId: expect.any(String),
      details: [{ path: 'querystring.caseworker' }],
    });
  }
});
