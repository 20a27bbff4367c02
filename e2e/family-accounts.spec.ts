import { expect, test } from 'vitest';
import {
  DEMO_FAMILY,
  FAMILY_SIDEBAR_ENTRIES,
  api,
  byText as text,
  continueAsDemoFamily,
  inviteNewFamily,
  newPasswordForm,
} from './family-fixtures';
import {
  DEMO_STAFF,
  STRONG_PASSWORD,
  authForm,
  currentPath,
  isOnScreen,
  sidebar,
  sidebarEntries,
  signInAsStaff,
  useBrowser,
  waitForPath,
} from './fixtures';
import { resetForgottenPassword } from './password-reset';

/** The ways into the family portal, its guards, and its layout. */
const browser = useBrowser();

test('the home page offers the demo family, family sign-in and the staff portal', async () => {
  const page = await browser.newPage();
  await page.goto('/');
  await page.getByRole('heading', { name: 'Haven', level: 1 }).waitFor();
  expect(await page.getByRole('button', { name: 'Continue as demo family' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Family sign-in' }).getAttribute('href')).toBe(
    '/family/sign-in',
  );
  expect(await page.getByRole('link', { name: 'Staff Portal' }).getAttribute('href')).toBe('/auth');
});

test('at 375 px the family sidebar is a drawer behind "Open navigation" with exactly the spec entries', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await continueAsDemoFamily(page);
  const navbar = page.getByRole('navigation', { name: 'Family navigation' });
  expect(await isOnScreen(page, navbar)).toBe(false);

  await page.getByRole('button', { name: 'Open navigation' }).click();
  await sidebar(page);
  expect(await sidebarEntries(page)).toEqual(FAMILY_SIDEBAR_ENTRIES);
  await navbar.getByRole('link', { name: 'Documents & Signing' }).click();
  await waitForPath(page, '/documents');
  await expect.poll(() => isOnScreen(page, navbar)).toBe(false);
});

test('only Dashboard, Documents & Signing, Messages, the learning and the household entries navigate; the header has title, dot and avatar', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const navbar = page.getByRole('navigation', { name: 'Family navigation' });
  expect(await sidebarEntries(page)).toEqual(FAMILY_SIDEBAR_ENTRIES);
  const links = await navbar
    .getByRole('link', { disabled: false })
    .evaluateAll((elements) =>
      elements.map((element) => [element.textContent?.trim(), element.getAttribute('href')]),
    );
  expect(links).toEqual([
    ['Dashboard', '/family'],
    ['Documents & Signing', '/documents'],
    ['Upload Files', '/family?upload='],
    ['Messages', '/messages'],
    ['Required Courses', '/learning?tab=current&required=1'],
    ['My Learning Journey', '/learning'],
    ['Course Catalog', '/learning?tab=catalog'],
    ['My Family', '/family/household'],
    ['Alternative Caregiver', '/family/household/caregivers'],
    ['Other Adults', '/family/household/adults'],
  ]);
  // Virtual Assistant opens the chat; every other entry is a disabled link that says it is coming.
  await navbar.getByRole('button', { name: 'Virtual Assistant' }).waitFor();
  const comingSoon = navbar.getByRole('link', { disabled: true });
  expect(await comingSoon.count()).toBe(FAMILY_SIDEBAR_ENTRIES.length - links.length - 1);
  for (const entry of await comingSoon.all()) {
    expect(await entry.getAttribute('href')).toBeNull();
    expect(await entry.innerText()).toMatch(/Coming soon$/);
  }
  // Upload Files opens the dashboard's upload dialog.
  await navbar.getByRole('link', { name: 'Upload Files' }).click();
  await page.getByRole('dialog').waitFor();
  await page.keyboard.press('Escape');
  const header = page.getByRole('banner');
  await header.getByText('Resource Family Portal', { exact: true }).waitFor();
  await header.getByRole('button', { name: /^Notifications/ }).waitFor();
  await header.getByRole('img', { name: 'Maria Martinez' }).getByText('MM', { exact: true }).waitFor();
});

test('visitors are sent to the portal they belong to', async () => {
  const anonymous = await browser.newPage();
  await anonymous.goto('/family');
  await waitForPath(anonymous, '/family/sign-in');

  const family = await browser.newPage();
  await continueAsDemoFamily(family);
  for (const path of ['/staff', '/auth', '/']) {
    await family.goto(path);
    await waitForPath(family, '/family');
  }

  const staff = await browser.newPage();
  await signInAsStaff(staff, DEMO_STAFF.admin.email);
  await staff.goto('/family');
  await waitForPath(staff, '/staff');
});

test('family sign-in uses the staff texts: empty fields, wrong password, staff accounts refused', async () => {
  const page = await browser.newPage();
  await page.goto('/family/sign-in');
  const form = authForm(page);
  await form.signInButton.click();
  await text(page, 'Please fill in all fields').waitFor();

  await form.email.fill(DEMO_FAMILY.email);
  await form.password.fill('not-the-right-password');
  await form.signInButton.click();
  await text(page, 'Invalid email or password').waitFor();

  await form.email.fill(DEMO_STAFF.admin.email);
  await form.password.fill('demo-password-2026');
  await form.signInButton.click();
  await text(page, 'Invalid email or password').waitFor();
  expect(currentPath(page)).toBe('/family/sign-in');
});

test('an invitation link that was used says so before any password is typed', async () => {
  const { link } = await inviteNewFamily(`Okoro${Date.now().toString(36)}`);
  const page = await browser.newPage();
  await page.goto(link);
  await newPasswordForm(page, 'Set password').password.waitFor();
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(link).searchParams.get('token'), password: STRONG_PASSWORD },
  });

  await page.goto(link);
  await text(page, 'This invitation has already been used.').waitFor();
  expect(await page.locator('input[type="password"]').count()).toBe(0);
  await page.getByRole('link', { name: 'Go to family sign-in' }).click();
  await waitForPath(page, '/family/sign-in');
});

test('a signed-out family deep link signs in and lands on the page asked for', async () => {
  const { email, link } = await inviteNewFamily(`Adeyemi${Date.now().toString(36)}`);
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(link).searchParams.get('token'), password: STRONG_PASSWORD },
  });
  const page = await browser.newPage();
  await page.goto('/documents');
  await waitForPath(page, '/family/sign-in');
  const form = authForm(page);
  await form.email.fill(email);
  await form.password.fill(STRONG_PASSWORD);
  await form.signInButton.click();
  await waitForPath(page, '/documents');
  expect(currentPath(page)).toBe('/documents');
});

test('a family resets a forgotten password from the e-mailed link', async () => {
  const { email, link } = await inviteNewFamily(`Nguyen${Date.now().toString(36)}`);
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(link).searchParams.get('token'), password: STRONG_PASSWORD },
  });

  await resetForgottenPassword(await browser.newPage(), { area: 'family', email, home: '/family' });
});
