import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { waitForToast } from './documents-fixtures';
import { DEMO_STAFF, saveScreenshot, signInAsStaff, useBrowser } from './fixtures';

/** Staff-authored forms take a translation per family language (issue 50); what is missing is marked. */
const browser = useBrowser();
const TEMPLATE = 'Discipline Policy Acknowledgement';

test('staff see which languages a template lacks and translate it, with the English beside each input', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/templates');
  const row = page.getByRole('row').filter({ hasText: TEMPLATE });
  await row.getByText('All languages').waitFor();

  await row.getByRole('button', { name: 'Translate' }).click();
  const dialog = page.getByRole('dialog', { name: `Translate ${TEMPLATE}` });
  await dialog.getByText('Tagalog', { exact: true }).click();
  const name = dialog.getByRole('textbox', { name: 'Name' });
  expect(await name.inputValue()).toBe('Pagkilala sa Patakaran sa Pagdidisiplina');
  const question = dialog.getByRole('textbox', { name: 'Label of “Questions for your caseworker”' });
  await question.fill('');
  await dialog.getByText('Tagalog •', { exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the translations dialog');
  await saveScreenshot(page, 'issue-50 template translations 1366');
  await dialog.getByRole('button', { name: 'Save translations' }).click();
  await waitForToast(page, 'Translations saved');
  await row.getByText('Missing: Tagalog').waitFor();

  // Put the words back: the family side of the suite reads this template in Tagalog too.
  await row.getByRole('button', { name: 'Translate' }).click();
  await dialog.getByText('Tagalog •', { exact: true }).click();
  await question.fill('Mga Tanong para sa Inyong Caseworker');
  await dialog.getByRole('button', { name: 'Save translations' }).click();
  await row.getByText('All languages').waitFor();
});
