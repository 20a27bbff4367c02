import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import {
  DEMO_STAFF,
  STRONG_PASSWORD,
  authForm,
  dataDir,
  saveScreenshot,
  sidebar,
  signInAsStaff,
  uniqueEmail,
  useBrowser,
  waitForPath,
} from './fixtures';
import { readLatestMail } from './outbox-mail';

const browser = useBrowser();

/** Signs up through the API, then follows the e-mailed confirmation link in `page`: it lands on /staff. */
async function signUpAndConfirm(page: Page, displayName: string): Promise<string> {
  const email = uniqueEmail('approval');
  const created = await page.request.post('/api/auth/sign-up', {
    data: { email, password: STRONG_PASSWORD, displayName },
  });
  expect(created.status()).toBe(201);
  const mail = await readLatestMail(dataDir, email);
  await page.goto(mail.link!);
  await waitForPath(page, '/staff');
  await page.getByRole('heading', { name: 'Waiting for approval', level: 1 }).waitFor();
  return email;
}

/** A request's row (wide screens) or card (phones). */
const requestOf = (page: Page, name: string) => page.locator('tr, li').filter({ hasText: name });

async function openRequests(page: Page) {
  const nav = await sidebar(page);
  const entry = nav.getByRole('link', { name: /^User Management\s*,\s*\d+ accounts? waiting for approval$/ });
  await entry.waitFor();
  await entry.click();
  await waitForPath(page, '/staff/admin/users');
  await page.getByRole('tab', { name: /Waiting for approval/ }).click();
}

test('an administrator approves a sign-up with a role from User Management and the newcomer gets in', async () => {
  const newcomer = await browser.newPage();
  const name = `Robin Applicant ${Date.now().toString(36)}`;
  await signUpAndConfirm(newcomer, name);

  const admin = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(admin, DEMO_STAFF.admin.email);
  await openRequests(admin);
  expect(new URL(admin.url()).search).toBe('?tab=pending');
  const row = requestOf(admin, name);
  await row.waitFor();
  await row.getByRole('combobox', { name: `Role for ${name}` }).selectOption('admin');
  await saveScreenshot(admin, 'user-management-pending-1366');
  await row.getByRole('button', { name: `Approve ${name}` }).click();
  await admin.getByText(`${name} can now sign in with the Admin role.`).waitFor();
  await row.waitFor({ state: 'detached' });

  await newcomer.reload();
  await newcomer.getByText('Total Families').first().waitFor();
  expect(await newcomer.getByRole('heading', { name: 'Waiting for approval' }).count()).toBe(0);
});

test('declining on a phone asks first, then the request moves to Declined and its sign-in is refused', async () => {
  const newcomer = await browser.newPage();
  const name = `Drew Declined ${Date.now().toString(36)}`;
  const email = await signUpAndConfirm(newcomer, name);

  const admin = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsStaff(admin, DEMO_STAFF.superAdmin.email);
  await admin.getByRole('button', { name: 'Open navigation' }).click();
  await openRequests(admin);
  const row = requestOf(admin, name);
  await row.getByRole('button', { name: `Decline ${name}` }).click();
  const dialog = admin.getByRole('dialog', { name: 'Decline request' });
  await dialog.getByText(`Decline the staff account request of ${name} (${email})?`).waitFor();
  await admin.waitForTimeout(300); // the dialog's opening transition, for the screenshot
  await saveScreenshot(admin, 'user-management-decline-375');
  await dialog.getByRole('button', { name: 'Decline request' }).click();
  await admin.getByText(`${name} has been told by e-mail.`).waitFor();
  await row.waitFor({ state: 'detached' });

  await admin.getByRole('tab', { name: 'Declined' }).click();
  await requestOf(admin, name).waitFor();
  await saveScreenshot(admin, 'user-management-declined-375');

  const again = await browser.newPage();
  await again.goto('/auth');
  const form = authForm(again);
  await form.email.fill(email);
  await form.password.fill(STRONG_PASSWORD);
  await form.signInButton.click();
  await again.getByText('Your request for a staff account was declined.', { exact: false }).first().waitFor();
  expect(new URL(again.url()).pathname).toBe('/auth');
});
