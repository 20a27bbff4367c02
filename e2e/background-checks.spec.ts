import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { choose, waitForToast } from './documents-fixtures';
import { api, staffToken } from './family-fixtures';
import { DEMO_STAFF, field, signInAsStaff, useBrowser, waitForPath } from './fixtures';
import { dialog } from './staff-families-fixtures';

/**
 * Background checks for every adult (issue 43): staff record each adult's checks on the family's Background
 * Checks tab, ask for and grant an exemption, and the decision step (8) waits until every check is cleared.
 */
const browser = useBrowser();

const CHECKS = [
  'California DOJ Fingerprint (Live Scan)',
  'FBI Fingerprint',
  'Child Abuse Central Index (CACI)',
];

/** A new family (its primary applicant is an adult) moved on to step 7 through the API: set-up, not the point. */
async function familyOnStep7() {
  const token = await staffToken();
  const surname = `Bello${Date.now().toString(36)}`;
  const familyName = `${surname} Family`;
  const { id } = await api<{ id: string }>('POST', '/staff/families', {
    token,
    body: { familyName, primaryContactName: `Ada ${surname}` },
  });
  for (let step = 1; step < 7; step += 1) {
    await api('POST', `/staff/families/${id}/step`, {
      token,
      body: { direction: 'advance', reason: 'End-to-end test: set-up' },
    });
  }
  return { id, familyName, applicant: `Ada ${surname}`, partner: `Tunde ${surname}` };
}

/** One check's row in an adult's table. */
function checkRow(page: Page, adult: string, check: string): Locator {
  return page.getByRole('region', { name: adult, exact: true }).getByRole('row').filter({ hasText: check });
}

/** Record result with a status (and a result date for a result); waits for the badge. */
async function record(page: Page, adult: string, check: string, status: string, badge = status) {
  await page.getByRole('button', { name: `Record result: ${check} for ${adult}` }).click();
  const form = dialog(page, `Record result: ${check} — ${adult}`);
  await choose(page, 'Status', status);
  if (status === 'Submitted') await field(form, 'Submitted').fill('2026-11-02');
  else await field(form, 'Result date').fill('2026-11-20');
  await form.getByRole('button', { name: 'Save result' }).click();
  await form.waitFor({ state: 'detached' });
  await checkRow(page, adult, check).getByText(badge, { exact: true }).waitFor();
}

/** Advance step from the family page (ticking "advance anyway" if step 7's items are open). */
async function advance(page: Page) {
  await page.getByRole('button', { name: 'Advance step', exact: true }).click();
  const move = dialog(page, 'Advance step');
  await field(move, 'Reason').fill('Home study complete');
  const anyway = move.getByRole('checkbox', { name: 'Advance anyway, with these items open' });
  if ((await anyway.count()) > 0) await anyway.check();
  await move.getByRole('button', { name: 'Advance step', exact: true }).click();
  return move;
}

test('staff record every adult’s checks and grant an exemption; step 8 waits until every check is cleared', async () => {
  const family = await familyOnStep7();
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto(`/staff/families/${family.id}?tab=household`);
  await page.getByRole('button', { name: 'Add member' }).click();
  const add = dialog(page, 'Add household member');
  await field(add, 'Name').fill(family.partner);
  await choose(page, 'Role', 'Adult');
  await field(add, 'Age').fill('44');
  await add.getByRole('button', { name: 'Add member' }).click();
  await add.waitFor({ state: 'detached' });

  await page.getByRole('tab', { name: 'Background Checks' }).click();
  await page.getByText('0 of 6 cleared', { exact: true }).waitFor();
  for (const check of CHECKS) {
    await record(page, family.applicant, check, 'Submitted');
    await record(page, family.applicant, check, 'Cleared');
  }

  // One open check: the decision step is refused, naming it.
  const move = await advance(page);
  const refusal = await waitForToast(page, 'Error');
  expect(refusal).toMatch(/Still open — .*California DOJ Fingerprint \(Live Scan\) \(not started\)/);
  await move.getByRole('button', { name: 'Cancel' }).click();

  const [doj, ...others] = CHECKS;
  for (const check of others) {
    await record(page, family.partner, check, 'Submitted');
    await record(page, family.partner, check, 'Cleared');
  }
  await record(page, family.partner, doj!, 'Submitted');
  await record(page, family.partner, doj!, 'Needs exemption');
  await page.getByRole('button', { name: `Request exemption: ${doj} for ${family.partner}` }).click();
  const ask = dialog(page, `Request exemption: ${doj} — ${family.partner}`);
  await field(ask, 'Offence category').fill('Non-violent misdemeanour, 2009');
  await field(ask, 'Documents considered').fill('Court disposition; two character references');
  await ask.getByRole('button', { name: 'Request exemption' }).click();
  await ask.waitFor({ state: 'detached' });

  // The Checks queue lists it under Needs exemption and leads back to the family's tab.
  await page.goto('/staff/checks');
  await page.locator('label', { hasText: /^Needs exemption$/ }).click();
  await page.getByRole('link', { name: family.familyName }).first().click();
  await waitForPath(page, `/staff/families/${family.id}`);

  await page.getByRole('button', { name: `Decide exemption: ${doj} for ${family.partner}` }).click();
  const decide = dialog(page, `Decide exemption: ${doj} — ${family.partner}`);
  await field(decide, 'Reason').fill('Rehabilitated; no record since 2009.');
  await decide.getByRole('button', { name: 'Grant exemption' }).click();
  await decide.getByRole('button', { name: 'Yes, grant' }).click();
  await decide.waitFor({ state: 'detached' });
  await checkRow(page, family.partner, doj!).getByText('Exemption granted', { exact: true }).waitFor();
  await page.getByText('6 of 6 cleared', { exact: true }).waitFor();

  await advance(page);
  await page.getByText('Step 8 of 8 · Decide', { exact: true }).waitFor();
});

test('at 375 px the Background Checks tab fits the phone without sideways scrolling', async () => {
  const family = await familyOnStep7();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto(`/staff/families/${family.id}?tab=checks`);
  await page
    .getByRole('region', { name: family.applicant, exact: true })
    .getByText('Not started')
    .first()
    .waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
});
