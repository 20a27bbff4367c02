import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { api, inviteNewFamily, newPasswordForm, staffToken } from './family-fixtures';
import {
  DEMO_STAFF,
  STRONG_PASSWORD,
  field,
  saveScreenshot,
  signInAsStaff,
  useBrowser,
  waitForPath,
} from './fixtures';
import { dialog } from './staff-families-fixtures';

/** Program types: configured on System Configuration, chosen in New Family, changed on the family page, shown to the family. */
const browser = useBrowser();

async function choose(page: Page, scope: ReturnType<typeof dialog>, label: string, option: string) {
  await field(scope, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('staff add a program type, open a family with it, then change it to Respite from the family page', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/admin/system');
  const section = page.getByRole('region', { name: 'Program types' });
  const list = section.getByRole('list', { name: 'Program types' });
  await list.getByText('Respite', { exact: true }).waitFor();
  const added = `Therapeutic Foster Care ${Date.now().toString(36)}`;
  await field(section, 'New program type').fill(added);
  await section.getByRole('button', { name: 'Add', exact: true }).click();
  await list.getByText(added, { exact: true }).waitFor();
  await section.getByRole('button', { name: 'Save program types' }).click();
  await page.getByText('Program types saved').waitFor();
  await saveScreenshot(page, 'program-types-system-configuration');

  await page.goto('/staff/families');
  await page.getByRole('button', { name: 'New Family' }).click();
  const form = dialog(page, 'New Family');
  const familyName = `Nakamura Family ${Date.now()}`;
  await field(form, 'Family name').fill(familyName);
  await field(form, 'Primary contact name').fill('Aiko Nakamura');
  await choose(page, form, 'Program type', added);
  await form.getByRole('button', { name: 'Create family' }).click();
  await page.getByRole('heading', { level: 1, name: familyName }).waitFor();
  await page.getByText(new RegExp(`· ${added}$`)).waitFor();

  await page.getByRole('button', { name: 'Change program type' }).click();
  const change = dialog(page, 'Change program type');
  await choose(page, change, 'Program type', 'Respite');
  await saveScreenshot(page, 'program-types-change-dialog');
  await change.getByRole('button', { name: 'Save program type' }).click();
  await page.getByText(/^Case HVN-\d{4}-\d{4} · Respite$/).waitFor();
  await saveScreenshot(page, 'program-types-family-detail');

  // No family or checklist item names the added type any more, so it can be removed again.
  await page.goto('/staff/admin/system');
  await section.getByRole('button', { name: `Remove ${added}` }).click();
  await section.getByRole('button', { name: 'Save program types' }).click();
  await page.getByText('Program types saved').waitFor();
});

test('a Spanish family whose program type is Respite reads it in Spanish on its dashboard, at 375 px', async () => {
  const { link, familyName } = await inviteNewFamily(`Relevo${Date.now().toString(36)}`, 'es');
  const token = await staffToken();
  const families = await api<{ items: { id: string; familyName: string }[] }>(
    'GET',
    `/staff/families?search=${encodeURIComponent(familyName)}`,
    { token },
  );
  const familyId = families.items[0]!.id;
  await api('PUT', `/staff/families/${familyId}/program-type`, { token, body: { applicantType: 'Respite' } });

  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.goto(link);
  const form = newPasswordForm(page, 'Guardar la contraseña', {
    password: 'Nueva contraseña',
    confirmPassword: 'Confirme la contraseña',
  });
  await form.password.fill(STRONG_PASSWORD);
  await form.confirmPassword.fill(STRONG_PASSWORD);
  await form.submit.click();
  await waitForPath(page, '/family');
  const tile = page.getByRole('region', { name: 'Tipo de solicitante', exact: true });
  await tile.getByText('Cuidado de relevo', { exact: true }).waitFor();
  expect(await tile.getByText('Respite', { exact: true }).count()).toBe(0);
  await saveScreenshot(page, 'program-types-family-tile-es-375');
});
