import fs from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { SigningDocument, DocumentCenter } from '@shared/signing/signing.schema';
import { pdfText } from '../src/server/testing/pdf-text';
import { signaturePng } from '../src/server/testing/signing-fixtures';
import { expectNoAxeViolations } from './axe';
import { waitForToast } from './documents-fixtures';
import { api, continueAsDemoFamily, DEMO_FAMILY, demoFamilyToken } from './family-fixtures';
import { DEMO_STAFF, drawSignature, sidebar, signInAsStaff, useBrowser } from './fixtures';

/**
 * Staff countersignature (decision 041): the Agency Confidentiality Agreement is signed by both applicants, then
 * by the family's caseworker and a supervisor, one after another. The super admin is both (they manage every
 * family and hold approve_families), so they sign twice from their Signatures queue; the last one seals it.
 */
const browser = useBrowser();
const AGREEMENT = 'Agency Confidentiality Agreement';
const ANSWERS = {
  caregiver_names: 'Maria Martinez, David Martinez',
  understands_confidentiality: true,
  social_media: true,
  signed_date: new Date().toISOString().slice(0, 10),
};

/** The signature dialog: draw, agree, save; waits for the toast. */
async function drawAndSave(page: Page, name: string, toast: string) {
  const dialog = page.getByRole('dialog', { name: `Sign as ${name}` });
  const save = dialog.getByRole('button', { name: 'Save', exact: true });
  await save.waitFor();
  expect(await save.isDisabled()).toBe(true);
  await drawSignature(page, dialog.getByRole('img', { name: /Signature pad/ }));
  await dialog.getByRole('checkbox', { name: /I agree to sign this document electronically/ }).check();
  await save.click();
  await waitForToast(page, toast);
  await dialog.waitFor({ state: 'detached' });
}

/** The Signatures queue's link to the agreement of the demo family. */
const queueLink = (page: Page) =>
  page.getByRole('link', { name: new RegExp(`^${AGREEMENT}, ${DEMO_FAMILY.familyName}`) });

/** The signer card of `label` ("Caseworker", "Primary Applicant: Maria Martinez") on the filled form. */
const signerCard = (page: Page, label: string) => page.getByRole('region', { name: label, exact: true });

test('the demo family fills the Agency Confidentiality Agreement from Documents, both applicants sign and submit it', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  await page.goto('/documents');
  await page.getByRole('tab', { name: 'Available Forms' }).click();
  const card = page.locator('.mantine-Card-root').filter({ hasText: AGREEMENT });
  await card.getByRole('button', { name: 'Start Document' }).click();
  await page.getByRole('heading', { name: AGREEMENT, level: 1 }).waitFor();

  await page.getByRole('textbox', { name: 'Caregiver Names' }).fill(ANSWERS.caregiver_names);
  await page.getByRole('checkbox', { name: /I will not share information/ }).check();
  await page.getByRole('checkbox', { name: /I will not post photos/ }).check();
  await page.getByLabel('Date').fill(ANSWERS.signed_date);

  for (const name of ['Maria Martinez', 'David Martinez']) {
    await page.getByRole('button', { name: `Sign: ${name}` }).click();
    await drawAndSave(page, name, name === 'Maria Martinez' ? 'Signature saved' : 'Document fully signed');
  }
  await page.getByRole('button', { name: 'Submit Document' }).click();
  await waitForToast(page, 'Document submitted');
});

test('the super admin countersigns from Signatures as caseworker, then as supervisor; the sealed PDF lists all four signers', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await (await sidebar(page)).getByRole('link', { name: 'Signatures', exact: true }).click();
  await page.getByRole('heading', { name: 'Signatures', level: 1 }).waitFor();
  const row = page.getByRole('row').filter({ has: queueLink(page) });
  await row.getByRole('cell', { name: 'Caseworker', exact: true }).waitFor();
  await row.getByRole('link', { name: DEMO_FAMILY.familyName, exact: true }).waitFor();
  await expectNoAxeViolations(page, 'the Signatures queue');

  await queueLink(page).click();
  await page.getByRole('heading', { name: AGREEMENT, level: 1 }).waitFor();
  // The filled form, read-only, with the family's signatures and how they were made.
  await page.getByRole('cell', { name: ANSWERS.caregiver_names, exact: true }).waitFor();
  const maria = signerCard(page, 'Primary Applicant: Maria Martinez');
  await maria.getByText('Signed', { exact: true }).waitFor();
  await maria.getByText(/· Family portal session$/).waitFor();
  await signerCard(page, 'Caseworker').getByText('Their turn', { exact: true }).waitFor();
  await signerCard(page, 'Supervisor').getByText('Waiting', { exact: true }).waitFor();
  expect(await page.getByRole('button', { name: 'Sign as Supervisor' }).count()).toBe(0);
  await expectNoAxeViolations(page, 'a document waiting for the caseworker');

  await page.getByRole('button', { name: 'Sign as Caseworker' }).click();
  await drawAndSave(page, 'Caseworker', 'Signature saved');
  const caseworker = signerCard(page, `Caseworker: ${DEMO_STAFF.superAdmin.name}`);
  await caseworker.getByText(/· Staff session$/).waitFor();

  // One after another: the supervisor's turn comes once the caseworker has signed.
  await page.getByRole('button', { name: 'Sign as Supervisor' }).click();
  await drawAndSave(page, 'Supervisor', 'Signature saved');
  const sealedNotice = page.getByRole('alert', { name: 'Sealed', exact: true });
  await sealedNotice.waitFor();
  expect(await page.getByRole('button', { name: /^Sign as/ }).count()).toBe(0);

  const download = page.waitForEvent('download');
  await sealedNotice.getByRole('button', { name: 'Download sealed PDF v1' }).click();
  const file = await (await download).path();
  const text = (await pdfText(await fs.readFile(file))).replace(/\s+/g, ' ');
  for (const signer of [
    'Maria Martinez — Primary Applicant',
    'David Martinez — Co-Applicant',
    `${DEMO_STAFF.superAdmin.name} — Caseworker`,
    `${DEMO_STAFF.superAdmin.name} — Supervisor`,
  ])
    expect(text, `the certificate page names ${signer}`).toContain(signer);
  expect(text).toContain('Signed in to the Haven staff portal');

  await page.getByRole('button', { name: 'Back to Signatures' }).click();
  await page.getByRole('heading', { name: 'Signatures', level: 1 }).waitFor();
  await page.getByText('Nothing is waiting for your signature').waitFor();
});

/** The family's half through the API: the agreement started, filled, signed by both applicants, submitted. */
async function submittedAgreement(): Promise<string> {
  const token = await demoFamilyToken();
  const center = await api<DocumentCenter>('GET', '/family/signing/documents', { token });
  const template = center.available.find((card) => card.templateName === AGREEMENT);
  if (!template) throw new Error(`${AGREEMENT} is not among the available forms`);
  const { documentId } = await api<{ documentId: string }>('POST', '/family/signing/documents', {
    token,
    body: { templateId: template.id },
  });
  const path = `/family/signing/documents/${documentId}`;
  await api('PUT', `${path}/form`, { token, body: { formData: ANSWERS } });
  for (const role of ['primary_applicant', 'co_applicant'])
    await api('POST', `${path}/signatures`, {
      token,
      body: { role, signatureData: await signaturePng(), consent: true },
    });
  await api('POST', `${path}/submit`, { token, body: { formData: ANSWERS } });
  return documentId;
}

test('on a 375 px phone the caseworker declines with a reason: the document is the family’s again, its signatures cleared', async () => {
  const documentId = await submittedAgreement();
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/signatures');
  // At 375 px the queue is a list of cards.
  const item = page.getByRole('listitem').filter({ has: queueLink(page) });
  await item.getByText('Caseworker', { exact: true }).waitFor();
  await queueLink(page).click();
  await page.getByRole('heading', { name: AGREEMENT, level: 1 }).waitFor();

  await page.getByRole('button', { name: 'Decline' }).click();
  const dialog = page.getByRole('dialog', { name: 'Decline to sign' });
  const confirm = dialog.getByRole('button', { name: 'Decline and return to the family' });
  expect(await confirm.isDisabled()).toBe(true);
  const reason = 'The caregiver names must list every adult of the home.';
  await dialog.getByRole('textbox', { name: /Reason/ }).fill(reason);
  await expectNoAxeViolations(page, 'the decline dialog');
  await confirm.click();
  await waitForToast(page, 'Returned to the family');
  await page.getByText('Nothing is waiting for your signature').waitFor();

  const document = await api<SigningDocument>('GET', `/family/signing/documents/${documentId}`, {
    token: await demoFamilyToken(),
  });
  expect(document.state).toBe('in_progress');
  expect(document.submitted).toBe(false);
  const declined = document.signers.find((signer) => signer.role === 'caseworker');
  expect(declined).toMatchObject({ status: 'declined', declineReason: reason });
  expect(document.signers.filter((signer) => signer.signedAt !== null)).toEqual([]);
});

test('the template editor names the signers in order; the keyboard moves one and ticks another; the signing order is a choice', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/templates');
  const row = page.getByRole('row').filter({ hasText: AGREEMENT });
  await row.getByText('Primary Applicant, Co-Applicant, Caseworker, Supervisor').waitFor();
  await row.getByText('One after another', { exact: true }).waitFor();
  await row.getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog', { name: `Edit ${AGREEMENT}` });
  const signers = dialog.getByRole('group', { name: 'Signers' });
  await signers.waitFor();
  const labels = () =>
    signers
      .getByRole('checkbox')
      .evaluateAll((boxes) =>
        boxes.map((box) => document.querySelector(`label[for="${box.id}"]`)?.textContent ?? ''),
      );
  // The chosen signers first, in the order they sign; the others after them.
  expect(await labels()).toEqual([
    'Primary Applicant',
    'Co-Applicant',
    'Caseworker',
    'Supervisor',
    'Household member',
  ]);
  expect(await signers.getByRole('checkbox', { checked: true }).count()).toBe(4);
  await expect
    .poll(async () => (await signers.textContent())?.match(/\d(st|nd|rd|th)/g))
    .toEqual(['1st', '2nd', '3rd', '4th']);
  // The family signs before staff: the caseworker cannot move above the co-applicant.
  expect(await signers.getByRole('button', { name: 'Move Caseworker up' }).isDisabled()).toBe(true);

  await signers.getByRole('button', { name: 'Move Supervisor up' }).focus();
  await page.keyboard.press('Enter');
  await signers.getByRole('checkbox', { name: 'Household member' }).focus();
  await page.keyboard.press('Space');
  expect(await signers.getByRole('checkbox', { name: 'Household member' }).isChecked()).toBe(true);
  expect(await labels()).toEqual([
    'Primary Applicant',
    'Co-Applicant',
    'Household member',
    'Supervisor',
    'Caseworker',
  ]);

  const signingOrder = dialog.getByRole('radiogroup', { name: 'Signing order' });
  expect(await signingOrder.getByRole('radio', { name: 'One after another' }).isChecked()).toBe(true);
  await signingOrder.getByRole('radio', { name: 'All at once' }).check();
  await expectNoAxeViolations(page, 'the template editor’s signers');
  // Not saved: the agreement keeps its signers for the other tests.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
});
