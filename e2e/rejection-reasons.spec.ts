import { expect, test } from 'vitest';
import { documentJpeg, waitForToast } from './documents-fixtures';
import { api, inviteNewFamily } from './family-fixtures';
import { baseURL, DEMO_STAFF, saveScreenshot, signInAsFamily, signInAsStaff, useBrowser } from './fixtures';

/** Issue 50: staff pick a common rejection reason; a Spanish-speaking family reads it in Spanish. */
const browser = useBrowser();
const PASSWORD = 'a-long-passphrase-2026';
const ITEM = 'Employer Reference Letter';

test('staff reject with a common reason and a note; the family reads the reason in Spanish, the note as written', async () => {
  const { email, link, familyName } = await inviteNewFamily(`Lopez${Date.now().toString(36)}`, 'es');
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(link).searchParams.get('token'), password: PASSWORD },
  });
  const { access_token } = await api<{ access_token: string }>('POST', '/auth/family/sign-in', {
    body: { email, password: PASSWORD },
  });
  const form = new FormData();
  form.set('stepId', '2');
  form.set('documentName', ITEM);
  const letter = await documentJpeg(['REFERENCE LETTER', 'To whom it may concern']);
  form.set('file', new Blob([new Uint8Array(letter)], { type: 'image/jpeg' }), 'letter.jpg');
  const uploaded = await fetch(`${baseURL}/api/family/documents`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${access_token}` },
    body: form,
  });
  expect(uploaded.status).toBe(201);

  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(staff, DEMO_STAFF.superAdmin.email);
  await staff.goto('/staff/documents?status=submitted');
  const row = staff.getByRole('row').filter({ hasText: familyName }).filter({ hasText: ITEM });
  await row.getByRole('link', { name: /^Review/ }).click();
  await staff.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = staff.getByRole('dialog', { name: /^Reject/ });
  await reject
    .getByLabel('Common reason')
    .selectOption({ label: 'Part of the page is cut off. Please upload the whole page.' });
  await reject.getByLabel(/^Reason \(optional/).fill('Falta la firma de la página 2.');
  await saveScreenshot(staff, 'issue-50 reject with a common reason 1366');
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await waitForToast(staff, 'Document rejected');

  const family = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsFamily(family, email, PASSWORD);
  await family
    .getByText('Parte de la página está cortada. Suba la página completa.', { exact: false })
    .first()
    .waitFor({ timeout: 30_000 });
  await family.getByText('Falta la firma de la página 2.', { exact: false }).first().waitFor();
  expect(await family.getByText('Part of the page is cut off', { exact: false }).count()).toBe(0);
  await saveScreenshot(family, 'issue-50 rejected in Spanish 375');
});
