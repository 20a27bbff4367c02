import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { realPdf } from '@server/testing/document-fixtures';
import {
  DEMO_CASE_NUMBER,
  documentJpeg,
  filterStaffDocuments,
  launchBrowserWithCamera,
  openUploadDialog,
  waitForToast,
  writeDocumentFeed,
} from './documents-fixtures';
import { continueAsDemoFamily, tile } from './family-fixtures';
import { DEMO_STAFF, sidebar, signInAsStaff, useBrowser, waitForPath } from './fixtures';

/**
 * Two browsers: `camera` films a photographed page (a Y4M file made by the test), so its scans pass the
 * quality rule; `browser` has Chromium's default fake camera, a flat green test pattern.
 */
const browser = useBrowser();
let camera: Browser;
let feed: string;

beforeAll(async () => {
  feed = await writeDocumentFeed();
  camera = await launchBrowserWithCamera(feed);
});

afterAll(async () => {
  await camera?.close();
  if (feed) await fs.rm(path.dirname(feed), { recursive: true, force: true });
});

function cameraPage(): Promise<Page> {
  return browser.newPage({ browser: camera, viewport: { width: 1280, height: 900 } });
}

async function openStaffDocuments(page: Page): Promise<void> {
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await (await sidebar(page)).getByRole('link', { name: 'Documents', exact: true }).click();
  await waitForPath(page, '/staff/documents');
}

type FilePayload = { name: string; mimeType: string; buffer: Buffer };

/** The family uploads one file for a journey item through the Photo tab, then closes the dialog. */
async function uploadOnPhotoTab(family: Page, item: RegExp, file: FilePayload): Promise<void> {
  const dialog = await openUploadDialog(family, item);
  await dialog.getByRole('tab', { name: 'Photo' }).click();
  const chooser = family.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(file);
  await dialog.getByText('1 of 1 file uploaded.').waitFor();
  await family.keyboard.press('Escape');
}

/** Staff open the newest submitted document of that name (the demo family's step 4) for review. */
async function reviewNewestSubmitted(documentName: string): Promise<Page> {
  const staff = await browser.newPage();
  await openStaffDocuments(staff);
  await filterStaffDocuments(staff, 'Submitted');
  await staff
    .getByRole('row')
    .filter({ hasText: documentName })
    .first()
    .getByRole('link', { name: /^Review/ })
    .click();
  await staff.getByRole('heading', { name: documentName, level: 1 }).waitFor();
  return staff;
}

test('a family scans a document: capture, preview, upload; staff find it in Documents with its OCR text', async () => {
  const family = await cameraPage();
  try {
    await continueAsDemoFamily(family);
    const dialog = await openUploadDialog(family, /^Physician's Report \(LIC 503\) \(.+\): Upload, Pending/);
    const capture = dialog.getByRole('button', { name: 'Capture' });
    await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);

    await dialog.getByRole('button', { name: 'Use front camera' }).click();
    await dialog.getByRole('button', { name: 'Use back camera' }).waitFor();
    await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);
    await capture.click();

    const captured = await waitForToast(family, 'Document captured');
    const percent = Number(/Quality: (\d+)%/.exec(captured)?.[1]);
    expect(percent).toBeGreaterThan(60);
    await dialog.getByRole('img', { name: 'Preview of the captured document' }).waitFor();
    await dialog.getByRole('button', { name: 'Retake' }).waitFor();
    await dialog.getByRole('button', { name: 'Upload', exact: true }).click();

    expect(await waitForToast(family, 'Document uploaded successfully')).toBe(
      'Document uploaded successfully Your document is being processed with AI',
    );
    await dialog.waitFor({ state: 'hidden' });
  } finally {
    await family.context().close();
  }

  const staff = await browser.newPage();
  await openStaffDocuments(staff);
  await filterStaffDocuments(staff, 'Submitted');
  const row = staff.getByRole('row').filter({ hasText: "Physician's Report (LIC 503)" }).first();
  await row.waitFor();
  expect(await row.innerText()).toContain('Martinez Family');
  await row.getByRole('link', { name: /^Review Physician's Report/ }).click();

  await staff.getByRole('heading', { name: "Physician's Report (LIC 503)", level: 1 }).waitFor();
  await staff
    .getByRole('img', { name: /Physician's Report \(LIC 503\) uploaded by Martinez Family/ })
    .waitFor();
  // The detail refreshes itself until processing (clean-up, thumbnail, OCR, classification) has finished.
  const ocr = staff.getByLabel('OCR text');
  await ocr.waitFor({ timeout: 90_000 });
  expect(await ocr.innerText()).toMatch(/PHYSICIAN/i);
  await staff.getByText(/^Medical · \d+% confidence$/).waitFor();
  // The history reads in the audit vocabulary's words; processing is Haven's own work.
  await staff.getByText("Maria Martinez uploaded Physician's Report (LIC 503)", { exact: true }).waitFor();
  await staff.getByText("Haven processed Physician's Report (LIC 503)", { exact: true }).waitFor();
  await staff.getByRole('link', { name: 'Back to documents' }).click();
  expect(new URL(staff.url()).search).toContain(`search=${DEMO_CASE_NUMBER}`);
}, 150_000);

test('the Photo tab uploads two files at once, each with its own progress bar', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const dialog = await openUploadDialog(page, /^Pet Vaccination Records: Upload/);
  await dialog.getByRole('tab', { name: 'Photo' }).click();

  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose files' }).click();
  const files = await Promise.all(
    ['Rabies vaccination certificate, dog "Bruno"', 'Distemper and parvovirus vaccination record'].map(
      async (line, index) => ({
        name: `vaccination-page-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await documentJpeg(['VACCINATION RECORD', line, 'Veterinarian: Dr. Lopez, DVM']),
      }),
    ),
  );
  await (await chooser).setFiles(files);

  for (const file of files) {
    const bar = dialog.getByRole('progressbar', { name: `Upload progress for ${file.name}` });
    await bar.waitFor();
    await expect.poll(() => bar.getAttribute('aria-valuenow'), { timeout: 20_000 }).toBe('100');
  }
  await dialog.getByText('2 of 2 files uploaded.').waitFor();
  expect(await dialog.getByText('Uploaded', { exact: true }).count()).toBe(2);
  await waitForToast(page, 'Document uploaded successfully');
});

test('a PDF added to an item already handed in is read: staff see its first page, page count and text', async () => {
  const family = await browser.newPage();
  await continueAsDemoFamily(family);
  await uploadOnPhotoTab(family, /^Pet Vaccination Records: Upload/, {
    name: 'vet-records.pdf',
    mimeType: 'application/pdf',
    buffer: await realPdf([
      ['VACCINATION RECORD', 'Patient: Bruno (dog)', 'Rabies vaccine given 03/02/2026'],
    ]),
  });

  const staff = await reviewNewestSubmitted('Pet Vaccination Records');
  const ocr = staff.getByLabel('OCR text');
  await ocr.waitFor({ timeout: 90_000 });
  expect(await ocr.innerText()).toContain('Rabies vaccine given 03/02/2026');
  await staff.getByRole('img', { name: 'First page of Pet Vaccination Records' }).waitFor();
  await staff.getByText('PDF · 1 page').waitFor();
  await staff.getByText(/^Medical · \d+% confidence$/).waitFor();
}, 150_000);

test('a flat, featureless camera picture is refused by the scan quality rule and nothing is kept', async () => {
  // Chromium's default fake camera films a flat green pattern: its JPEG has far fewer bytes than half its
  // pixel count, so the size score drags the quality under 0.6 although the resolution is full.
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const dialog = await openUploadDialog(page, /^Physician's Report \(LIC 503\) \(.+\): Upload, Pending/);
  const capture = dialog.getByRole('button', { name: 'Capture' });
  await expect.poll(() => capture.isEnabled(), { timeout: 15_000 }).toBe(true);
  await capture.click();

  expect(await waitForToast(page, 'Quality too low')).toBe(
    'Quality too low Please try again with better lighting',
  );
  expect(await dialog.getByRole('button', { name: 'Retake' }).count()).toBe(0);
  expect(await capture.isVisible()).toBe(true);
});

test('without camera access the Scan tab says so and offers Try Again', async () => {
  const page = await browser.newPage();
  // Stands in for a refused permission prompt, which the fake-UI flag otherwise always accepts.
  await page.addInitScript(() => {
    navigator.mediaDevices.getUserMedia = () =>
      Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
  });
  await continueAsDemoFamily(page);
  const dialog = await openUploadDialog(page, /^Physician's Report \(LIC 503\) \(.+\): Upload, Pending/);
  await dialog.getByText('Camera access denied or not available').waitFor();
  await dialog.getByRole('button', { name: 'Try Again' }).click();
  await dialog.getByText('Camera access denied or not available').waitFor();

  await dialog.getByRole('tab', { name: 'Email' }).click();
  await dialog.getByText('Include your case number in the subject line').waitFor();
  await dialog.getByText(`Your case number is ${DEMO_CASE_NUMBER}.`).waitFor();
  await dialog.getByRole('link', { name: /@/ }).first().waitFor();
});

test('staff reject a document with a reason, and the family sees the reason after a reload', async () => {
  const family = await browser.newPage();
  await continueAsDemoFamily(family);
  await uploadOnPhotoTab(family, /^Homeowner's or Renter's Insurance Declaration: Upload/, {
    name: 'insurance.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentJpeg(['RENTERS INSURANCE', 'Policy number HO-2291 Premium $210']),
  });

  const staff = await reviewNewestSubmitted("Homeowner's or Renter's Insurance Declaration");

  await staff.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = staff.getByRole('dialog', { name: /^Reject/ });
  await reject.getByLabel(/^Reason/).fill('no');
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await reject.getByText('Enter at least 3 characters').waitFor();
  const reason = `Page 2 of the policy is missing (${Date.now()}). Please upload every page.`;
  await reject.getByLabel(/^Reason/).fill(reason);
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await waitForToast(staff, 'Document rejected');
  await reject.waitFor({ state: 'hidden' });
  await staff.getByText('Rejection reason shown to the family').waitFor();
  await staff.getByText(`Reason: ${reason}`).waitFor();

  await family.reload();
  await tile(family, 'ProgressTimeline').getByText(reason, { exact: false }).first().waitFor();
});
