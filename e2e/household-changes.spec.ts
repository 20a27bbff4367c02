import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { NotificationList } from '@shared/notifications/notifications.schema';
import { violationsAtRest } from './axe';
import { waitForToast } from './documents-fixtures';
import { api, newAcceptedFamily, staffToken } from './family-fixtures';
import {
  DEMO_STAFF,
  field,
  saveScreenshot,
  scrollsSideways,
  signInAsFamily,
  signInAsStaff,
  STRONG_PASSWORD,
  useBrowser,
} from './fixtures';
import { dialog } from './staff-families-fixtures';

/**
 * Household changes (issue 44): a family created through the product proposes a change on its household pages;
 * staff accept or decline it on the family's page; the family sees the outcome, and an accepted adult comes with
 * their own checklist items.
 */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };
const DESKTOP = { width: 1366, height: 900 };

async function familyToken(email: string) {
  const session = await api<{ access_token: string }>('POST', '/auth/family/sign-in', {
    body: { email, password: STRONG_PASSWORD },
  });
  return session.access_token;
}

/** The family page's household tab, with its proposed changes loaded. */
async function openHousehold(page: Page, familyId: string) {
  await page.goto(`/staff/families/${familyId}?tab=household`);
  const changes = page.getByRole('region', { name: 'Proposed changes', exact: true });
  await changes.getByRole('article').first().waitFor();
  return changes;
}

test('on a phone the family proposes a new adult in My Family; staff accept it; the family then sees the adult with their RFA 01B', async () => {
  const surname = `Adeyemi${Date.now().toString(36)}`;
  const tunde = `Tunde ${surname}`;
  const invited = await newAcceptedFamily(surname);

  const family = await browser.newPage({ viewport: PHONE });
  await signInAsFamily(family, invited.email, STRONG_PASSWORD);
  await family.goto('/family/household');
  const mine = family.getByRole('region', { name: 'Changes you proposed', exact: true });
  await mine.getByText('You have not proposed any changes yet.', { exact: true }).waitFor();
  await family.getByRole('button', { name: 'Propose a change' }).click();
  const propose = dialog(family, 'Propose a change');
  await propose.getByRole('radio', { name: 'Someone is moving in' }).check();
  // Sending too early points at what is missing.
  await propose.getByRole('button', { name: 'Send to the agency' }).click();
  await propose.getByText('Please fill this in.').first().waitFor();
  await field(propose, 'Full name').fill(tunde);
  await propose.getByRole('combobox', { name: /^Relationship to your family/ }).click();
  await family.getByRole('option', { name: 'Brother', exact: true }).click();
  await field(propose, 'Age').fill('52');
  await propose
    .getByRole('checkbox', { name: 'Has lived outside California in the last five years' })
    .check();
  await field(propose, 'E-mail (optional)').fill(`tunde.${surname.toLowerCase()}@example.test`);
  await field(propose, 'Anything the agency should know (optional)').fill('He moves in on the first.');
  expect(await scrollsSideways(family)).toBe(false);
  expect(await violationsAtRest(family)).toEqual([]);
  await saveScreenshot(family, 'household-change-propose-375');
  await propose.getByRole('button', { name: 'Send to the agency' }).click();
  expect(await waitForToast(family, 'Sent to the agency')).toContain('Your caseworker will look at it.');
  await propose.waitFor({ state: 'hidden' });
  const proposal = mine.getByRole('article', { name: `${tunde} is moving in` });
  await proposal.getByText('Waiting for the agency', { exact: true }).waitFor();
  await proposal.getByText('Adult · Brother · 52 years', { exact: true }).waitFor();
  expect(await scrollsSideways(family)).toBe(false);

  // Staff accept it on the family's page, after reading what it will do.
  const staff = await browser.newPage({ viewport: DESKTOP });
  await signInAsStaff(staff, DEMO_STAFF.superAdmin.email);
  const changes = await openHousehold(staff, invited.familyId);
  const card = changes.getByRole('article', { name: `${tunde} moving in` });
  await card.getByText('Lived outside California in the last five years: yes', { exact: true }).waitFor();
  await card.getByRole('button', { name: `Accept: ${tunde} moving in` }).click();
  const confirm = dialog(staff, 'Accept the proposed change');
  await confirm
    .getByText(`Adds ${tunde} (adult) and asks for their documents and checks.`, { exact: true })
    .waitFor();
  await confirm.getByRole('button', { name: 'Accept change' }).click();
  await staff.getByRole('cell', { name: tunde, exact: true }).waitFor();
  await card.getByText('Accepted', { exact: true }).waitFor();
  await saveScreenshot(staff, 'household-change-accepted-staff-1366');

  // The family sees the adult with their own RFA 01B, and hears of the decision.
  await family.reload();
  const member = family.getByRole('article', { name: tunde, exact: true });
  await member.getByText('Criminal Record Statement (RFA 01B)', { exact: true }).waitFor();
  await proposal.getByText('Accepted', { exact: true }).waitFor();
  expect(await scrollsSideways(family)).toBe(false);
  await saveScreenshot(family, 'household-change-accepted-375');
  const bell = await api<NotificationList>('GET', '/family/notifications', {
    token: await familyToken(invited.email),
  });
  expect(bell.items[0]?.title).toBe(`${tunde} was added to your household`);
});

test('by keyboard on Other Adults the family says an adult moved out; staff on a phone decline it with a note the family reads', async () => {
  const surname = `Okafor${Date.now().toString(36)}`;
  const bola = `Bola ${surname}`;
  const invited = await newAcceptedFamily(surname);
  await api('POST', `/staff/families/${invited.familyId}/household`, {
    token: await staffToken(),
    body: { name: bola, role: 'adult', relationship: 'Cousin', age: 30 },
  });

  const family = await browser.newPage({ viewport: DESKTOP });
  await signInAsFamily(family, invited.email, STRONG_PASSWORD);
  await family.goto('/family/household/adults');
  await family.getByRole('article', { name: bola, exact: true }).waitFor();
  const open = family.getByRole('button', { name: 'Propose a change' });
  await open.focus();
  await family.keyboard.press('Enter');
  const propose = dialog(family, 'Propose a change');
  // Other Adults starts with someone moving in; the arrow keys move to "Someone moved out".
  const movingIn = propose.getByRole('radio', { name: 'Someone is moving in' });
  expect(await movingIn.isChecked()).toBe(true);
  await movingIn.focus();
  await family.keyboard.press('ArrowDown');
  expect(await propose.getByRole('radio', { name: 'Someone moved out' }).isChecked()).toBe(true);
  await propose.getByRole('combobox', { name: /^Who moved out\?/ }).focus();
  await family.keyboard.press('ArrowDown');
  await family.keyboard.press('Enter');
  await field(propose, 'Date they moved out').fill('2027-01-20');
  await field(propose, 'Date they moved out').press('Enter');
  await waitForToast(family, 'Sent to the agency');
  const mine = family.getByRole('region', { name: 'Changes you proposed', exact: true });
  const proposal = mine.getByRole('article', { name: `${bola} moved out` });
  await proposal.waitFor();

  const staff = await browser.newPage({ viewport: PHONE });
  await signInAsStaff(staff, DEMO_STAFF.superAdmin.email);
  const changes = await openHousehold(staff, invited.familyId);
  await changes.getByRole('button', { name: `Decline: ${bola} moved out` }).click();
  const decline = dialog(staff, 'Decline the proposed change');
  await decline.getByRole('button', { name: 'Decline change' }).click();
  await decline.getByText('Say why the change is not accepted', { exact: true }).waitFor();
  await field(decline, 'Note to the family').fill('We still see Bola at the home visits: please call us.');
  await decline.getByRole('button', { name: 'Decline change' }).click();
  await changes.getByText('Declined', { exact: true }).waitFor();
  expect(await scrollsSideways(staff)).toBe(false);
  await saveScreenshot(staff, 'household-change-declined-staff-375');

  await family.reload();
  await proposal.getByText('Not accepted', { exact: true }).waitFor();
  await proposal
    .getByText("Your caseworker's note: We still see Bola at the home visits: please call us.", {
      exact: true,
    })
    .waitFor();
  await family.getByRole('article', { name: bola, exact: true }).waitFor();
});
