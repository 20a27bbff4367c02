import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyDocuments } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { postUpload, signInFamily, storedKeys, textImage, tinyPdf } from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let family: string;
let staff: string;
let letterId: string;

beforeAll(async () => {
  t = await createTestApp();
  family = await signInFamily(t.app);
  staff = (await signIn(t.app, 'staff@haven.demo', DEMO_PASSWORD)).authorization;
  const photo = await textImage({ lines: ['Reference letter'], width: 640, height: 300 });
  const uploaded = await postUpload(
    t.app,
    family,
    { stepId: '2', documentName: 'Employer Reference Letter' },
    { name: 'letter.jpg', bytes: photo },
  );
  letterId = uploaded.json().document.id;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, authorization = staff) =>
  t.app.inject({ method: 'GET', url, headers: { authorization } });
const review = (id: string, payload: object, authorization = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/documents/${id}/review`,
    headers: { authorization },
    payload,
  });
const byId = async (id: string) =>
  (await t.db.select().from(familyDocuments).where(eq(familyDocuments.id, id)))[0]!;
const slot = async (name: string) =>
  (
    await t.db
      .select()
      .from(familyDocuments)
      .where(and(eq(familyDocuments.familyId, DEMO_FAMILY_ID), eq(familyDocuments.documentName, name)))
  )[0]!;

test('staff list uploads newest submitted first, filtered and searched, and read any file', async () => {
  const page = (await get('/api/staff/documents?pageSize=5')).json();
  expect(page.items).toHaveLength(5);
  expect(page.items[0]).toMatchObject({
    id: letterId,
    familyName: expect.any(String),
    caseNumber: 'HVN-2026-0001',
    hasFile: true,
  });
  const submitted = page.items.map((d: { submittedAt: string | null }) => d.submittedAt).filter(Boolean);
  expect(submitted).toEqual([...submitted].sort().reverse());
  const mine = (
    await get(`/api/staff/documents?familyId=${DEMO_FAMILY_ID}&stepId=2&status=submitted`)
  ).json();
  expect(mine.items.map((d: { id: string }) => d.id)).toEqual([letterId]);
  const byCase = (await get('/api/staff/documents?search=hvn-2026-0001&pageSize=100')).json();
  expect(byCase.total).toBeGreaterThan(0);
  expect(byCase.items.every((d: { familyId: string }) => d.familyId === DEMO_FAMILY_ID)).toBe(true);
  expect((await get('/api/staff/documents?search=Reference%20Letter')).json().total).toBeGreaterThan(0);
  expect((await get('/api/staff/documents?search=%25%25')).json().total).toBe(0);
  expect((await get('/api/staff/documents?processingStatus=failed&flagged=true')).json().total).toBe(0);
  expect((await get('/api/staff/documents?pageSize=101')).statusCode).toBe(400);
  const file = await get(`/api/staff/documents/${letterId}/file`);
  expect(file.statusCode).toBe(200);
  expect(file.headers['cache-control']).toBe('private, no-store');
});

test('approving sets approved_at; rejecting needs a reason and sets rejected_at and the reason', async () => {
  const approved = await review(letterId, { decision: 'approve' });
  expect(approved.statusCode).toBe(200);
  expect(approved.json()).toMatchObject({
    status: 'approved',
    approvedAt: expect.any(String),
    rejectedAt: null,
  });

  expect((await review(letterId, { decision: 'reject' })).statusCode).toBe(400);
  expect((await review(letterId, { decision: 'reject', reason: ' x ' })).statusCode).toBe(400);
  const rejected = await review(letterId, { decision: 'reject', reason: 'The letter is not signed.' });
  expect(rejected.json()).toMatchObject({
    status: 'rejected',
    approvedAt: null,
    rejectedAt: expect.any(String),
    rejectionReason: 'The letter is not signed.',
  });
  const history = rejected.json().history as { action: string; actorEmail: string; reason: string | null }[];
  expect(history.map((h) => h.action)).toEqual([
    'document.uploaded',
    'document.approved',
    'document.rejected',
  ]);
  expect(history.at(-1)).toMatchObject({
    actorEmail: 'staff@haven.demo',
    reason: 'The letter is not signed.',
  });
  const audits = await t.db.select().from(auditLog).where(eq(auditLog.objectId, letterId));
  expect(audits.every((a) => a.familyId === DEMO_FAMILY_ID)).toBe(true);

  const mine = (await get('/api/family/documents', family))
    .json()
    .find((d: { id: string }) => d.id === letterId);
  expect(mine).toMatchObject({ status: 'rejected', rejectionReason: 'The letter is not signed.' });
});

test('a pending slot cannot be reviewed and an unknown document is 404', async () => {
  const pending = await slot('Pet Vaccination Records');
  expect(pending.status).toBe('pending');
  expect((await review(pending.id, { decision: 'approve' })).statusCode).toBe(409);
  expect((await review('00000000-0000-4000-8000-00000000beef', { decision: 'approve' })).statusCode).toBe(
    404,
  );
});

test('a rejected document re-uploaded by the family goes back to submitted, the old file kept as version 1', async () => {
  const before = await byId(letterId);
  expect(before.status).toBe('rejected');
  const fields = { stepId: '2', documentName: 'Employer Reference Letter', documentId: letterId };
  const response = await postUpload(t.app, family, fields, { name: 'letter-signed.pdf', bytes: tinyPdf() });
  expect(response.statusCode).toBe(201);
  expect(response.json().document).toMatchObject({
    id: letterId,
    status: 'submitted',
    processingStatus: 'pending',
    rejectedAt: null,
    rejectionReason: null,
    mimeType: 'application/pdf',
  });
  const after = await byId(letterId);
  const keys = await storedKeys(t.config.dataDir);
  expect(after.storageKey).toMatch(/\.pdf$/);
  expect(keys).toContain(after.storageKey);
  expect(keys).toContain(before.storageKey);
  const versions = (await get(`/api/staff/documents/${letterId}/versions`)).json();
  expect(versions).toEqual([
    expect.objectContaining({ version: 1, rejectionReason: 'The letter is not signed.' }),
  ]);
  const again = await postUpload(t.app, family, fields, { name: 'again.pdf', bytes: tinyPdf() });
  expect(again.statusCode).toBe(409);
});

test('feeds say who rejected what: the staff dashboard names the family, the family feed and the history do not need to', async () => {
  const rejected = await review(letterId, { decision: 'reject', reason: 'The letter is not signed.' });
  expect(rejected.statusCode).toBe(200);
  expect(rejected.json().history.map((h: { description: string }) => h.description)).toContain(
    'Jordan Lee rejected Employer Reference Letter',
  );

  const dashboard = (await get('/api/staff/dashboard')).json();
  expect(dashboard.recentActivity[0].description).toBe(
    'Jordan Lee rejected Employer Reference Letter (Maria Martinez)',
  );
  const sentences = dashboard.recentActivity.map((a: { description: string }) => a.description);
  expect(sentences.join('\n')).not.toMatch(/^(Someone|Agency staff)/m);

  const familyFeed = (await get('/api/family/activity?limit=20', family)).json();
  expect(familyFeed[0].description).toBe('Jordan Lee rejected Employer Reference Letter');
});
