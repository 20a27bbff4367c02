import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { announcements, families } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { signInFamily as signInDemoFamily } from '../../testing/document-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let staff: string;

/** A family of its own speaking `language`, signed in. */
async function familySpeaking(language: 'vi' | 'es', email: string) {
  const { family } = await createTestFamily(t.db, { email, surname: language.toUpperCase() });
  await t.db.update(families).set({ preferredLanguage: language }).where(eq(families.id, family.id));
  return (await signInFamily(t.app, email, TEST_PASSWORD)).authorization;
}
const announcementsOf = async (authorization: string) =>
  (
    await t.app.inject({ method: 'GET', url: '/api/family/announcements', headers: { authorization } })
  ).json() as {
    title: string;
    body: string;
    translated: boolean;
  }[];
const create = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/staff/system/announcements',
    payload,
    headers: { authorization: staff },
  });

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'super@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

test("families read an announcement in their language where staff translated it, else in English, marked; the demo's ship translated", async () => {
  const vi = await familySpeaking('vi', 'vi.family@example.org');
  const es = await familySpeaking('es', 'es.family@example.org');
  const english = await signInDemoFamily(t.app);

  // The seeded announcements speak Spanish already.
  expect((await announcementsOf(es)).map((a) => a.title)).toContain('La agencia cubre el costo de Live Scan');

  const created = await create({
    title: 'Office closed on Friday',
    body: 'The agency office is closed this Friday.',
    priority: 'high',
    translations: {
      vi: { title: 'Văn phòng đóng cửa thứ Sáu', body: 'Văn phòng cơ quan đóng cửa thứ Sáu này.' },
    },
  });
  expect(created.statusCode).toBe(201);
  expect(created.json().translations.vi.title).toBe('Văn phòng đóng cửa thứ Sáu');

  expect((await announcementsOf(vi))[0]).toMatchObject({
    title: 'Văn phòng đóng cửa thứ Sáu',
    body: 'Văn phòng cơ quan đóng cửa thứ Sáu này.',
    translated: true,
  });
  expect((await announcementsOf(es))[0]).toMatchObject({
    title: 'Office closed on Friday',
    translated: false,
  });
  expect((await announcementsOf(english))[0]).toMatchObject({
    title: 'Office closed on Friday',
    translated: true,
  });
});

test('a translation in an unknown language or without its title is refused, with nothing written', async () => {
  const before = (await t.db.select().from(announcements)).length;
  const base = { title: 'Picnic', body: 'Saturday in the park.', priority: 'low' };
  for (const translations of [
    { fr: { title: 'Pique-nique', body: 'Samedi.' } },
    { es: { title: '', body: 'Sábado.' } },
  ]) {
    const refused = await create({ ...base, translations });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  }
  expect((await t.db.select().from(announcements)).length).toBe(before);
});
