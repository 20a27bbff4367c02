import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { courseLessons } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let staff = '';
let courseId = '';

beforeAll(async () => {
  t = await createTestApp();
  staff = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const course = await t.app.inject({
    method: 'POST',
    url: '/api/staff/learning/courses',
    headers: { authorization: staff },
    payload: { title: 'Video Course', learningObjectives: ['Watch'], audience: 'all_caregivers' },
  });
  courseId = course.json().id;
});
afterAll(async () => {
  await t.close();
});

/** The start of an MP4 file (an ISO base media 'ftyp' box) followed by filler bytes. */
const mp4 = Buffer.concat([
  Buffer.from([0, 0, 0, 0x18]),
  Buffer.from('ftypisom'),
  Buffer.from([0, 0, 2, 0]),
  Buffer.from('isommp42'),
  Buffer.alloc(1000, 7),
]);

function multipart(bytes: Buffer, filename: string) {
  return Buffer.concat([
    Buffer.from(
      `--XYZ\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    bytes,
    Buffer.from('\r\n--XYZ--\r\n'),
  ]);
}

const upload = (lessonId: string, bytes: Buffer, filename = 'lesson.mp4') =>
  t.app.inject({
    method: 'POST',
    url: `/api/staff/learning/courses/${courseId}/lessons/${lessonId}/video`,
    headers: { authorization: staff, 'content-type': 'multipart/form-data; boundary=XYZ' },
    payload: multipart(bytes, filename),
  });

async function lesson(lessonType: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/staff/learning/courses/${courseId}/lessons`,
    headers: { authorization: staff },
    payload: { title: `A ${lessonType} lesson`, lessonType },
  });
  return response.json().id as string;
}

test('a video lesson takes an MP4 judged by its bytes and serves it whole or by range', async () => {
  const lessonId = await lesson('video');
  const response = await upload(lessonId, mp4);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.json().video).toEqual({ mimeType: 'video/mp4', sizeBytes: mp4.length });

  const url = `/api/staff/learning/courses/${courseId}/lessons/${lessonId}/video`;
  const whole = await t.app.inject({ method: 'GET', url, headers: { authorization: staff } });
  expect(whole.statusCode).toBe(200);
  expect(whole.headers['content-type']).toBe('video/mp4');
  expect(whole.headers['accept-ranges']).toBe('bytes');
  expect(whole.headers['cache-control']).toBe('private, no-store');
  expect(whole.rawPayload.equals(mp4)).toBe(true);

  const part = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: staff, range: 'bytes=4-11' },
  });
  expect(part.statusCode).toBe(206);
  expect(part.headers['content-range']).toBe(`bytes 4-11/${mp4.length}`);
  expect(part.payload).toBe('ftypisom');
  const beyond = await t.app.inject({
    method: 'GET',
    url,
    headers: { authorization: staff, range: 'bytes=5000-' },
  });
  expect(beyond.statusCode).toBe(416);
  expect(beyond.headers['content-range']).toBe(`bytes */${mp4.length}`);
});

test('anything but MP4 or WebM is refused by its bytes, whatever its name; only video lessons take files', async () => {
  const lessonId = await lesson('video');
  const script = await upload(lessonId, Buffer.from('<script>alert(1)</script>'), 'video.mp4');
  expect(script.statusCode).toBe(415);
  const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
  expect((await upload(lessonId, png, 'clip.webm')).statusCode).toBe(415);
  const textLesson = await lesson('text');
  expect((await upload(textLesson, mp4)).statusCode).toBe(409);
  const none = await t.app.inject({
    method: 'GET',
    url: `/api/staff/learning/courses/${courseId}/lessons/${lessonId}/video`,
    headers: { authorization: staff },
  });
  expect(none.statusCode).toBe(404);
});

test('a lesson that stops being a video lesson drops its file', async () => {
  const lessonId = await lesson('video');
  await upload(lessonId, mp4);
  const [row] = await t.db.select().from(courseLessons).where(eq(courseLessons.id, lessonId));
  const key = row?.videoStorageKey ?? '';
  expect(await t.storage.exists(key)).toBe(true);
  const changed = await t.app.inject({
    method: 'PUT',
    url: `/api/staff/learning/courses/${courseId}/lessons/${lessonId}`,
    headers: { authorization: staff },
    payload: { title: 'Now text', lessonType: 'text' },
  });
  expect(changed.json().video).toBeNull();
  expect(await t.storage.exists(key)).toBe(false);
});
