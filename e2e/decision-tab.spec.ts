import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { waitForToast } from './documents-fixtures';
import { inviteNewFamily } from './family-fixtures';
import { DEMO_STAFF, drawSignature, sidebar, signInAsStaff, useBrowser } from './fixtures';

/**
 * The Decision tab (issue 45): a caseworker writes the report on a new family's file and signs it for review; a
 * supervisor (another user: the author may not approve their own report) approves and signs it, then tries to
 * approve the family. A family just created has open gates, so the approval is refused and says which.
 */
const browser = useBrowser();

/** The signature dialog `title`: draw, agree, confirm with `confirm`; waits for `toast`. */
async function sign(page: Page, title: string, confirm: string, toast: string) {
  const dialog = page.getByRole('dialog', { name: title });
  await drawSignature(page, dialog.getByRole('img', { name: /Signature pad/ }));
  await dialog.getByRole('checkbox', { name: /I agree to sign electronically/ }).check();
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await waitForToast(page, toast);
  await dialog.waitFor({ state: 'detached' });
}

test('a caseworker writes and submits the report, a supervisor approves it; the family’s approval waits on its open gates', async () => {
  const { familyId, familyName } = await inviteNewFamily('Okonkwo');

  const caseworker = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(caseworker, DEMO_STAFF.admin.email);
  await caseworker.goto(`/staff/families/${familyId}?tab=decision`);
  const gates = caseworker.getByRole('list', { name: 'Gates' });
  await gates.getByText('The written report is not started.').waitFor();
  expect(await gates.getByRole('listitem').count()).toBe(5);

  await caseworker.getByRole('button', { name: 'Start the written report' }).click();
  await caseworker.getByText('Draft', { exact: true }).waitFor();
  await caseworker
    .getByRole('textbox', { name: "Caseworker's summary" })
    .fill('A warm, stable home; ready for two young children.');
  await caseworker.getByRole('radio', { name: 'Approve' }).check();
  await caseworker.getByRole('textbox', { name: 'Children' }).fill('2');
  await caseworker.getByRole('textbox', { name: 'Youngest age' }).fill('0');
  await caseworker.getByRole('textbox', { name: 'Oldest age' }).fill('10');
  await caseworker.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForToast(caseworker, 'Report saved');
  await caseworker.getByText('All changes are saved.').waitFor();
  await caseworker.getByRole('button', { name: 'Sign and submit for review' }).click();
  await sign(caseworker, 'Sign and submit for review', 'Sign and submit', 'Report submitted');
  await caseworker.getByText('Submitted for review', { exact: true }).waitFor();
  expect(await caseworker.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

  const supervisor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(supervisor, DEMO_STAFF.superAdmin.email);
  await (await sidebar(supervisor)).getByRole('link', { name: 'Reviews', exact: true }).click();
  await supervisor.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor();
  const row = supervisor.getByRole('row').filter({ hasText: familyName });
  await row.getByRole('cell', { name: DEMO_STAFF.admin.name, exact: true }).waitFor();
  await row.getByRole('link', { name: familyName, exact: true }).click();
  await supervisor.getByText('A warm, stable home; ready for two young children.').waitFor();
  await supervisor.getByText('2 children, ages 0 to 10', { exact: false }).waitFor();

  await supervisor.getByRole('button', { name: 'Approve and sign' }).click();
  await sign(supervisor, 'Approve and sign', 'Approve and sign', 'Report approved');
  const download = supervisor.waitForEvent('download');
  await supervisor.getByRole('button', { name: 'Download the sealed report' }).click();
  const sealed = await fs.readFile(await (await download).path());
  expect(sealed.subarray(0, 5).toString()).toBe('%PDF-');

  // The report's gate is met now; the new family's checks, documents, training and home assessment are not.
  const report = supervisor
    .getByRole('list', { name: 'Gates' })
    .getByRole('listitem')
    .filter({ hasText: 'Written report' });
  await report.getByText('Met', { exact: true }).waitFor();
  await supervisor.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = supervisor.getByRole('dialog', { name: 'Approve the family' });
  await dialog.getByText('A Certificate of Approval will be issued', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Approve the family' }).click();
  const refusal = dialog.getByRole('alert', { name: 'Not decided' });
  await refusal.getByText(/^The family cannot be approved yet: /).waitFor();
});
