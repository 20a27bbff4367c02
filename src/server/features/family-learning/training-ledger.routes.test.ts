import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_FAMILY_ID } from '../../db/seed/demo-accounts';
import { multipartForm, realPdf, signInFamily as signInDemoFamily } from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createStaffUser, TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let family = '';
let caseworker = '';

beforeAll(async () => {
  t = await createTestApp();
  family = await signInDemoFamily(t.app);
  await createStaffUser(t.db, { email: 'ledger@example.org', roles: [], grant: ['manage_families'] });
  caseworker = (await signIn(t.app, 'ledger@example.org', TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const ledgerUrl = `/api/staff/families/${DEMO_FAMILY_ID}/training`;

function recordOutside(fields: Record<string, string>, bytes: Buffer, name = 'cpr.pdf') {
  const form = multipartForm(fields, { name, bytes });
  return t.app.inject({
    method: 'POST',
    url: ledgerUrl,
    payload: form.payload,
    headers: { ...form.headers, authorization: caseworker },
  });
}

test('the ledger adds outside trainings with their certificate toward the required hours', async () => {
  const before = (await t.app.inject({ url: ledgerUrl, headers: { authorization: caseworker } })).json();
  expect(before).toMatchObject({
    requiredHours: 40,
    completedHours: 12,
    remainingHours: 28,
    earlierHours: 12,
  });

  const pdf = await realPdf([['CPR and First Aid', 'Completed']]);
  const recorded = await recordOutside(
    { title: 'CPR and First Aid', hours: '4.5', completedOn: '2026-10-02' },
    pdf,
  );
  expect(recorded.statusCode, recorded.body).toBe(201);
  const ledger = recorded.json();
  expect(ledger).toMatchObject({ completedHours: 16.5, remainingHours: 23.5, earlierHours: 12 });
  expect(ledger.entries[0]).toMatchObject({
    source: 'outside',
    title: 'CPR and First Aid',
    hours: 4.5,
    completedOn: '2026-10-02',
    hasCertificateFile: true,
    recordedBy: 'ledger@example.org',
  });
  expect(JSON.stringify(ledger)).not.toContain('training/');

  const file = await t.app.inject({
    url: `${ledgerUrl}/${ledger.entries[0].id}/certificate`,
    headers: { authorization: caseworker },
  });
  expect(file.headers['content-type']).toBe('application/pdf');
  expect(file.rawPayload.equals(pdf)).toBe(true);

  const stats = (await t.app.inject({ url: '/api/family/stats', headers: { authorization: family } })).json();
  expect(stats.training.completedHours).toBe(16.5);
});

test('an outside training needs a title, sensible hours, a date and a real certificate file', async () => {
  const pdf = await realPdf([['Certificate']]);
  for (const fields of [
    { title: ' ', hours: '2', completedOn: '2026-10-02' },
    { title: 'Workshop', hours: '0', completedOn: '2026-10-02' },
    { title: 'Workshop', hours: 'many', completedOn: '2026-10-02' },
    { title: 'Workshop', hours: '2', completedOn: 'yesterday' },
  ])
    expect((await recordOutside(fields, pdf)).statusCode, JSON.stringify(fields)).toBe(400);
  const script = await recordOutside(
    { title: 'Workshop', hours: '2', completedOn: '2026-10-02' },
    Buffer.from('#!/bin/sh\necho hi\n'),
    'cert.pdf',
  );
  expect(script.statusCode).toBe(415);
  const unknownFamily = await t.app.inject({
    url: '/api/staff/families/00000000-0000-4000-8000-00000000ffff/training',
    headers: { authorization: caseworker },
  });
  expect(unknownFamily.statusCode).toBe(404);
});
