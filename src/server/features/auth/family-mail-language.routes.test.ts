import { afterAll, beforeAll, expect, test } from 'vitest';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { readMail } from '../../testing/read-mail';

/** A family's invitation and reset e-mails are written in the family's preferred language; staff's stay English. */
let t: TestApp;
let admin = '';
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

/** Staff open a family whose preferred language is `language` and invite its applicant at `email`. */
async function inviteFamily(surname: string, language: string, email: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/staff/families',
    headers: { authorization: admin },
    payload: {
      familyName: `${surname} Family`,
      primaryContactName: `Lan ${surname}`,
      preferredLanguage: language,
    },
  });
  expect(created.statusCode).toBe(201);
  const invited = await t.app.inject({
    method: 'POST',
    url: `/api/staff/families/${created.json().id}/invite`,
    headers: { authorization: admin },
    payload: { email },
  });
  expect(invited.statusCode).toBe(204);
}

test('a family whose language is Vietnamese gets its invitation in Vietnamese, with a working link', async () => {
  const email = 'lan.nguyen@example.org';
  await inviteFamily('Nguyen', 'vi', email);
  const mail = await readMail(t.outboxDir, email);
  expect(mail.subject).toBe('Lời mời sử dụng cổng thông tin gia đình Haven');
  expect(mail.contentLanguage).toBe('vi');
  expect(mail.text).toContain('Kính chào Lan Nguyen,');
  expect(mail.text).toContain('Xin vui lòng chọn mật khẩu tại đây:');
  expect(mail.text).toContain('Đường liên kết chỉ dùng được một lần và sẽ hết hạn sau 7 ngày.');
  expect(mail.text).not.toMatch(/invited you|Choose your password/);
  expect(mail.link).toMatch(/^http:\/\/haven\.test\/family\/accept-invite\?token=[\w-]+&lang=vi$/);
  const token = new URL(mail.link!).searchParams.get('token')!;
  const accepted = await t.app.inject({
    method: 'POST',
    url: '/api/auth/invitations/accept',
    payload: { token, password: 'lan-passphrase-2026' },
  });
  expect(accepted.statusCode).toBe(200);
});

test('an English family’s invitation reads exactly as before', async () => {
  const email = 'robin.baker@example.org';
  await inviteFamily('Baker', 'en', email);
  const mail = await readMail(t.outboxDir, email);
  expect(mail.subject).toBe('Your invitation to the Haven family portal');
  expect(mail.contentLanguage).toBe('en');
  expect(mail.text).toBe(
    `Hello Lan Baker,\n\nYour agency invited you to the Haven family portal, where you can follow your approval journey, see your tasks and send documents.\n\nChoose your password here:\n${mail.link}\n\nThe link works once and expires in 7 days.\n`,
  );
});

test('a family member’s reset link comes in the family’s language (Chinese), a staff member’s in English', async () => {
  const email = 'wei.chen@example.org';
  await inviteFamily('Chen', 'zh', email);
  await t.app.inject({ method: 'POST', url: '/api/auth/password-reset', payload: { email } });
  await t.app.jobs.runUntilIdle();
  const family = await readMail(t.outboxDir, email);
  expect(family.subject).toBe('重設您的 Haven 密碼');
  expect(family.contentLanguage).toBe('zh-Hant');
  expect(family.text).toContain('此連結只能使用一次，將於 1 小時後失效。');
  expect(family.link).toMatch(/^http:\/\/haven\.test\/family\/reset-password\?token=[\w-]+&lang=zh$/);

  await t.app.inject({
    method: 'POST',
    url: '/api/auth/password-reset',
    headers: { 'accept-language': 'zh' },
    payload: { email: 'admin@haven.demo' },
  });
  await t.app.jobs.runUntilIdle();
  const staff = await readMail(t.outboxDir, 'admin@haven.demo');
  expect(staff.subject).toBe('Reset your Haven password');
  expect(staff.contentLanguage).toBeUndefined();
  expect(staff.text).toContain('The link works once and expires in 1 hour.');
  expect(staff.link).toMatch(/^http:\/\/haven\.test\/auth\/reset-password\?token=[\w-]+$/);
});
