import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { axeResults } from './axe';
import { waitForToast } from './documents-fixtures';
import { continueAsDemoFamily, DEMO_FAMILY, tile } from './family-fixtures';
import { DEMO_STAFF, drawSignature, signInAsStaff, useBrowser, waitForPath } from './fixtures';

const browser = useBrowser();
const LIC_627 = 'LIC 627 Consent for Emergency Medical Treatment';
let sealed: Buffer;

async function sign(page: Page, name: string, toast: string) {
  await page.getByRole('button', { name: `Sign: ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Sign as ${name}` });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  expect(await save.isDisabled()).toBe(true);
  await drawSignature(page, dialog.getByRole('img', { name: /Signature pad/ }));
  await dialog.getByRole('checkbox', { name: /I agree to sign this document electronically/ }).check();
  await save.click();
  await waitForToast(page, toast);
}

test('the demo family starts LIC 627 from the journey, fills it, signs twice with the mouse, submits and downloads the sealed PDF', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const timeline = tile(page, 'ProgressTimeline');
  const step4 = timeline.getByRole('button', { name: /^Step 4/ });
  await step4.waitFor();
  if ((await step4.getAttribute('aria-expanded')) !== 'true') await step4.click();
  const item = timeline.getByRole('button', { name: /LIC 627/ }).first();
  await item.click();
  await page.getByRole('heading', { name: LIC_627, level: 1 }).waitFor();

  await page.getByRole('textbox', { name: "Child's Full Name" }).fill('Lucía Nguyễn');
  await page.getByLabel("Child's Date of Birth").fill('2019-05-01');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await waitForToast(page, 'Form saved');

  await sign(page, 'Maria Martinez', 'Signature saved');
  await sign(page, 'David Martinez', 'Document fully signed');
  await page.getByRole('button', { name: 'Submit Document' }).click();
  await waitForToast(page, 'Document submitted');
  await waitForPath(page, '/family');

  await page.goto('/documents');
  await page.getByRole('tab', { name: 'Completed' }).click();
  const card = page.locator('.mantine-Card-root').filter({ hasText: LIC_627 });
  await card.getByRole('button', { name: 'View Document' }).click();
  await page.getByText('This document has been submitted. It can no longer be changed.').waitFor();
  expect(
    await page.getByRole('textbox', { name: "Child's Full Name" }).getAttribute('readonly'),
  ).not.toBeNull();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download sealed PDF' }).click();
  const file = await (await download).path();
  sealed = await fs.readFile(file);
  expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');
});

async function verifyFile(page: Page, bytes: Buffer) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Sealed PDF' }).click();
  await (await chooser).setFiles({ name: 'document.pdf', mimeType: 'application/pdf', buffer: bytes });
  await page.getByRole('button', { name: 'Check file' }).click();
}

test('the verify page accepts the sealed PDF without sign-in and refuses a modified copy', async () => {
  expect(sealed, 'the signing test downloads the sealed PDF first').toBeDefined();
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto('/verify');
  await verifyFile(page, sealed);
  await page.getByText('This document is intact and sealed by Haven').waitFor();
  await page.getByText(/Maria Martinez, Primary Applicant: signed/).waitFor();
  const modified = Buffer.from(sealed);
  modified[modified.length - 20] = 0x20;
  await verifyFile(page, modified);
  await page.getByText('This document could not be verified').waitFor();
});

test('staff see the signed form on the family page with its signatures and sealed PDF', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto(`/staff/families/${DEMO_FAMILY.id}`);
  const section = page.locator('.mantine-Card-root').filter({ hasText: 'Forms and Signatures' });
  const row = section.getByRole('row').filter({ hasText: LIC_627 });
  await row.getByText('Completed').waitFor();
  await row.getByRole('button', { name: 'Open' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filled form' });
  await dialog.getByRole('img', { name: 'Signature of David Martinez' }).waitFor();
  await dialog.getByRole('button', { name: /Sealed PDF v1/ }).waitFor();
});

test('the Document Center has no axe violations', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await continueAsDemoFamily(page);
  await page.goto('/documents');
  await page.getByRole('heading', { name: 'Document Center', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'Available Forms' }).click();
  await page.getByRole('heading', { name: 'California State Forms' }).waitFor();
  const results = await axeResults(page);
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
  );
  expect(summary, `axe violations on /documents:\n${summary.join('\n')}`).toEqual([]);
});

test('on a phone RFA 01B asks for the convictions only after Yes, and forgets them after No (issue 44)', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await continueAsDemoFamily(page);
  await page.goto('/documents');
  await page.getByRole('tab', { name: 'Available Forms' }).click();
  const card = page
    .locator('.mantine-Card-root')
    .filter({ hasText: 'RFA 01B Resource Family Applicant Criminal Record Statement' });
  await card.getByRole('button', { name: 'Start Form' }).click();
  const question = page.getByRole('radiogroup', { name: /Have you ever been convicted of a crime/ });
  await question.waitFor();
  const details = page.getByRole('textbox', { name: /If yes, list each conviction/ });
  expect(await details.count()).toBe(0);

  await question.getByRole('radio', { name: 'Yes' }).check();
  await details.fill('Petty theft, 2004, Oakland');
  await question.getByRole('radio', { name: 'No' }).check();
  await details.waitFor({ state: 'detached' });
  await question.getByRole('radio', { name: 'Yes' }).check();
  expect(await details.inputValue()).toBe('');
});
