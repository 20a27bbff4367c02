import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import jsQR from 'jsqr';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { expect, test } from 'vitest';
import { pdfText } from '../src/server/testing/pdf-text';
import { completeFileThroughApi } from './approval-fixtures';
import { waitForToast } from './documents-fixtures';
import { newAcceptedFamily } from './family-fixtures';
import {
  DEMO_STAFF,
  drawSignature,
  saveScreenshot,
  signInAsFamily,
  signInAsStaff,
  STRONG_PASSWORD,
  useBrowser,
  waitForPath,
} from './fixtures';
import { dialog } from './staff-families-fixtures';

/**
 * Issue 45 end to end: a caseworker takes a Spanish-speaking family created through the product from a complete
 * file to a signed, submitted written report; a supervisor approves the report and the family; the family reads
 * "Mi aprobación" with its Certificate of Approval, whose QR code (read from the PDF's image) opens /verify, which
 * confirms it. (A denied family's notice is e2e/my-approval.spec.ts.)
 */
const browser = useBrowser();
const run = promisify(execFile);

/** The URL in the first QR code drawn in a PDF: its images extracted by poppler, each read by jsQR. */
async function qrUrlOf(pdf: Buffer): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-qr-'));
  try {
    await fs.writeFile(path.join(dir, 'in.pdf'), pdf);
    await run('pdfimages', ['-png', path.join(dir, 'in.pdf'), path.join(dir, 'img')]);
    for (const file of (await fs.readdir(dir)).filter((name) => name.endsWith('.png')).sort()) {
      const { data, info } = await sharp(path.join(dir, file))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const code = jsQR(new Uint8ClampedArray(data), info.width, info.height);
      if (code) return code.data;
    }
    throw new Error('no QR code in the PDF');
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

async function signIn(page: Page, title: string, confirm: string) {
  const signing = dialog(page, title);
  await drawSignature(page, signing.getByLabel('Signature pad: draw your signature'));
  await signing.getByRole('checkbox', { name: /^I agree to sign electronically/ }).check();
  await signing.getByRole('button', { name: confirm, exact: true }).click();
  await signing.waitFor({ state: 'hidden' });
}

// A whole approval in three browsers: longer than the default minute on a loaded machine.
test('a caseworker writes and submits the report of a Spanish family, a supervisor approves it, and the family verifies its certificate by its QR code', async () => {
  const surname = `Quintero${Date.now().toString(36)}`;
  const family = await newAcceptedFamily(surname, 'es');
  await completeFileThroughApi(family.familyId);

  // The caseworker: every gate but the report is met; the report starts from the file.
  const caseworker = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(caseworker, DEMO_STAFF.admin.email);
  await caseworker.goto(`/staff/families/${family.familyId}?tab=decision`);
  const gates = caseworker.getByRole('list', { name: 'Gates' });
  await gates.getByText('The written report is not started.').waitFor();
  await gates.getByText("Every adult's background checks are cleared or exempted.").waitFor();
  await caseworker.getByRole('button', { name: 'Start the written report' }).click();
  const report = caseworker.getByRole('form', { name: 'Written report' });
  await report.getByText(`Grace ${surname}`).first().waitFor();
  const summary = report.getByRole('textbox', { name: "Caseworker's summary" });
  await summary.click();
  await summary.pressSequentially('A warm, stable home; ready for two young children.');
  await report.getByRole('radio', { name: 'Approve' }).check();
  await report.getByLabel('Children').fill('2');
  await report.getByLabel('Youngest age').fill('0');
  await report.getByLabel('Oldest age').fill('8');
  await report.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForToast(caseworker, 'Report saved');
  await caseworker.getByRole('button', { name: 'Sign and submit for review' }).click();
  await signIn(caseworker, 'Sign and submit for review', 'Sign and submit');
  await waitForToast(caseworker, 'Report submitted');
  await saveScreenshot(caseworker, 'approval-report-submitted-1366');

  // The supervisor: the report waits in Reviews; approving it and then the family issues the certificate.
  const supervisor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(supervisor, DEMO_STAFF.superAdmin.email);
  await supervisor.goto('/staff/reviews');
  await supervisor.getByRole('link', { name: family.familyName }).click();
  await waitForPath(supervisor, `/staff/families/${family.familyId}`);
  await supervisor.getByRole('button', { name: 'Approve and sign' }).click();
  await signIn(supervisor, 'Approve and sign', 'Approve and sign');
  await supervisor.getByText('The written report is approved and recommends approval.').waitFor();
  await supervisor.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = dialog(supervisor, 'Approve the family');
  await approve.getByRole('button', { name: 'Approve the family', exact: true }).click();
  await approve.waitFor({ state: 'hidden' });
  await supervisor.getByText('Certificado de aprobación').first().waitFor();
  // The approval packet for a placing county: one more sealed document.
  await supervisor.getByRole('button', { name: 'Issue the approval packet' }).click();
  await waitForToast(supervisor, 'Approval packet issued');
  await supervisor.getByRole('button', { name: /^Download Approval packet/ }).waitFor();
  await saveScreenshot(supervisor, 'approval-decided-1366');

  // The family, on a phone: "Mi aprobación" with the certificate; its QR code opens /verify, which confirms it.
  const phone = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsFamily(phone, family.email, STRONG_PASSWORD);
  const mine = phone.getByRole('region', { name: 'Mi aprobación', exact: true });
  await mine.getByText('Su familia está aprobada', { exact: true }).waitFor();
  await mine.getByText('Hasta 2 niños').waitFor();
  await saveScreenshot(phone, 'approval-my-approval-es-375');
  const download = phone.waitForEvent('download');
  await mine.getByRole('button', { name: 'Descargar el Certificado de aprobación' }).click();
  const pdf = await fs.readFile(await (await download).path());
  const text = (await pdfText(pdf)).replace(/\s+/g, ' ');
  expect(text).toContain('Certificado de aprobación');
  expect(text).toContain(`Grace ${surname}`);
  expect(text).toContain('Hasta 2 niños, de 0 a 8 años');
  const url = new URL(await qrUrlOf(pdf));
  expect(url.pathname).toBe('/verify');
  await phone.goto(`${url.pathname}${url.search}`);
  // Opened from the QR code, /verify checks the code at once: a document sealed by Haven, the certificate.
  const verified = phone.getByRole('status').filter({ hasText: 'Certificado de aprobación' });
  await verified.waitFor();
  expect(await phone.getByLabel('Código de verificación').inputValue()).toBe(url.searchParams.get('code'));
  await saveScreenshot(phone, 'approval-verified-375');
}, 150_000);
