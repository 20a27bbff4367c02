import fs from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
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

/**
 * The family hands in files for a journey item through the Photo tab (several files are the pages of one
 * document); the dialog closes once it is uploaded.
 */
async function uploadOnPhotoTab(family: Page, item: RegExp, files: FilePayload | FilePayload[]) {
  const dialog = await openUploadDialog(family, item);
  await dialog.getByRole('tab', { name: 'Photo' }).click();
  const chooser = family.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose files' }).click();
  await (await chooser).setFiles(files);
  return dialog;
}

/** Sends the chosen pages and waits for the dialog to close on success. */
async function sendPages(family: Page, dialog: Locator, name: RegExp | string): Promise<void> {
  await dialog.getByRole('button', { name }).click();
  await waitForToast(family, 'Document uploaded successfully');
  await dialog.waitFor({ state: 'hidden' });
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
  // The file as uploaded, or, once processing has rendered it, its page.
  await staff
    .getByRole('img', {
      name: /^Physician's Report \(LIC 503\)( uploaded by Martinez Family|, page 1 of 1)$/,
    })
    .first()
    .waitFor();
  // The detail refreshes itself until processing (clean-up, thumbnail, OCR, classification) has finished.
  const ocr = staff.getByLabel('OCR text');
  await ocr.waitFor({ timeout: 90_000 });
  expect(await ocr.innerText()).toMatch(/PHYSICIAN/i);
  await staff.getByText(/^Medical · \d+% confidence$/).waitFor();
  // The history reads in the audit vocabulary's words; processing is Haven's own work.
  // …and say whose Physician's Report it is (one per applicant).
  await staff
    .getByText(/^Maria Martinez uploaded Physician's Report \(LIC 503\) for \w+ Martinez$/)
    .waitFor();
  await staff.getByText(/^Haven processed Physician's Report \(LIC 503\) for \w+ Martinez$/).waitFor();
  await staff.getByRole('link', { name: 'Back to documents' }).click();
  await waitForPath(staff, '/staff/documents');
  expect(new URL(staff.url()).search).toContain(`search=${DEMO_CASE_NUMBER}`);
}, 150_000);

test('two photos for one item are handed in as one document with two pages, which staff see in order, with the expiry date the family entered', async () => {
  const family = await browser.newPage();
  await continueAsDemoFamily(family);
  const files = await Promise.all(
    ['Rabies vaccination certificate, dog "Bruno"', 'Distemper and parvovirus vaccination record'].map(
      async (line, index) => ({
        name: `vaccination-page-${index + 1}.jpg`,
        mimeType: 'image/jpeg',
        buffer: await documentJpeg(['VACCINATION RECORD', line, 'Veterinarian: Dr. Lopez, DVM']),
      }),
    ),
  );
  const dialog = await uploadOnPhotoTab(family, /^Pet Vaccination Records: Upload/, files);
  const pages = dialog.getByRole('list', { name: 'Pages of this document' });
  expect(await pages.getByRole('listitem').allInnerTexts()).toEqual([
    expect.stringMatching(/^Page 1\s+vaccination-page-1\.jpg/),
    expect.stringMatching(/^Page 2\s+vaccination-page-2\.jpg/),
  ]);
  await dialog.getByRole('button', { name: 'Move page 2 up' }).click();
  expect(await pages.getByRole('listitem').first().innerText()).toContain('vaccination-page-2.jpg');
  // The certificate says when it runs out: the family enters that date (the item is valid for 12 months).
  const expiresOn = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const expiry = dialog.getByRole('textbox', { name: 'Expiration date' });
  await expiry.fill(expiresOn);
  await expiry.press('Tab');
  await sendPages(family, dialog, 'Upload 2 pages as one document');

  const staff = await reviewNewestSubmitted('Pet Vaccination Records');
  await staff.getByLabel('OCR text').waitFor({ timeout: 90_000 });
  const rendered = staff.getByRole('list', { name: 'Pages of Pet Vaccination Records' });
  await rendered.getByRole('img', { name: 'Pet Vaccination Records, page 2 of 2' }).waitFor();
  expect(await rendered.getByRole('listitem').allInnerTexts()).toEqual(['Page 1 of 2', 'Page 2 of 2']);
  // Approving starts from the family's date.
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = staff.getByRole('dialog', { name: 'Approve Pet Vaccination Records' });
  expect(await approve.getByLabel('Expires on').inputValue()).toBe(expiresOn);
  await approve.getByText('The family entered this date from the document', { exact: false }).waitFor();
  await approve.getByRole('button', { name: 'Cancel' }).click();
}, 150_000);

test('a PDF added to an item already handed in is read: staff see its rendered page and its text', async () => {
  const family = await browser.newPage();
  await continueAsDemoFamily(family);
  const dialog = await uploadOnPhotoTab(family, /^Pet Vaccination Records: Upload/, {
    name: 'vet-records.pdf',
    mimeType: 'application/pdf',
    buffer: await realPdf([
      ['VACCINATION RECORD', 'Patient: Bruno (dog)', 'Rabies vaccine given 03/02/2026'],
    ]),
  });
  await sendPages(family, dialog, 'Upload document');

  const staff = await reviewNewestSubmitted('Pet Vaccination Records');
  const ocr = staff.getByLabel('OCR text');
  await ocr.waitFor({ timeout: 90_000 });
  expect(await ocr.innerText()).toContain('Rabies vaccine given 03/02/2026');
  await staff.getByRole('img', { name: 'Pet Vaccination Records, page 1 of 1' }).waitFor();
  await staff.getByText(/^Medical · \d+% confidence$/).waitFor();
}, 150_000);

test('approving a document flagged as a likely mismatch asks staff to confirm first', async () => {
  const family = await browser.newPage();
  await continueAsDemoFamily(family);
  const dialog = await uploadOnPhotoTab(family, /^Pet Vaccination Records: Upload/, {
    name: 'paystub.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentJpeg(['EARNINGS STATEMENT', 'Gross Pay 4,250.00', 'Net Pay 3,100.00']),
  });
  await sendPages(family, dialog, 'Upload document');

  const staff = await reviewNewestSubmitted('Pet Vaccination Records');
  const ocr = staff.getByLabel('OCR text');
  await ocr.waitFor({ timeout: 90_000 });
  expect(await ocr.innerText()).toContain('Gross Pay');
  await staff.getByText(/^Proof of Income · \d+% confidence$/).waitFor();
  await staff.getByText('Likely mismatch').first().waitFor();
  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  const confirm = staff.getByRole('dialog', { name: 'Approve Pet Vaccination Records' });
  await confirm
    .getByText(/Processing read this file as something other than Pet Vaccination Records/)
    .waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'hidden' });
  await staff.getByText('Submitted', { exact: true }).first().waitFor();

  await staff.getByRole('button', { name: 'Approve', exact: true }).click();
  await confirm.getByRole('button', { name: 'Approve anyway' }).click();
  await waitForToast(staff, 'Document approved');
  await confirm.waitFor({ state: 'hidden' });
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
  const dialog = await uploadOnPhotoTab(family, /^Homeowner's or Renter's Insurance Declaration: Upload/, {
    name: 'insurance.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentJpeg(['RENTERS INSURANCE', 'Policy number HO-2291 Premium $210']),
  });
  await sendPages(family, dialog, 'Upload document');

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
  const progress = tile(family, 'ProgressTimeline');
  await progress.getByText(reason, { exact: false }).first().waitFor();
});
