import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { APPLICATION_STEPS } from '@shared/journey/journey-steps';
import { families, familyDocuments } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

/** What counting every document says, and what the dashboard shows (handed in: submitted_at set). */
async function countsBothWays() {
  const [counted] = await t.db
    .select({
      documents: sql<number>`count(*) filter (where ${familyDocuments.submittedAt} is not null)`.mapWith(
        Number,
      ),
      pending: sql<number>`count(*) filter (where ${familyDocuments.status} = 'submitted')`.mapWith(Number),
    })
    .from(familyDocuments);
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/staff/dashboard',
    headers: { authorization: admin },
  });
  const { documents, pendingDocuments } = response.json().cards;
  return { counted, shown: { documents, pending: pendingDocuments } };
}

test('the document cards match a full count through inserts, status changes, moves and deletes', async () => {
  const first = await countsBothWays();
  expect(first.shown).toEqual(first.counted);
  expect(first.counted!.documents).toBeGreaterThan(0);

  const [family] = await t.db.select({ id: families.id }).from(families).limit(1);
  const [other] = await t.db
    .insert(families)
    .values({ caseNumber: 'HVN-TEST-COUNT', primaryContactName: 'Casey Count' })
    .returning({ id: families.id });
  const inserted = await t.db
    .insert(familyDocuments)
    .values(
      Array.from({ length: 5 }, (_, i) => ({
        familyId: family!.id,
        stepId: 1,
        documentName: `Counted ${i}`,
        documentType: 'upload' as const,
        status: i < 2 ? ('submitted' as const) : ('pending' as const),
        submittedAt: i < 2 ? new Date() : null,
      })),
    )
    .returning({ id: familyDocuments.id });
  await t.db
    .update(familyDocuments)
    .set({ status: 'approved', approvedAt: new Date() })
    .where(eq(familyDocuments.id, inserted[0]!.id));
  await t.db
    .update(familyDocuments)
    .set({ status: 'submitted', submittedAt: new Date(), processingStatus: 'failed' })
    .where(eq(familyDocuments.id, inserted[2]!.id));
  await t.db
    .update(familyDocuments)
    .set({ familyId: other!.id })
    .where(eq(familyDocuments.id, inserted[3]!.id));
  await t.db.delete(familyDocuments).where(eq(familyDocuments.id, inserted[4]!.id));

  const after = await countsBothWays();
  expect(after.shown).toEqual(after.counted);
  // Handed in: the two submitted, and the one submitted later; not the pending one moved away.
  expect(after.counted!.documents).toBe(first.counted!.documents + 3);

  // Deleting a family removes its documents (cascade), and the counts follow.
  await t.db.delete(families).where(eq(families.id, other!.id));
  const last = await countsBothWays();
  expect(last.shown).toEqual(last.counted);
  expect(last.counted!.documents).toBe(first.counted!.documents + 3);
});

test('the family cards match a full count through new families, step and status changes and deletes', async () => {
  const familyCards = async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/staff/dashboard',
      headers: { authorization: admin },
    });
    const { totalFamilies, activeFamilies, pendingApplications } = response.json().cards;
    return { totalFamilies, activeFamilies, pendingApplications };
  };
  const fullCount = async () => {
    const [row] = await t.db
      .select({
        totalFamilies: sql<number>`count(*)`.mapWith(Number),
        activeFamilies: sql<number>`count(*) filter (where ${families.status} = 'active')`.mapWith(Number),
        pendingApplications:
          sql<number>`count(*) filter (where ${families.status} = 'active' and ${inArray(families.currentStep, [...APPLICATION_STEPS])})`.mapWith(
            Number,
          ),
      })
      .from(families);
    return row;
  };
  const before = await fullCount();
  expect(await familyCards()).toEqual(before);

  const added = await t.db
    .insert(families)
    .values(
      Array.from({ length: 4 }, (_, i) => ({
        caseNumber: `HVN-TEST-FC${i}`,
        primaryContactName: `Fay Count ${i}`,
      })),
    )
    .returning({ id: families.id });
  await t.db.update(families).set({ currentStep: 5 }).where(eq(families.id, added[0]!.id));
  await t.db.update(families).set({ status: 'on_hold' }).where(eq(families.id, added[1]!.id));
  await t.db.update(families).set({ stepName: 'Renamed only' }).where(eq(families.id, added[2]!.id));
  await t.db.delete(families).where(eq(families.id, added[3]!.id));

  const after = await fullCount();
  expect(after!.totalFamilies).toBe(before!.totalFamilies + 3);
  expect(await familyCards()).toEqual(after);
});

const get = async (url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers: { authorization: admin } });
  expect(response.statusCode).toBe(200);
  return response.json();
};

test('the Documents card counts what the Documents page lists, and the expiring figure what its Expiring soon filter lists', async () => {
  t.clock.now = new Date('2027-03-01T10:00:00Z');
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const [family] = await t.db.select({ id: families.id }).from(families).limit(1);
  const approvedExpiring = (expiresOn: string) => ({
    familyId: family!.id,
    stepId: 3,
    documentName: `Certificate until ${expiresOn}`,
    status: 'approved' as const,
    submittedAt: new Date('2026-03-01T00:00:00Z'),
    approvedAt: new Date('2026-03-02T00:00:00Z'),
    expiresOn,
  });
  const before = (await get('/api/staff/dashboard')).cards;
  await t.db.insert(familyDocuments).values([
    approvedExpiring('2027-03-15'), // 14 days ahead
    approvedExpiring('2027-04-30'), // the 60th day
    approvedExpiring('2027-05-01'), // 61 days: not yet
    approvedExpiring('2027-02-27'), // past, not yet scanned
    { ...approvedExpiring('2027-02-01'), status: 'expired' },
  ]);

  const { cards, pendingTasks } = await get('/api/staff/dashboard');
  expect(cards.documents).toBe(before.documents + 5);
  expect(cards.expiringDocuments).toBe(before.expiringDocuments + 4);
  expect(cards.documents).toBe((await get('/api/staff/documents?pageSize=1')).total);
  expect(cards.expiringDocuments).toBe((await get('/api/staff/documents?expiring=soon&pageSize=1')).total);
  expect(cards.pendingDocuments).toBe((await get('/api/staff/documents?status=submitted&pageSize=1')).total);

  expect(pendingTasks).toContainEqual(
    expect.objectContaining({
      id: 'expiring-documents',
      path: '/staff/documents?expiring=soon',
      count: cards.expiringDocuments,
    }),
  );
  expect(pendingTasks).toContainEqual(
    expect.objectContaining({ id: 'review-documents', path: '/staff/documents?status=submitted' }),
  );
  t.clock.now = null;
});
