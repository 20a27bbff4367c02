import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEFAULT_ASSESSMENT_ITEMS } from '@shared/home-assessment/home-assessment-rules';
import type { StaffHomeAssessment } from '@shared/home-assessment/home-assessment.schema';
import { documentJpeg } from './documents-fixtures';
import { api, inviteNewFamily, staffToken } from './family-fixtures';
import { baseURL, DEMO_STAFF, field, signInAsStaff, STRONG_PASSWORD, useBrowser } from './fixtures';
import { dialog } from './staff-families-fixtures';

/**
 * The home environment assessment on the staff Home Study tab (issue 43): a caseworker walks the home with a
 * phone, marks each item as they go, photographs it, sends corrections to the family, judges the family's
 * answers and completes the assessment once nothing is open.
 */
const browser = useBrowser();
const TOTAL = DEFAULT_ASSESSMENT_ITEMS.length;

/** A date `days` from now, as YYYY-MM-DD. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const assessmentPath = (familyId: string) => `/staff/families/${familyId}/home-assessment`;

/** A new family of its own, so no other test's visit shows in its assessment. */
async function newFamily() {
  const token = await staffToken();
  const surname = `Okafor${Date.now().toString(36)}`;
  const { id } = await api<{ id: string }>('POST', '/staff/families', {
    token,
    body: { familyName: `${surname} Family`, primaryContactName: `Ada ${surname}` },
  });
  return { id, token };
}

async function openHomeStudy(page: Page, familyId: string): Promise<Locator> {
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto(`/staff/families/${familyId}?tab=homeStudy`);
  const section = page.getByRole('region', { name: 'Home environment assessment', exact: true });
  await section.waitFor();
  return section;
}

/** One checklist item's card. */
const item = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Pass / Needs correction / Not applicable: the segment's label (its radio input is visually hidden). */
const choose = (card: Locator, result: string) => card.getByText(result, { exact: true }).click();

const photo = () => documentJpeg(['Fire extinguisher', 'Pressure gauge in the green'], 1600, 1200);

/** A multipart answer from the family: a note and one photo. */
async function familyAnswers(familyToken: string, itemKey: string, note: string) {
  const form = new FormData();
  form.set('note', note);
  form.set('file', new Blob([new Uint8Array(await photo())], { type: 'image/jpeg' }), 'gauge.jpg');
  const response = await fetch(`${baseURL}/api/family/home-assessment/corrections/${itemKey}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${familyToken}` },
    body: form,
  });
  if (!response.ok)
    throw new Error(`the family's answer answered ${response.status}: ${await response.text()}`);
}

test('on a 375 px phone a caseworker marks items as they go: a choice saves at once, a correction asks for its note, a photo is sent at once', async () => {
  const family = await newFamily();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  const section = await openHomeStudy(page, family.id);
  await section.getByText('Not started', { exact: true }).waitFor();
  await section.getByText(`0 of ${TOTAL} checked · ${TOTAL} open · 0 answered by the family`).waitFor();

  const alarms = item(page, 'Working smoke and carbon-monoxide alarms');
  await choose(alarms, 'Pass');
  await alarms.getByText('Saved', { exact: true }).waitFor();

  // Needs correction goes to the note the family will read; it saves once the caseworker leaves it.
  const extinguisher = item(page, 'Fire extinguisher');
  await choose(extinguisher, 'Needs correction');
  const note = field(extinguisher, 'What needs to be corrected');
  await expect.poll(() => note.evaluate((element) => element === document.activeElement)).toBe(true);
  await note.fill('The gauge is in the red: have it recharged.');
  await note.blur();
  await extinguisher.getByText('Saved', { exact: true }).waitFor();
  await extinguisher.getByText('Waiting for the family', { exact: true }).waitFor();

  await extinguisher
    .locator('input[type="file"]:not([capture])')
    .setInputFiles({ name: 'gauge.jpg', mimeType: 'image/jpeg', buffer: await photo() });
  await extinguisher.getByRole('button', { name: /^Open photo: Taken / }).waitFor({ timeout: 30_000 });
  await section.getByText(`2 of ${TOTAL} checked · ${TOTAL - 1} open · 0 answered by the family`).waitFor();
  await section.getByText('In progress', { exact: true }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  const saved = await api<StaffHomeAssessment>('GET', assessmentPath(family.id), { token: family.token });
  const byKey = new Map(saved.items.map((entry) => [entry.key, entry]));
  expect(byKey.get('smoke_co_alarms')?.result).toBe('pass');
  expect(byKey.get('fire_extinguisher')).toMatchObject({
    result: 'needs_correction',
    note: 'The gauge is in the red: have it recharged.',
    correction: { status: 'open' },
  });
  expect(byKey.get('fire_extinguisher')?.photos).toHaveLength(1);
});

test('a colleague’s save made meanwhile is shown beside the caseworker’s unsaved note, never overwritten', async () => {
  const family = await newFamily();
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openHomeStudy(page, family.id);
  const plan = item(page, 'Fire escape plan');
  await field(plan, 'Note').fill('Posted on the fridge');
  await api('PUT', `${assessmentPath(family.id)}/items/escape_plan`, {
    token: family.token,
    body: { result: 'pass', note: 'Posted by the front door', version: 0 },
  });

  await choose(plan, 'Not applicable');
  const meanwhile = plan.getByRole('alert').filter({ hasText: 'Saved by someone else meanwhile' });
  await meanwhile.getByText('Posted by the front door', { exact: true }).waitFor();
  expect(await field(plan, 'Note').inputValue()).toBe('Posted on the fridge');
  await meanwhile.getByRole('button', { name: 'Save mine' }).click();
  await plan.getByText('Saved', { exact: true }).waitFor();

  const saved = await api<StaffHomeAssessment>('GET', assessmentPath(family.id), { token: family.token });
  expect(saved.items.find((entry) => entry.key === 'escape_plan')).toMatchObject({
    result: 'not_applicable',
    note: 'Posted on the fridge',
    version: 2,
  });
});

test('the caseworker asks the family again, accepts its second answer and completes the assessment, which is then read-only', async () => {
  const invited = await inviteNewFamily(`Mensah${Date.now().toString(36)}`);
  const { access_token: familyToken } = await api<{ access_token: string }>(
    'POST',
    '/auth/invitations/accept',
    { body: { token: new URL(invited.link).searchParams.get('token'), password: STRONG_PASSWORD } },
  );
  const token = await staffToken();
  const path = assessmentPath(invited.familyId);
  for (const { key } of DEFAULT_ASSESSMENT_ITEMS)
    await api('PUT', `${path}/items/${key}`, {
      token,
      body:
        key === 'fire_extinguisher'
          ? { result: 'needs_correction', note: 'Recharge it.', correctionDueDate: inDays(30), version: 0 }
          : { result: 'not_applicable', version: 0 },
    });
  await familyAnswers(familyToken, 'fire_extinguisher', 'Recharged at the fire station.');

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  const section = await openHomeStudy(page, invited.familyId);
  const extinguisher = item(page, 'Fire extinguisher');
  await extinguisher.getByText('Answered by the family', { exact: true }).waitFor();
  await extinguisher.getByText('Recharged at the fire station.', { exact: true }).waitFor();
  await extinguisher.getByRole('button', { name: /^Open photo: Taken .* by the family$/ }).waitFor();
  await section.getByText(`${TOTAL} of ${TOTAL} checked · 1 open · 1 answered by the family`).waitFor();
  expect(await section.getByRole('button', { name: 'Complete assessment' }).isDisabled()).toBe(true);

  await extinguisher.getByRole('button', { name: 'Ask again' }).click();
  await extinguisher.getByRole('button', { name: 'Ask again' }).click();
  await extinguisher.getByText('Tell the family what is still missing.', { exact: true }).waitFor();
  await field(extinguisher, 'What is still missing').fill('Please show the service tag with its date.');
  await extinguisher.getByRole('button', { name: 'Ask again' }).click();
  await extinguisher.getByText('Waiting for the family', { exact: true }).waitFor();

  await familyAnswers(familyToken, 'fire_extinguisher', 'Here is the tag.');
  await page.reload();
  await item(page, 'Fire extinguisher').getByText('Here is the tag.', { exact: true }).waitFor();
  await item(page, 'Fire extinguisher').getByRole('button', { name: 'Accept' }).click();
  await item(page, 'Fire extinguisher').getByText('Accepted', { exact: true }).waitFor();

  await section.getByRole('button', { name: 'Complete assessment' }).click();
  const confirm = dialog(page, 'Complete assessment');
  await confirm.getByRole('button', { name: 'Complete assessment' }).click();
  await section
    .getByText(/^Completed on .+ by Sam Rivera\. The checklist can no longer be changed\.$/)
    .waitFor();
  await section.getByText('Completed', { exact: true }).waitFor();
  expect(await section.getByRole('radio').count()).toBe(0);
  expect(await section.getByRole('button', { name: 'Take photo' }).count()).toBe(0);
});

test('System Configuration adds a checklist item with its photo guidance and switches it off', async () => {
  const name = `Smoke-free home ${Date.now().toString(36)}`;
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/admin/system');
  const checklist = page.getByRole('region', { name: 'Home assessment checklist', exact: true });
  await checklist.getByRole('button', { name: 'Add item' }).click();
  const add = dialog(page, 'Add item');
  await field(add, 'Name').fill(name);
  await field(add, 'Photo guidance').fill('The outdoor place where smoking is allowed.');
  await add.getByRole('button', { name: 'Add item' }).click();
  await add.waitFor({ state: 'detached' });
  const row = checklist.getByRole('row').filter({ hasText: name });
  await row.getByText('Not used yet', { exact: true }).waitFor();

  // Off again, so other tests' families see the usual checklist (from the keyboard: the page's sticky header
  // can sit over a row scrolled to the top).
  const active = row.getByRole('switch', { name: `${name} active` });
  await active.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => active.isChecked()).toBe(false);
  await page.getByText(`${name} (switched off).`, { exact: true }).waitFor();
});
