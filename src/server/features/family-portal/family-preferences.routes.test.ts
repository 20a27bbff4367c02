import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, families } from '../../db/schema';
import { DEMO_FAMILY_ACCOUNT, DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let other: Awaited<ReturnType<typeof createTestFamily>>;
const callers = { demo: '', other: '', staff: '' };
beforeAll(async () => {
  t = await createTestApp();
  other = await createTestFamily(t.db, { email: 'family.prefs@example.org', surname: 'Prefs' });
  callers.demo = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
  callers.other = (await signInFamily(t.app, 'family.prefs@example.org', TEST_PASSWORD)).authorization;
  callers.staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const get = (caller?: keyof typeof callers) =>
  t.app.inject({
    method: 'GET',
    url: '/api/family/preferences',
    headers: caller ? { authorization: callers[caller] } : {},
  });
const put = (payload: unknown, caller?: keyof typeof callers) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/family/preferences',
    headers: caller ? { authorization: callers[caller] } : {},
    payload: payload as object,
  });

const languageChanges = (familyId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'family.language_changed'), eq(auditLog.familyId, familyId)));

test('a family reads its preferred language', async () => {
  const response = await get('demo');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  expect(response.json()).toEqual({ preferredLanguage: 'en' });
});

test('a family saves another language: the row changes and one audit row says from what to what', async () => {
  const response = await put({ preferredLanguage: 'es' }, 'demo');
  expect(response.statusCode).toBe(200);
  expect(response.json()).toEqual({ preferredLanguage: 'es' });
  expect((await get('demo')).json()).toEqual({ preferredLanguage: 'es' });
  const [family] = await t.db.select().from(families).where(eq(families.id, DEMO_FAMILY_ID));
  expect(family!.preferredLanguage).toBe('es');
  const rows = await languageChanges(DEMO_FAMILY_ID);
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({
    actorEmail: DEMO_FAMILY_ACCOUNT.email,
    objectType: 'family',
    objectId: DEMO_FAMILY_ID,
    details: { from: 'en', to: 'es' },
  });
  // The other family is untouched: the family comes from the session, never from the request.
  expect((await get('other')).json()).toEqual({ preferredLanguage: 'en' });
});

test('saving the language the family already has changes nothing and writes no audit row', async () => {
  const before = (await languageChanges(other.family.id)).length;
  expect((await put({ preferredLanguage: 'en' }, 'other')).json()).toEqual({ preferredLanguage: 'en' });
  expect(await languageChanges(other.family.id)).toHaveLength(before);
});

test('a language Haven does not speak is a 400, and a family id in the body is ignored', async () => {
  for (const body of [{ preferredLanguage: 'fr' }, { preferredLanguage: null }, {}]) {
    const response = await put(body, 'other');
    expect(response.statusCode, JSON.stringify(body)).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
  expect((await get('other')).json()).toEqual({ preferredLanguage: 'en' });
  const aimed = await put({ preferredLanguage: 'zh', familyId: DEMO_FAMILY_ID }, 'other');
  expect(aimed.json()).toEqual({ preferredLanguage: 'zh' });
  expect((await get('other')).json()).toEqual({ preferredLanguage: 'zh' });
  expect((await get('demo')).json()).toEqual({ preferredLanguage: 'es' });
});

test('staff are refused with 403 and anonymous callers with 401', async () => {
  expect((await get('staff')).statusCode).toBe(403);
  expect((await put({ preferredLanguage: 'vi' }, 'staff')).statusCode).toBe(403);
  expect((await get()).statusCode).toBe(401);
  expect((await put({ preferredLanguage: 'vi' })).statusCode).toBe(401);
  expect(await languageChanges(DEMO_FAMILY_ID)).toHaveLength(1);
});

test("a family's sessions carry the saved language, on sign-in and on refresh; staff sessions carry none", async () => {
  const signedIn = await t.app.inject({
    method: 'POST',
    url: '/api/auth/family/sign-in',
    payload: { email: 'family.prefs@example.org', password: TEST_PASSWORD },
  });
  expect(signedIn.json().user.language).toBe('zh');
  const { refreshToken } = await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD);
  expect((await put({ preferredLanguage: 'vi' }, 'demo')).statusCode).toBe(200);
  const refreshed = await t.app.inject({
    method: 'POST',
    url: '/api/auth/refresh',
    cookies: { haven_refresh: refreshToken ?? '' },
    payload: {},
  });
  expect(refreshed.statusCode).toBe(200);
  expect(refreshed.json().user.language).toBe('vi');
  const staff = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in',
    payload: { email: 'admin@haven.demo', password: DEMO_PASSWORD },
  });
  expect(staff.json().user).not.toHaveProperty('language');
});
