import { eq, inArray, sql } from 'drizzle-orm';
import { APPLICATION_STEPS } from '@shared/journey/journey-steps';
import { afterAll, beforeAll, expect, test } from 'vitest';
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

/** What counting every document says, and what the dashboard shows. */
async function countsBothWays() {
  const [counted] = await t.db
    .select({
      documents: sql<number>`count(*)`.mapWith(Number),
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
  expect(after.counted!.documents).toBe(first.counted!.documents + 4);

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
