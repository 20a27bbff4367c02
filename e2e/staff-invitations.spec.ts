import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import {
  DEMO_STAFF,
  STRONG_PASSWORD,
  dataDir,
  field,
  saveScreenshot,
  signInAsStaff,
  uniqueEmail,
  useBrowser,
  waitForPath,
} from './fixtures';
import { readLatestMail } from './outbox-mail';

/** Invite staff: an administrator invites by e-mail with a role; the invitee joins from the e-mailed link. */
const browser = useBrowser();

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 375, height: 812 };

async function inviteFromUserManagement(page: Page, email: string, role: string, shot: string) {
  await page.goto('/staff/admin/users');
  await page.getByRole('button', { name: 'Invite staff' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite staff' });
  await field(dialog, 'Email').fill(email);
  await field(dialog, 'Role').selectOption({ label: role });
  await saveScreenshot(page, `${shot}-invite-dialog`);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await dialog.waitFor({ state: 'detached' });
  // The Invitations tab opens with the new invitation in it.
  await page.getByRole('tab', { name: 'Invitations', selected: true }).waitFor();
  await page.getByText(email, { exact: true }).waitFor();
}

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

for (const [size, viewport] of [
  ['1366', DESKTOP],
  ['375', PHONE],
] as const) {
  test(`at ${size} px an admin invites a caseworker, who sets a name and password from the mail and is signed in`, async () => {
    const email = uniqueEmail(`invitee-${size}`);
    const admin = await browser.newPage({ viewport });
    await signInAsStaff(admin, DEMO_STAFF.admin.email);
    await inviteFromUserManagement(admin, email, 'Caseworker', `staff-invite-${size}`);
    await saveScreenshot(admin, `staff-invite-${size}-pending`);
    expect(await horizontalOverflow(admin)).toBeLessThanOrEqual(0);

    const mail = await readLatestMail(dataDir, email);
    expect(mail.subject).toBe("You're invited to join Haven");
    expect(mail.text).toContain('Caseworker role');
    const link = new URL(mail.link!);
    expect(link.pathname).toBe('/staff/accept-invite');

    const invitee = await browser.newPage({ viewport });
    await invitee.goto(`${link.pathname}${link.search}`);
    const form = invitee.getByRole('form', { name: 'Join Haven' });
    await field(form, 'Display Name').fill('Casey Rivera');
    await field(form, 'Password').fill(STRONG_PASSWORD);
    await field(form, 'Confirm Password').fill(STRONG_PASSWORD);
    await saveScreenshot(invitee, `staff-invite-${size}-accept`);
    expect(await horizontalOverflow(invitee)).toBeLessThanOrEqual(0);
    await form.getByRole('button', { name: 'Join Haven', exact: true }).click();
    await waitForPath(invitee, '/staff');
    await invitee.getByRole('button', { name: 'Sign out' }).waitFor();
    await saveScreenshot(invitee, `staff-invite-${size}-signed-in`);

    // The link was single use: opened again, it says so and offers sign-in.
    const again = await browser.newPage({ viewport });
    await again.goto(`${link.pathname}${link.search}`);
    await again.getByText('This invitation has already been used.').waitFor();

    // The invitation left the list and the caseworker is a user now.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Invitations', selected: true }).waitFor();
    await expect.poll(() => admin.getByText(email, { exact: true }).count()).toBe(0);
    await admin.getByRole('tab', { name: 'Staff users' }).click();
    await admin.getByText('Casey Rivera').first().waitFor();
  });
}

test('revoking asks first, then the link no longer works', async () => {
  const email = uniqueEmail('revoked');
  const admin = await browser.newPage({ viewport: DESKTOP });
  await signInAsStaff(admin, DEMO_STAFF.admin.email);
  await inviteFromUserManagement(admin, email, 'Staff', 'staff-invite-revoke');
  const link = new URL((await readLatestMail(dataDir, email)).link!);

  await admin.getByRole('button', { name: `Revoke invitation to ${email}` }).click();
  const confirm = admin.getByRole('dialog', { name: 'Revoke invitation' });
  await confirm.getByText(`Revoke the invitation to ${email}?`).waitFor();
  await saveScreenshot(admin, 'staff-invite-revoke-confirm');
  await confirm.getByRole('button', { name: 'Revoke invitation' }).click();
  await expect.poll(() => admin.getByText(email, { exact: true }).count()).toBe(0);

  const invitee = await browser.newPage({ viewport: PHONE });
  await invitee.goto(`${link.pathname}${link.search}`);
  await invitee.getByText('This link is invalid or has expired.').waitFor();
  await saveScreenshot(invitee, 'staff-invite-revoked-link');
});
