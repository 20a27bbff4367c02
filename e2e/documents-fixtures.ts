import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { expect } from 'vitest';
import { tile } from './family-fixtures';
import { launchBrowser } from './fixtures';

/**
 * Helpers of e2e/documents.spec.ts: camera feeds and images that look like a photographed page, so scans
 * pass the quality rule and OCR has something to read, and a browser whose fake camera shows such a page.
 */

/** A physician's report, as dense as a real form: the JPEG of a photographed page is mostly edges of text. */
const PAGE_LINES = [
  "PHYSICIAN'S REPORT (LIC 503)",
  'Patient: Maria Martinez          Date of birth: 04/12/1986',
  'Physician: Dr. Alan Chen, MD     Clinic: Valley Health Center',
  'Address: 1200 Fresno Street, Fresno, CA 93721   Phone: (559) 555-0142',
  'Medical examination date: 02/14/2026     Height: 5 ft 6 in     Weight: 142 lb',
  'Blood pressure: 118/76     Pulse: 68     Vision: 20/20 (corrected)',
  'Tuberculosis screening (TB test): negative. Immunizations are up to date.',
  'Diagnosis: no physical or mental health conditions were found that would',
  'prevent the applicant from providing care to children in foster care.',
  'Current medications: none.     Allergies: penicillin.',
  'The patient is physically able to lift a child and to respond to emergencies.',
  'I have examined the patient and the information above is true and correct.',
  'Signature of physician: Alan Chen, MD      License number: A 123456',
];

function pageSvg(width: number, height: number, lines: readonly string[]): Buffer {
  const size = Math.round(height / 34);
  const text = lines
    .map((line, index) => {
      const y = Math.round(height * 0.1) + index * Math.round(size * 1.75);
      const weight = index === 0 ? 'bold' : 'normal';
      const escaped = line.replace(/&/g, '&amp;').replace(/</g, '&lt;');
      return `<text x="${Math.round(width * 0.07)}" y="${y}" font-size="${index === 0 ? size * 1.4 : size}" font-weight="${weight}" font-family="DejaVu Sans" fill="#1a1a1a">${escaped}</text>`;
    })
    .join('');
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${text}</svg>`,
  );
}

/** A small seeded generator (mulberry32): the same grain on every run, so OCR reads the same pixels each time. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** Light grey paper with gaussian grain (mean 185, sigma 12), drawn from a fixed seed. */
function grainyPaper(width: number, height: number): Buffer {
  const random = seededRandom(20_261_123);
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 2) {
    // Box-Muller: two normal samples from two uniform ones.
    const radius = Math.sqrt(-2 * Math.log(1 - random())) * 12;
    const angle = 2 * Math.PI * random();
    pixels[i] = Math.min(255, Math.max(0, Math.round(185 + radius * Math.cos(angle))));
    if (i + 1 < pixels.length)
      pixels[i + 1] = Math.min(255, Math.max(0, Math.round(185 + radius * Math.sin(angle))));
  }
  return pixels;
}

/**
 * A page of text on slightly grainy paper, as a phone photographs it: the grain gives the JPEG the size a
 * real photo has (spec 01 §5 size score), the text is what OCR reads. The grain is seeded, so the same lines
 * always make the same image.
 */
export async function documentImage(width: number, height: number, lines: readonly string[] = PAGE_LINES) {
  return sharp(grainyPaper(width, height), { raw: { width, height, channels: 3 } })
    .composite([{ input: pageSvg(width, height, lines) }])
    .removeAlpha();
}

/** RGB pixels to one Y4M frame (4:2:0, full-range BT.601 as the C420jpeg tag says). */
function toY4m(rgb: Buffer, width: number, height: number): Buffer {
  const y = Buffer.alloc(width * height);
  const cw = width / 2;
  const ch = height / 2;
  const u = Buffer.alloc(cw * ch);
  const v = Buffer.alloc(cw * ch);
  for (let i = 0; i < width * height; i += 1) {
    const r = rgb[i * 3]!;
    const g = rgb[i * 3 + 1]!;
    const b = rgb[i * 3 + 2]!;
    y[i] = Math.round(0.299 * r + 0.587 * g + 0.114 * b);
  }
  for (let row = 0; row < ch; row += 1) {
    for (let col = 0; col < cw; col += 1) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dy, dx] of [
        [0, 0],
        [0, 1],
        [1, 0],
        [1, 1],
      ] as const) {
        const at = ((row * 2 + dy) * width + col * 2 + dx) * 3;
        r += rgb[at]!;
        g += rgb[at + 1]!;
        b += rgb[at + 2]!;
      }
      r /= 4;
      g /= 4;
      b /= 4;
      u[row * cw + col] = Math.round(-0.168736 * r - 0.331264 * g + 0.5 * b + 128);
      v[row * cw + col] = Math.round(0.5 * r - 0.418688 * g - 0.081312 * b + 128);
    }
  }
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\nFRAME\n`);
  return Buffer.concat([header, y, u, v]);
}

/** Writes a one-frame Y4M video of a photographed page; Chromium's fake camera loops it. */
export async function writeDocumentFeed(width = 1920, height = 1080): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'haven-camera-'));
  const file = path.join(dir, 'document.y4m');
  const rgb = await (await documentImage(width, height)).raw().toBuffer();
  await fs.writeFile(file, toY4m(rgb, width, height));
  return file;
}

/** A JPEG of a photographed page, for the Photo tab. */
export async function documentJpeg(lines: readonly string[], width = 1600, height = 1200): Promise<Buffer> {
  return (await documentImage(width, height, lines)).jpeg({ quality: 88 }).toBuffer();
}

/**
 * A Chromium whose fake camera films `feed` (a .y4m file). The default fake camera of launchBrowser() films
 * a flat green test pattern instead, which the scan quality rule rejects.
 */
export async function launchBrowserWithCamera(feed: string): Promise<Browser> {
  return launchBrowser([`--use-file-for-fake-video-capture=${feed}`]);
}

/** The newest toast's title and message ('Document captured', 'Quality: 87%'). */
export async function waitForToast(page: Page, title: string, timeout = 15_000) {
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: title }).last();
  await toast.waitFor({ timeout });
  return (await toast.innerText()).replace(/\s+/g, ' ').trim();
}

/** The demo family's case number: the staff list's search finds its documents by it. */
export const DEMO_CASE_NUMBER = 'HVN-2026-0001';

/** Clicks an upload item of the Approval Progress tile (step 4 is open there) and waits for the upload dialog. */
export async function openUploadDialog(page: Page, item: RegExp): Promise<Locator> {
  const progress = tile(page, 'ProgressTimeline');
  await progress.getByRole('button', { name: item }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByRole('tab', { name: 'Scan' }).waitFor();
  return dialog;
}

/** Chooses a Mantine Select option by the field's label. */
export async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * The staff list narrowed to the demo family's step-4 documents in one status, through the filters, as a person
 * sees it: the page has rendered the filtered list, so its links carry the filters. The address bar changes a
 * moment before the router renders the new address (in a transition), and on a loaded machine a click in that
 * moment would reach a row rendered for the old one; the Status select shows what the rendered address says.
 */
export async function filterStaffDocuments(page: Page, status: string): Promise<void> {
  await page.getByRole('heading', { name: 'Documents', level: 1 }).waitFor();
  await page.getByRole('searchbox', { name: 'Search' }).fill(DEMO_CASE_NUMBER);
  // The search lands after its debounce: first, so that the selects' changes, rendered in order, come after it.
  await expect
    .poll(() => new URL(page.url()).search, { timeout: 10_000 })
    .toContain(`search=${DEMO_CASE_NUMBER}`);
  await choose(page, 'Step', 'Step 4 · Document');
  await choose(page, 'Status', status);
  await expect
    .poll(() => page.getByRole('combobox', { name: 'Status', exact: true }).inputValue(), { timeout: 10_000 })
    .toBe(status);
}
