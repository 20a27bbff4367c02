import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyDocuments, householdMembers } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { signInFamily } from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let staff = '';
let family = '';
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  family = await signInFamily(t.app);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, authorization: string) =>
  t.app.inject({ method: 'GET', url: `/api/${url}`, headers: { authorization } });

/** The demo family's submitted TB test of one member. */
async function memberTbTest(memberName: string) {
  const [row] = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .innerJoin(householdMembers, eq(householdMembers.id, familyDocuments.householdMemberId))
    .where(
      and(
        eq(familyDocuments.familyId, DEMO_FAMILY_ID),
        eq(familyDocuments.documentName, 'TB Test Results'),
        eq(householdMembers.name, memberName),
      ),
    );
  if (!row) throw new Error(`no TB test of ${memberName}`);
  return row.id;
}

test("a member's document is named with the member in the audit row, the family feed, the staff feeds and its history", async () => {
  const documentId = await memberTbTest('David Martinez');
  const approved = await t.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${documentId}/review`,
    headers: { authorization: staff },
    payload: { decision: 'approve' },
  });
  expect(approved.statusCode).toBe(200);

  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'document.approved'), eq(auditLog.objectId, documentId)));
  expect(audit?.details).toEqual({ documentName: 'TB Test Results', memberName: 'David Martinez' });

  const sentence = 'Jordan Lee approved TB Test Results for David Martinez';
  const feed = (await get('family/activity?limit=10', family)).json();
  expect(feed).toContainEqual(
    expect.objectContaining({
      action: 'document.approved',
      description: sentence,
      params: { who: 'Jordan Lee', document: 'TB Test Results', member: 'David Martinez' },
    }),
  );
  const dashboard = (await get('staff/dashboard', staff)).json();
  expect(dashboard.recentActivity.map((item: { description: string }) => item.description)).toContain(
    `${sentence} (Maria Martinez)`,
  );
  const detail = (await get(`staff/documents/${documentId}`, staff)).json();
  expect(detail.history.map((entry: { description: string }) => entry.description)).toContain(sentence);
});

test('a household document names no member, and an older row without the member still reads', async () => {
  const [income] = await t.db
    .select({ id: familyDocuments.id })
    .from(familyDocuments)
    .where(
      and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.documentName, 'Proof of Income')),
    );
  await t.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${income!.id}/review`,
    headers: { authorization: staff },
    payload: { decision: 'reject', reason: 'The pay stub is from last year.' },
  });
  const rosaTest = await memberTbTest('Rosa Martinez');
  // As written before audit rows named members.
  await t.db.insert(auditLog).values({
    action: 'document.rejected',
    objectType: 'document',
    objectId: rosaTest,
    familyId: DEMO_FAMILY_ID,
    details: { documentName: 'TB Test Results', reason: 'Blurry' },
  });
  const feed = (await get('family/activity?limit=10', family)).json();
  expect(feed).toContainEqual(
    expect.objectContaining({
      description: 'Jordan Lee rejected Proof of Income',
      params: { who: 'Jordan Lee', document: 'Proof of Income' },
    }),
  );
  expect(feed).toContainEqual(
    expect.objectContaining({
      description: 'Haven rejected TB Test Results',
      params: { who: 'Haven', document: 'TB Test Results' },
    }),
  );
});
