import { afterAll, beforeAll, expect, test } from 'vitest';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';
import { DEMO_FAMILY_ACCOUNT, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, latestMail, type TestApp } from '../../testing/test-app';
import { newOpaqueToken } from '../opaque-token';
import { signInFamily } from '../../testing/test-families';

/**
 * API errors a family can meet answer in the language the page sends (Accept-Language): same status and code,
 * the message in that language; English stays exactly as it was.
 */
let t: TestApp;
let family = '';
beforeAll(async () => {
  t = await createTestApp();
  family = (await signInFamily(t.app, DEMO_FAMILY_ACCOUNT.email, DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const post = (url: string, payload: object, language: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: { 'accept-language': language } });

test('a wrong password at the family sign-in is answered in Spanish with the same code', async () => {
  const wrong = { email: DEMO_FAMILY_ACCOUNT.email, password: 'not-the-password' };
  const english = await post('/api/auth/family/sign-in', wrong, 'en');
  const spanish = await post('/api/auth/family/sign-in', wrong, 'es-MX,es;q=0.9,en;q=0.8');
  expect(english.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid login credentials' });
  expect(spanish.statusCode).toBe(english.statusCode);
  expect(spanish.json()).toMatchObject({
    code: 'INVALID_CREDENTIALS',
    message: 'Correo electrónico o contraseña incorrectos',
    requestId: expect.any(String),
  });
});

test('the first language Haven speaks in the header wins; one it does not speak is English', async () => {
  const dashboard = (language: string) =>
    t.app.inject({ method: 'GET', url: '/api/family/dashboard', headers: { 'accept-language': language } });
  expect((await dashboard('fr-FR, vi;q=0.9, en;q=0.8')).json()).toMatchObject({
    code: 'UNAUTHENTICATED',
    message: 'Xin vui lòng đăng nhập.',
  });
  expect((await dashboard('fr-FR')).json().message).toBe('Please sign in.');
  expect((await t.app.inject({ method: 'GET', url: '/api/family/dashboard' })).json().message).toBe(
    'Please sign in.',
  );
});

test('a validation error has a translated top-level message and the same details', async () => {
  const body = { email: 'not-an-email', password: '' };
  const english = await post('/api/auth/family/sign-in', body, 'en');
  const chinese = await post('/api/auth/family/sign-in', body, 'zh-TW');
  expect(chinese.statusCode).toBe(400);
  expect(chinese.json()).toMatchObject({ code: 'VALIDATION_FAILED', message: '提交的資料無效。' });
  expect(english.json().message).toContain('body.email');
  expect(chinese.json().details).toEqual(english.json().details);
});

test('reset and invitation links: weak, common and expired answers in Vietnamese and Tagalog', async () => {
  await post('/api/auth/password-reset', { email: DEMO_FAMILY_ACCOUNT.email }, 'en');
  await t.app.jobs.runUntilIdle();
  const token = new URL((await latestMail(t.outboxDir, DEMO_FAMILY_ACCOUNT.email)).link!).searchParams.get(
    'token',
  )!;
  const short = await post('/api/auth/password-reset/confirm', { token, password: 'abc' }, 'vi');
  expect(short.json()).toMatchObject({
    code: 'WEAK_PASSWORD',
    message: 'Mật khẩu phải có ít nhất 6 ký tự',
  });
  const common = await post('/api/auth/password-reset/confirm', { token, password: 'password123' }, 'tl');
  expect(common.json()).toMatchObject({
    code: 'WEAK_PASSWORD',
    message: 'Masyadong karaniwan ang password na ito. Pumili po ng iba.',
  });
  const expired = await post(
    '/api/auth/invitations/accept',
    { token: newOpaqueToken(), password: 'a-long-passphrase' },
    'tl',
  );
  expect(expired.json()).toMatchObject({
    code: 'INVALID_TOKEN',
    message: 'Hindi na po wasto o nag-expire na ang link na ito.',
  });
});

const part = (name: string, value: string, filename?: string) =>
  `--XYZ\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"` : ''}\r\n\r\n${value}\r\n`;
const fields = part('stepId', '1') + part('documentName', 'Government-Issued Photo ID');
const upload = (parts: string, language: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/family/documents',
    headers: {
      authorization: family,
      'content-type': 'multipart/form-data; boundary=XYZ',
      'accept-language': language,
    },
    payload: `${fields}${parts}--XYZ--\r\n`,
  });

test('upload refusals name the limit, the accepted types and the file in the family’s language', async () => {
  const files = Array.from({ length: UPLOAD_PAGES_MAX + 1 }, (_, i) => part('file', 'AAA', `p${i}.jpg`));
  const tooMany = await upload(files.join(''), 'es');
  expect(tooMany.statusCode).toBe(413);
  expect(tooMany.json()).toMatchObject({
    code: 'PAYLOAD_TOO_LARGE',
    message: `Envíe como máximo ${UPLOAD_PAGES_MAX} archivos a la vez.`,
  });

  const text = await upload(part('file', 'just some words', 'notes.txt'), 'zh');
  expect(text.statusCode).toBe(415);
  expect(text.json().message).toMatch(/^不支援此檔案類型。請上傳 JPEG、PNG、WebP(、HEIC)?或PDF 檔案。$/);
  const english = await upload(part('file', 'just some words', 'notes.txt'), 'en');
  expect(english.json().message).toMatch(/^This file type is not supported\. Please upload a JPEG, PNG, /);

  const twoFiles = await upload(part('file', '', 'front.jpg') + part('file', 'x', 'back.jpg'), 'vi');
  expect(twoFiles.json()).toMatchObject({
    code: 'VALIDATION_FAILED',
    message: 'front.jpg: Tập tin không có nội dung.',
  });
});

test('a code families never meet keeps its English message in any language', async () => {
  const account = { email: 'unconfirmed.staff@example.org', password: 'long-enough-passphrase' };
  expect((await post('/api/auth/sign-up', account, 'es')).statusCode).toBe(201);
  const early = await post('/api/auth/sign-in', account, 'es');
  expect(early.json()).toMatchObject({ code: 'EMAIL_NOT_CONFIRMED', message: 'Email not confirmed' });
});
