import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { multipartForm } from '../../testing/document-fixtures';
import { assignCourse } from '../../testing/learning-fixtures';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

/** Video lessons stream through short-lived signed links (decision 017). */
let t: TestApp;
let staff = '';
let family: Awaited<ReturnType<typeof signInFamily>>;
let otherFamily = '';
let enrollment = '';
let videoLesson = '';
let textLesson = '';

/** An MP4 header ('ftyp' box) then 4,000 bytes counting 0..255, so every range has its own bytes. */
const video = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypmp42'),
  Buffer.from([0, 0, 0, 0]),
  Buffer.from('mp42isom'),
  Buffer.from(Array.from({ length: 4000 }, (_, n) => n % 256)),
]);

async function staffCall(method: 'POST' | 'GET', url: string, payload?: object) {
  const response = await t.app.inject({
    method,
    url: `/api/staff/learning/${url}`,
    payload,
    headers: { authorization: staff },
  });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json();
}

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const created = await createTestFamily(t.db, { email: 'viewer@example.org', surname: 'Nguyen' });
  family = await signInFamily(t.app, 'viewer@example.org', TEST_PASSWORD);
  await createTestFamily(t.db, { email: 'viewer-other@example.org', surname: 'Other' });
  otherFamily = (await signInFamily(t.app, 'viewer-other@example.org', TEST_PASSWORD)).authorization;

  const course = await staffCall('POST', 'courses', {
    title: 'Watching Together',
    learningObjectives: ['Watch a lesson'],
    audience: 'all_caregivers',
  });
  const lessons = `courses/${course.id}/lessons`;
  videoLesson = (await staffCall('POST', lessons, { title: 'A film', lessonType: 'video' })).id;
  textLesson = (await staffCall('POST', lessons, { title: 'Notes', content: '<p>Notes</p>' })).id;
  const form = multipartForm({}, { name: 'film.mp4', bytes: video });
  const uploaded = await t.app.inject({
    method: 'POST',
    url: `/api/staff/learning/${lessons}/${videoLesson}/video`,
    payload: form.payload,
    headers: { ...form.headers, authorization: staff },
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  await staffCall('POST', `courses/${course.id}/publish`);
  enrollment = await assignCourse(
    t.app,
    { staff, family: family.authorization },
    created.family.id,
    course.id,
  );
});
afterAll(async () => {
  await t.close();
});

const linkUrl = (lessonId = videoLesson) =>
  `/api/family/learning/enrollments/${enrollment}/lessons/${lessonId}/video-link`;
const getLink = (authorization = family.authorization, lessonId = videoLesson) =>
  t.app.inject({ method: 'GET', url: linkUrl(lessonId), headers: { authorization } });
/** The link is used as a <video> uses it: no Authorization header. */
const stream = (url: string, range?: string) =>
  t.app.inject({ method: 'GET', url, headers: range ? { range } : {} });

test('a link is issued only once the course is started, and only for a lesson with a video', async () => {
  expect((await getLink()).statusCode).toBe(409);
  const started = await t.app.inject({
    method: 'POST',
    url: `/api/family/learning/enrollments/${enrollment}/start`,
    headers: { authorization: family.authorization },
  });
  expect(started.statusCode).toBe(200);
  const lesson = await t.app.inject({
    url: linkUrl().replace(/\/video-link$/, ''),
    headers: { authorization: family.authorization },
  });
  expect(lesson.json().hasVideo).toBe(true);
  expect((await getLink(family.authorization, textLesson)).statusCode).toBe(404);
  expect((await t.app.inject({ method: 'GET', url: linkUrl() })).statusCode).toBe(401);
});

test('the link streams the video whole or by range without a bearer token; a bad range is 416', async () => {
  const link = await getLink();
  expect(link.statusCode, link.body).toBe(200);
  const { url, expiresAt } = link.json();
  expect(url).toMatch(/^\/api\/media\/lesson-video\?token=[\w-]+\.[\w-]+$/);
  expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(10 * 60_000);
  expect(Date.parse(expiresAt) - Date.now()).toBeLessThanOrEqual(15 * 60_000);

  const whole = await stream(url);
  expect(whole.statusCode, whole.body).toBe(200);
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.headers['content-type']).toBe('video/mp4');
  expect(whole.headers['cache-control']).toBe('private, no-store');
  expect(whole.rawPayload.equals(video)).toBe(true);

  const part = await stream(url, 'bytes=1000-1099');
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 1000-1099/${video.length}`);
  expect(part.headers['content-length']).toBe('100');
  expect(part.rawPayload.equals(video.subarray(1000, 1100))).toBe(true);

  const tail = await stream(url, 'bytes=-10');
  expect(tail.headers['content-range']).toBe(
    `bytes ${video.length - 10}-${video.length - 1}/${video.length}`,
  );
  expect(tail.rawPayload.equals(video.subarray(-10))).toBe(true);

  const beyond = await stream(url, `bytes=${video.length}-`);
  expect(beyond.statusCode).toBe(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${video.length}`);
  expect(beyond.json()).toMatchObject({ code: 'BAD_REQUEST', requestId: expect.any(String) });
});

test('an expired link is 401; a forged or altered one is 403', async () => {
  const { url } = (await getLink()).json();
  const [payload = '', signature = ''] = new URL(url, 'http://haven.test').searchParams
    .get('token')!
    .split('.');
  const base = '/api/media/lesson-video?token=';

  const flipped = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
  expect((await stream(`${base}${payload}.${flipped}`)).statusCode).toBe(403);
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString());
  const otherLesson = Buffer.from(JSON.stringify({ ...claims, l: textLesson })).toString('base64url');
  expect((await stream(`${base}${otherLesson}.${signature}`)).statusCode).toBe(403);
  const longer = Buffer.from(JSON.stringify({ ...claims, x: claims.x + 86_400 })).toString('base64url');
  expect((await stream(`${base}${longer}.${signature}`)).statusCode).toBe(403);
  expect((await stream(`${base}not-a-token`)).statusCode).toBe(400);

  t.clock.now = new Date(Date.now() + 16 * 60_000);
  try {
    const expired = await stream(url);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'UNAUTHENTICATED' });
  } finally {
    t.clock.now = null;
  }
  expect((await stream(url, 'bytes=0-3')).statusCode).toBe(206);
});

test("another family's enrollment is 404, and signing out ends the session's links", async () => {
  expect((await getLink(otherFamily)).statusCode).toBe(404);
  const { url } = (await getLink()).json();
  const out = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-out',
    headers: { authorization: family.authorization },
    cookies: { haven_refresh: family.refreshToken! },
    payload: {},
  });
  expect(out.statusCode).toBe(204);
  expect((await stream(url)).statusCode).toBe(401);
});
