import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import type { Household } from '@shared/family-portal/family-portal.schema';
import {
  api,
  continueAsDemoFamily,
  demoFamilyToken,
  inviteNewFamily,
  newPasswordForm,
  staffToken,
} from './family-fixtures';
import {
  currentPath,
  saveScreenshot,
  scrollsSideways,
  sidebar,
  STRONG_PASSWORD,
  useBrowser,
  waitForPath,
} from './fixtures';

/** Issue 44: My Family, Alternative Caregiver and Other Adults, the household pages of the family's sidebar. */
const browser = useBrowser();

const PHONE = { width: 375, height: 812 };

/** The page's section headings and, under each, the names on its member cards, in order. */
function sections(page: Page) {
  return page
    .locator('main section')
    .evaluateAll((elements) =>
      elements.map((section) => [
        section.querySelector('h2')?.textContent,
        [...section.querySelectorAll('article h3')].map((name) => name.textContent),
      ]),
    );
}

/** Opens a sidebar entry (on a phone from the drawer the header's button opens) and waits for its page. */
async function openFromSidebar(page: Page, entry: string, path: string, menuButton?: string) {
  if (menuButton) await page.getByRole('button', { name: menuButton }).click();
  const nav = await sidebar(page);
  await nav.getByRole('link', { name: entry, exact: true }).click();
  await waitForPath(page, path);
  await page.getByRole('heading', { name: entry, level: 1 }).waitFor();
  await page.locator('main [role="status"]').first().waitFor({ state: 'detached' });
}

test('the demo family opens My Family from the sidebar: applicants, then other adults, then children, each with their files', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await continueAsDemoFamily(page);
  const household = await api<Household>('GET', '/family/household', { token: await demoFamilyToken() });

  await openFromSidebar(page, 'My Family', '/family/household');
  expect(await page.title()).toContain('My Family');
  await page.getByRole('region', { name: 'Your application', exact: true }).waitFor();
  expect(await sections(page)).toEqual([
    ['Applicants', ['Maria Martinez', 'David Martinez']],
    ['Other Adults', ['Rosa Martinez']],
    ['Children', ['Sofia Martinez']],
    // The family's proposed changes close every household page (none for the demo family), then My Family
    // shows who the family asked for a reference (issue 44; nobody yet) and ends with its application, which the
    // family may withdraw (issue 45).
    ['Changes you proposed', []],
    ['References', []],
    ['Your application', []],
  ]);
  const rosa = household.members.find((member) => member.name === 'Rosa Martinez');
  if (!rosa) throw new Error('the demo household has no Rosa Martinez');
  const card = page.getByRole('article', { name: 'Rosa Martinez' });
  await card.getByText('Grandmother · 67 years', { exact: true }).waitFor();
  await card
    .getByText(`Files submitted: ${rosa.filesSubmitted} of ${rosa.filesRequired}`, { exact: true })
    .waitFor();
  await card
    .getByRole('progressbar', { name: `Rosa Martinez: ${rosa.completionRate}% of files complete` })
    .waitFor();
  await card.getByRole('heading', { name: 'Still to hand in', level: 4 }).waitFor();
  await saveScreenshot(page, 'household-my-family-1366');

  // A member's open item opens its upload dialog, for that person's document, on this page.
  const maria = page.getByRole('article', { name: 'Maria Martinez' });
  const item = maria.getByRole('button', { name: /Maria Martinez/ }).first();
  await item.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(currentPath(page)).toBe('/family/household');

  await openFromSidebar(page, 'Other Adults', '/family/household/adults');
  expect(await sections(page)).toEqual([
    ['Other Adults', ['Rosa Martinez']],
    ['Changes you proposed', []],
  ]);

  await openFromSidebar(page, 'Alternative Caregiver', '/family/household/caregivers');
  await page
    .getByText('No alternative caregivers are on your household record yet.', { exact: true })
    .waitFor();
  await page.getByRole('link', { name: 'Message your caseworker' }).waitFor();
  expect(await sections(page)).toEqual([['Changes you proposed', []]]);
});

test('at 375 px the household pages open from the drawer and nothing scrolls sideways', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await continueAsDemoFamily(page);
  for (const [entry, path] of [
    ['My Family', '/family/household'],
    ['Other Adults', '/family/household/adults'],
    ['Alternative Caregiver', '/family/household/caregivers'],
  ] as const) {
    await openFromSidebar(page, entry, path, 'Open navigation');
    expect(await scrollsSideways(page)).toBe(false);
  }
  await page.goto('/family/household');
  await page.getByRole('article', { name: 'Sofia Martinez' }).waitFor();
  await page.locator('main [role="status"]').first().waitFor({ state: 'detached' });
  expect(await scrollsSideways(page)).toBe(false);
  await saveScreenshot(page, 'household-my-family-375');
});

test('a family invited in Spanish reads its household pages in Spanish: its caregiver, its other adults, its empty states', async () => {
  const surname = `Ramos${Date.now().toString(36)}`;
  const { familyId, link } = await inviteNewFamily(surname, 'es');
  const token = await staffToken();
  const caregiver = `Lucía ${surname}`;
  const added = await api<{ id: string }>('POST', `/staff/families/${familyId}/household`, {
    token,
    body: { name: caregiver, role: 'adult', relationship: 'Alternative Caregiver', age: 58 },
  });

  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(link);
  const form = newPasswordForm(page, 'Guardar la contraseña', {
    password: 'Nueva contraseña',
    confirmPassword: 'Confirme la contraseña',
  });
  await form.password.fill(STRONG_PASSWORD);
  await form.confirmPassword.fill(STRONG_PASSWORD);
  await form.submit.click();
  await waitForPath(page, '/family');

  await openFromSidebar(page, 'Cuidador alternativo', '/family/household/caregivers', 'Abrir el menú');
  expect(await sections(page)).toEqual([
    ['Cuidadores alternativos', [caregiver]],
    ['Cambios que propuso', []],
  ]);
  const card = page.getByRole('article', { name: caregiver });
  await card.getByText('Cuidador alternativo', { exact: true }).first().waitFor();
  await card.getByText('Cuidador alternativo · 58 años', { exact: true }).waitFor();
  expect(await scrollsSideways(page)).toBe(false);
  await saveScreenshot(page, 'household-caregivers-es-375');

  await openFromSidebar(page, 'Otros adultos', '/family/household/adults', 'Abrir el menú');
  expect(await sections(page)).toEqual([
    ['Otros adultos', [caregiver]],
    ['Cambios que propuso', []],
  ]);

  await openFromSidebar(page, 'Mi familia', '/family/household', 'Abrir el menú');
  await page.getByRole('region', { name: 'Su solicitud', exact: true }).waitFor();
  const headings = (await sections(page)).map(([heading]) => heading);
  expect(headings).toEqual([
    'Solicitantes',
    'Otros adultos',
    'Cambios que propuso',
    'Referencias',
    'Su solicitud',
  ]);

  // Once the caregiver has left the record, both filtered pages say so in Spanish (after a reload: the page
  // read the household a moment ago).
  await api('DELETE', `/staff/families/${familyId}/household/${added.id}`, { token });
  await page.reload();
  await openFromSidebar(page, 'Otros adultos', '/family/household/adults', 'Abrir el menú');
  await page.getByText('Todavía no hay otros adultos que vivan en su hogar.', { exact: true }).waitFor();
  await openFromSidebar(page, 'Cuidador alternativo', '/family/household/caregivers', 'Abrir el menú');
  await page
    .getByText('Todavía no hay cuidadores alternativos en el registro de su hogar.', { exact: true })
    .waitFor();
  await page.getByRole('link', { name: 'Enviar un mensaje a su trabajador social' }).waitFor();
});
