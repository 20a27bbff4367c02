import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEMO_STAFF, sidebar, sidebarEntries, signInAsStaff, useBrowser, waitForPath } from './fixtures';

const browser = useBrowser();

const PERMISSION = 'View Analytics';

/** Opens the Permissions page through the sidebar and the 'Manage Permissions' dialog of Jordan Lee. */
async function openJordansPermissions(page: Page) {
  const nav = await sidebar(page);
  await nav.getByRole('link', { name: 'Permissions', exact: true }).click();
  await waitForPath(page, '/staff/admin/permissions');
  await page.getByRole('tab', { name: 'Users & Roles', exact: true }).waitFor();
  await page.getByRole('tab', { name: 'Permissions', exact: true }).waitFor();

  // The innermost element (row or card) holding both Jordan's name and a 'Manage Permissions' button.
  const manageButton = page.getByRole('button', { name: 'Manage Permissions' });
  const jordan = page
    .locator('*')
    .filter({ hasText: DEMO_STAFF.staff.name })
    .filter({ has: manageButton })
    .last();
  await jordan.waitFor();
  expect(await jordan.getByRole('button', { name: 'Manage Permissions' }).count()).toBe(1);
  await jordan.getByRole('button', { name: 'Manage Permissions' }).click();

  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  // Named by the permission (Mantine folds the description into the accessible name after it).
  const toggle = dialog.getByRole('switch', { name: new RegExp(`^${PERMISSION}\\b`) });
  await toggle.waitFor({ state: 'attached' });
  return { dialog, toggle };
}

/** Flips the 'View Analytics' switch to `on` (clicking its label, as a person would) and waits for the result. */
async function setViewAnalytics(page: Page, on: boolean) {
  const { dialog, toggle } = await openJordansPermissions(page);
  if ((await toggle.isChecked()) !== on) {
    // Let the change reach the server before anyone looks (the staff pages keep a live stream open, so the
    // network never goes idle: wait for the write itself).
    const written = page.waitForResponse(
      (response) =>
        response.url().includes('/permissions/') && ['PUT', 'DELETE'].includes(response.request().method()),
    );
    // Mantine lays the (transparent) input over the whole switch and its label: a click there is a click on it.
    await toggle.click();
    const save = dialog.getByRole('button', { name: /^Save/ });
    if ((await save.count()) > 0) await save.first().click();
    expect((await written).ok()).toBe(true);
  }
  await expect.poll(() => toggle.isChecked(), { timeout: 10_000 }).toBe(on);
  await page.keyboard.press('Escape');

  // The change survives a reload.
  await page.reload();
  const reopened = await openJordansPermissions(page);
  expect(await reopened.toggle.isChecked()).toBe(on);
  await page.keyboard.press('Escape');
}

test('a super admin who switches on View Analytics for Jordan Lee gives him the Analytics entry, and switching it off removes it', async () => {
  const admin = await browser.newPage();
  await signInAsStaff(admin, DEMO_STAFF.superAdmin.email);

  const staff = await browser.newPage();
  await signInAsStaff(staff, DEMO_STAFF.staff.email);
  expect(await sidebarEntries(staff)).not.toContain('Analytics');

  let granted = false;
  try {
    granted = true; // from here on, the finally block restores the switch
    await setViewAnalytics(admin, true);

    await staff.reload();
    await staff.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect.poll(() => sidebarEntries(staff), { timeout: 10_000 }).toContain('Analytics');

    await setViewAnalytics(admin, false);
    granted = false;

    await staff.reload();
    await staff.getByRole('button', { name: 'Sign out' }).waitFor();
    await expect.poll(() => sidebarEntries(staff), { timeout: 10_000 }).not.toContain('Analytics');
  } finally {
    // Leave the database as found even when an assertion above failed.
    if (granted) await setViewAnalytics(admin, false).catch(() => undefined);
  }
});

test('the UI offers only what the server allows: no Training Center tile without manage_courses, no Super Admin for an admin', async () => {
  const staff = await browser.newPage();
  await signInAsStaff(staff, DEMO_STAFF.staff.email);
  await staff.getByRole('link', { name: /Document Center/ }).waitFor();
  expect(await staff.getByRole('link', { name: /Training Center/ }).count()).toBe(0);

  const admin = await browser.newPage();
  await signInAsStaff(admin, DEMO_STAFF.admin.email);
  await admin.getByRole('link', { name: /Training Center/ }).waitFor();
  await admin.goto('/staff/admin/users');
  await admin.getByRole('button', { name: `Add role for ${DEMO_STAFF.staff.name}` }).click();
  const items = await admin.getByRole('menuitem').allInnerTexts();
  expect(items).toEqual(['Admin', 'Caseworker']);
  expect(await admin.getByRole('button', { name: /^Remove the Super Admin role/ }).count()).toBe(0);
});

test('at 375 px User Management is a card per user without sideways scrolling, and the header keeps the role label', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  await page.getByRole('banner').getByText(DEMO_STAFF.admin.roleLabel, { exact: true }).waitFor();
  await page.goto('/staff/admin/users');
  await page.getByRole('button', { name: `Add role for ${DEMO_STAFF.staff.name}` }).waitFor();
  expect(await page.getByRole('table').count()).toBe(0);
  expect(await page.getByRole('listitem').filter({ hasText: DEMO_STAFF.staff.email }).count()).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
  expect(
    await page.getByRole('banner').getByText(DEMO_STAFF.admin.roleLabel, { exact: true }).isVisible(),
  ).toBe(true);
});
