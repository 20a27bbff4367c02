import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { families } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

/**
 * Issue 42, security item 6: a name with a direction override or a zero-width character could display as
 * another name in staff lists, so names refuse them with a 400 (and nothing is written).
 */

let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, headers: { authorization: admin, ...headers } });

test.each([
  ['a right-to-left override', 'Smith\u202Enosnhoj'],
  ['a left-to-right isolate', 'Smith\u2066Jones\u2069'],
  ['a zero-width space', 'Smi\u200Bth'],
  ['a byte order mark', 'Smi\uFEFFth'],
])('a family name with %s is refused with 400 and no family is created', async (_, familyName) => {
  const [before] = await t.db.select({ n: count() }).from(families);
  const response = await post('/api/staff/families', { familyName, primaryContactName: 'Pat Smith' });
  expect(response.statusCode).toBe(400);
  expect(response.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: expect.stringMatching(/familyName: must not contain invisible formatting characters/),
  });
  const [after] = await t.db.select({ n: count() }).from(families);
  expect(after?.n).toBe(before?.n);
});

test('a household member name with a direction override is refused; a family reads the refusal in its language', async () => {
  const url = `/api/staff/families/${DEMO_FAMILY_ID}/household`;
  const english = await post(url, { name: 'Ana\u202E', role: 'adult' });
  expect(english.statusCode).toBe(400);
  expect(english.json().message).toMatch(/name: must not contain invisible formatting characters/);
  const spanish = await post(url, { name: 'Ana\u202E', role: 'adult' }, { 'accept-language': 'es' });
  expect(spanish.statusCode).toBe(400);
  expect(spanish.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: 'Los datos enviados no son válidos.',
  });
});

test('names in right-to-left scripts and with accents are still accepted', async () => {
  const response = await post('/api/staff/families', {
    familyName: 'عائلة الحسن',
    primaryContactName: 'José Núñez',
  });
  expect(response.statusCode).toBe(201);
  const [row] = await t.db
    .select({ name: families.familyName })
    .from(families)
    .where(eq(families.id, response.json().id));
  expect(row?.name).toBe('عائلة الحسن');
});
