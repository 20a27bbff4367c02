import { expect, test } from 'vitest';
import type { DashboardTile } from '@shared/system-config/system-config.schema';
import { DEMO_FAMILY, api, staffToken } from './family-fixtures';
import {
  DEMO_STAFF,
  currentPath,
  field,
  signInAsStaff,
  uniqueEmail,
  useBrowser,
  waitForPath,
} from './fixtures';
import {
  DEMO_FAMILY_STEP,
  dialog,
  moveStepWithReason,
  restoreDashboardTiles,
  restoreDemoFamilyStep,
  tileSwitch,
} from './staff-families-fixtures';

const browser = useBrowser();

test('a super admin finds the Martinez family, advances it with a reason, sees it in Recent Activity, then returns it', async () => {
  const token = await staffToken();
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  try {
    await page.goto('/staff/families');
    await page.getByRole('link', { name: 'Thompson Family' }).waitFor();
    await field(page, 'Search families').fill('Martinez');
    await expect.poll(() => page.getByRole('link', { name: 'Thompson Family' }).count()).toBe(0);
    await page.getByRole('link', { name: DEMO_FAMILY.familyName }).click();
    await waitForPath(page, `/staff/families/${DEMO_FAMILY.id}`);

    await page.getByRole('heading', { level: 1, name: DEMO_FAMILY.familyName }).waitFor();
    await page
      .getByText(`Step ${DEMO_FAMILY_STEP.step} of 8 · ${DEMO_FAMILY_STEP.name}`, { exact: true })
      .waitFor();
    const currentStep = page.getByRole('button', { name: /^Step 4 · Document/ });
    expect(await currentStep.getAttribute('aria-expanded')).toBe('true');

    // The reason is required.
    await page.getByRole('button', { name: 'Advance step', exact: true }).click();
    const advance = dialog(page, 'Advance step');
    await advance.getByRole('button', { name: 'Advance step', exact: true }).click();
    await advance.getByText('Give a reason of at least 3 characters').waitFor();
    await page.keyboard.press('Escape');
    await advance.waitFor({ state: 'detached' });

    const reason = `All step 4 papers checked (e2e ${Date.now()})`;
    // Step 4 still has required documents pending: advancing names them and asks to confirm.
    await moveStepWithReason(page, 'Advance step', reason, true);
    await page.getByText('Step 5 of 8 · Describe', { exact: true }).waitFor();
    await page.getByRole('tab', { name: 'Recent Activity' }).click();
    await page
      .getByText(`Sam Rivera moved the family to step 5 (Describe): ${reason}`, { exact: true })
      .waitFor();

    await moveStepWithReason(page, 'Return step', `Restoring the demo family (e2e ${Date.now()})`);
    await page.getByText('Step 4 of 8 · Document', { exact: true }).waitFor();
    await page
      .getByText(/^Sam Rivera returned the family to step 4 \(Document\): Restoring/)
      .first()
      .waitFor();
  } finally {
    await restoreDemoFamilyStep(token);
  }
});

test('Applications lists families oldest first with the days waiting and what is missing', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/families/applications');
  await page.getByRole('heading', { level: 1, name: 'Applications' }).waitFor();
  await page.getByRole('link', { name: 'Garcia Family' }).waitFor();

  const header = await page.getByRole('columnheader').allInnerTexts();
  const daysColumn = header.findIndex((text) => text.trim() === 'Days waiting');
  expect(daysColumn).toBeGreaterThan(0);
  const rows = page.getByRole('row').filter({ has: page.getByRole('link') });
  const days: number[] = [];
  const names: string[] = [];
  for (const row of await rows.all()) {
    names.push(await row.getByRole('link').innerText());
    const text = await row.getByRole('cell').nth(daysColumn).innerText();
    expect(text).toMatch(/^\d+ days?$/);
    days.push(Number.parseInt(text, 10));
  }
  expect(days).toEqual([...days].sort((a, b) => b - a));
  expect(names.indexOf('Garcia Family')).toBeLessThan(names.indexOf('Thompson Family'));
  const garcia = rows.filter({ has: page.getByRole('link', { name: 'Garcia Family' }) });
  await garcia.getByText('21 days', { exact: true }).waitFor();
  await garcia.getByText('Employer Reference Letter', { exact: true }).waitFor();

  await garcia.getByRole('link', { name: 'Garcia Family' }).click();
  await page.getByRole('heading', { level: 1, name: 'Garcia Family' }).waitFor();
  expect(currentPath(page)).toMatch(/^\/staff\/families\/[0-9a-f-]{36}$/);
});

test('System Configuration: a tile switched off and saved stays off after a reload, and Reset undoes unsaved edits', async () => {
  const token = await staffToken();
  const original = await api<DashboardTile[]>('GET', '/staff/system/dashboard-tiles', { token });
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  try {
    await page.goto('/staff/admin/system');
    const quickActions = tileSwitch(page, 'Quick Actions');
    const save = page.getByRole('button', { name: 'Save changes' });
    await quickActions.waitFor({ state: 'attached' });
    expect(await quickActions.isChecked()).toBe(true);
    expect(await save.isDisabled()).toBe(true);

    await quickActions.click();
    await expect.poll(() => save.isDisabled()).toBe(false);
    await page
      .getByRole('region', { name: 'Family dashboard tiles' })
      .getByRole('button', { name: 'Reset' })
      .click();
    expect(await quickActions.isChecked()).toBe(true);
    expect(await save.isDisabled()).toBe(true);

    await quickActions.click();
    await save.click();
    await page.getByText('Dashboard tiles saved', { exact: true }).waitFor();
    await page.reload();
    await tileSwitch(page, 'Quick Actions').waitFor({ state: 'attached' });
    expect(await tileSwitch(page, 'Quick Actions').isChecked()).toBe(false);

    await tileSwitch(page, 'Quick Actions').click();
    await save.click();
    await page.getByText('Dashboard tiles saved', { exact: true }).waitFor();
    await page.reload();
    await tileSwitch(page, 'Quick Actions').waitFor({ state: 'attached' });
    expect(await tileSwitch(page, 'Quick Actions').isChecked()).toBe(true);
  } finally {
    await restoreDashboardTiles(token, original);
  }
});

test('a new family is created from All Families, gets a household member and an invitation', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/families');
  await page.getByRole('button', { name: 'New Family' }).click();
  const form = dialog(page, 'New Family');
  const familyName = `Okafor Family ${Date.now()}`;
  await field(form, 'Family name').fill(familyName);
  await field(form, 'Primary contact name').fill('Ngozi Okafor');
  // The program type has no default: staff choose one.
  await form.getByRole('button', { name: 'Create family' }).click();
  await form.getByText('Choose a program type').waitFor();
  await field(form, 'Program type').click();
  await page.getByRole('option', { name: 'Kinship', exact: true }).click();
  await form.getByRole('button', { name: 'Create family' }).click();

  await page.getByRole('heading', { level: 1, name: familyName }).waitFor();
  await page.getByText(/^Case HVN-\d{4}-\d{4} · Kinship$/).waitFor();
  await page.getByText('Step 1 of 8 · Dream', { exact: true }).waitFor();

  await page.getByRole('tab', { name: 'Household' }).click();
  await page.getByRole('button', { name: 'Add member' }).click();
  const add = dialog(page, 'Add household member');
  await field(add, 'Name').fill('Chidi Okafor');
  await field(add, 'Relationship').fill('Son');
  await field(add, 'Age').fill('7');
  await add.getByRole('button', { name: 'Add member' }).click();
  await page.getByRole('cell', { name: 'Chidi Okafor', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Edit Chidi Okafor' }).click();
  const edit = dialog(page, 'Edit Chidi Okafor');
  await field(edit, 'Age').fill('8');
  await edit.getByRole('button', { name: 'Save member' }).click();
  await edit.waitFor({ state: 'detached' });
  const chidi = page
    .getByRole('row')
    .filter({ has: page.getByRole('cell', { name: 'Chidi Okafor', exact: true }) });
  await chidi.getByRole('cell', { name: '8', exact: true }).waitFor();

  await page.getByRole('button', { name: 'Remove Chidi Okafor' }).click();
  await dialog(page, 'Remove household member').getByRole('button', { name: 'Remove member' }).click();
  await expect.poll(() => page.getByRole('cell', { name: 'Chidi Okafor', exact: true }).count()).toBe(0);

  await page.getByRole('button', { name: 'Invite applicant' }).click();
  const invite = dialog(page, 'Invite applicant');
  await field(invite, 'Email').fill(uniqueEmail('okafor'));
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText('Invitation sent', { exact: true }).waitFor();
});

test('staff without manage_families get "Access denied" on All Families and on a family', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.staff.email);
  await page.goto('/staff/families');
  await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  await page.goto(`/staff/families/${DEMO_FAMILY.id}`);
  await page.getByRole('heading', { name: 'Access denied' }).waitFor();
  expect(await page.getByText(DEMO_FAMILY.familyName).count()).toBe(0);
});

test('All Families sorts by the family name under Name, and by the primary contact under its own header', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  await page.goto('/staff/families');
  const familyLinks = page.getByRole('row').getByRole('link');
  await page.getByRole('link', { name: 'Garcia Family' }).waitFor();
  const byName = await familyLinks.allInnerTexts();
  expect(byName).toEqual([...byName].sort());

  await page.getByRole('columnheader', { name: 'Primary contact' }).getByRole('button').click();
  await expect.poll(() => new URL(page.url()).searchParams.get('sort')).toBe('contact');
  await expect.poll(() => familyLinks.first().innerText()).toBe('Garcia Family');
  const contacts = await page
    .getByRole('row')
    .filter({ has: page.getByRole('link') })
    .evaluateAll((rows) => rows.map((row) => row.children[1]?.textContent ?? ''));
  expect(contacts).toEqual([...contacts].sort());
  expect(contacts[0]).toBe('Ana Garcia');
});

test('staff waive an item and, after a confirmation, reinstate it: the family is asked for it again', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto(`/staff/families/${DEMO_FAMILY.id}`);
  await page.getByRole('tab', { name: 'Documents' }).click();
  const item = "Children's Immunization Records for Sofia Martinez";
  // The table and the phone cards both carry the actions; one of them is shown.
  const action = (verb: string) =>
    page.getByRole('button', { name: `${verb} ${item}`, exact: true }).filter({ visible: true });

  await action('Waive').click();
  const waive = dialog(page, 'Waive this item?');
  await waive.getByLabel('Reason').fill('Her records are with the school nurse.');
  await waive.getByRole('button', { name: 'Waive item' }).click();
  await waive.waitFor({ state: 'detached' });

  await action('Reinstate').click();
  const confirm = dialog(page, 'Reinstate this item?');
  await confirm.getByText(/They see it as requested and get a notification/).waitFor();
  await confirm.getByRole('button', { name: 'Reinstate item' }).click();
  await page.getByText("Children's Immunization Records requested again").waitFor();
  await action('Waive').waitFor();
  expect(await action('Reinstate').count()).toBe(0);
});
