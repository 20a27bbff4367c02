import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { FamilyDashboard } from '@shared/family-portal/family-portal.schema';
import { TILE_TITLES, api, continueAsDemoFamily, demoFamilyToken, tile } from './family-fixtures';
import { DEMO_STAFF, signInAsStaff, useBrowser } from './fixtures';

/**
 * What a first load costs and shows, the way the architecture's budgets put it: every tile of the family
 * dashboard is in its document from the first render, nothing on the page moves as its parts arrive, and a page's
 * JavaScript stays within its budget.
 */
const browser = useBrowser();

/** The built client the test server serves (e2e/global-setup.ts starts it on this tree's build). */
const CLIENT_DIR = path.resolve(import.meta.dirname, '../dist/client');

/** ARCHITECTURE "Budgets": each route's initial JavaScript, gzipped. */
const INITIAL_JS_BUDGET_BYTES = 250 * 1024;

/**
 * The two dashboards are over that budget since their pages load the framework's way (decision 039: /family
 * fetches some 287 KiB, /staff 258). Until they are brought under it, these ceilings keep them from growing.
 * Since the English words load with the routes that use them (only app's and auth's are bundled: app/i18n.ts),
 * /staff fetches 255.6 KiB (it was 268) and its ceiling came down to 256 KiB. /family fetches 297.5 KiB: its
 * tasks now name the home assessment's corrections and its household rows are shared with My Family (issues 43,
 * 44), 1.5 KiB more than the words it no longer fetches saved. The signers of issue 44 add the Signatures
 * entry and approve_families to the shared permissions and navigation both shells load, and the household
 * changes' status looks: /staff 256.1 KiB, /family 298.7 KiB, so each ceiling rose by 1 KiB. An adult's own
 * account (issue 44) gives the family layout its member shell and the router its member reads: /family 300.0 KiB
 * (307,204 bytes), so its ceiling rose to 301 KiB. Loading the member shell on its own measured 0.5 KiB more, not
 * less (one more small chunk). The supervisors' Reviews entry and page (issue 45), the written report's status
 * looks and the decisions' query keys: /staff 257.1 KiB (263,296 bytes), so its ceiling rose to 258 KiB; the
 * Decision tab's editor, signature pad and decision form load with their first use, not with the family page.
 * My Approval (issue 45) gives /family its read, the entry of its section (whose code and words load only for a
 * family with a decision) and its words' loaders, 0.6 KiB, and what both shells share grew by 0.1 KiB: /family
 * 301.1 KiB (308,293 bytes), so its ceiling rose to 302 KiB.
 */
const OVER_BUDGET_CEILING_BYTES = { '/family': 302 * 1024, '/staff': 258 * 1024 } as const;

/** Core Web Vitals "good": the layout shift a page may have. */
const GOOD_CLS = 0.1;

async function dashboardTiles() {
  const { tiles } = await api<FamilyDashboard>('GET', '/family/dashboard', {
    token: await demoFamilyToken(),
  });
  return tiles;
}

/** Records, from the page's start, each batch of dashboard tiles the page added and the layout shifts. */
function watchPage() {
  const batches: number[] = [];
  const shifts: number[] = [];
  const watch = { batches, shifts, firstFrameWhole: false };
  // Whether the first frame the browser drew held the page's whole markup: the parser was past #root.
  requestAnimationFrame(() => {
    watch.firstFrameWhole = document.querySelector('#root ~ *') !== null;
  });
  new MutationObserver((records) => {
    const added = records
      .flatMap((record) => [...record.addedNodes])
      .filter((node) => node instanceof Element)
      .flatMap((element) => [element, ...element.querySelectorAll('*')])
      .filter((element) => element.matches('main section')).length;
    if (added > 0) batches.push(added);
  }).observe(document, { childList: true, subtree: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
    })[])
      if (!entry.hadRecentInput) shifts.push(entry.value);
  }).observe({ type: 'layout-shift', buffered: true });
  Object.assign(window, { pageWatch: watch });
  return watch;
}

const watched = (page: Page) =>
  page.evaluate(() => (window as unknown as { pageWatch: ReturnType<typeof watchPage> }).pageWatch);

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The scripts a load fetched, by their path under /assets/. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

/** Their size gzipped: the build's .gz twin, or the file gzipped here when the build left a tiny one as it is. */
function gzipBytes(scripts: readonly string[]): number {
  return sum(
    [...new Set(scripts)].map((script) => {
      const file = path.join(CLIENT_DIR, script);
      return fs.existsSync(`${file}.gz`)
        ? fs.statSync(`${file}.gz`).size
        : zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
    }),
  );
}

test('an untouched phone dashboard holds every tile from its first render, where find-in-page finds the last one', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await continueAsDemoFamily(page);
  const tiles = await dashboardTiles();
  await page.goto('about:blank');
  await page.addInitScript(watchPage);
  await page.goto('/family');
  await page.getByRole('heading', { name: 'Welcome Back', level: 1 }).waitFor();
  await expect.poll(() => page.locator('main section').count()).toBe(tiles.length);
  // All of them came in one render (each with its own placeholder while its read was out), none as the page scrolled.
  expect((await watched(page)).batches).toEqual([tiles.length]);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  // The last tile, far below a phone's screen, is in the document: the browser's find-in-page (and a printout, and a
  // screen reader's list of headings) has it.
  await tile(page, 'HouseholdInfoDynamic')
    .getByText('Primary Applicants')
    .first()
    .waitFor({ state: 'attached' });
  expect(
    await page.evaluate(() =>
      (window as unknown as { find(text: string): boolean }).find('Primary Applicants'),
    ),
  ).toBe(true);
  expect(await page.getByRole('heading', { level: 2 }).allTextContents()).toEqual(
    expect.arrayContaining(tiles.map((t) => TILE_TITLES[t.componentName])),
  );
});

test("the family dashboard's first load stays within its JavaScript ceiling and does not shift as its tiles fill in", async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await continueAsDemoFamily(page);
  const tiles = await dashboardTiles();
  await page.goto('about:blank');
  await page.addInitScript(watchPage);
  const scripts = recordScripts(page);
  await page.goto('/family');
  await tile(page, 'Gamification')
    .getByText(/^Level \d+$/)
    .waitFor();
  await expect.poll(() => page.locator('main section [role="status"]').count()).toBe(0);
  expect(await page.locator('main section').count()).toBe(tiles.length);
  expect(gzipBytes(scripts)).toBeLessThanOrEqual(OVER_BUDGET_CEILING_BYTES['/family']);
  expect(sum((await watched(page)).shifts)).toBeLessThanOrEqual(GOOD_CLS);
});

test('the public pages stay within the JavaScript budget, the staff dashboard within its ceiling, and none shifts as it loads', async () => {
  for (const [path, heading] of [
    ['/', 'Haven'],
    ['/auth', 'Staff Portal'],
    ['/family/sign-in', 'Family Sign In'],
  ] as const) {
    const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
    // A slow phone's CPU: the browser then paints a long document as it parses it, unless the page says not to.
    await (await page.context().newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.addInitScript(watchPage);
    const scripts = recordScripts(page);
    await page.goto(path);
    await page.getByRole('heading', { name: heading, level: 1 }).waitFor();
    // Hydrated: the prerendered page takes input.
    await page.locator('#root:not([inert])').waitFor();
    expect(gzipBytes(scripts), path).toBeLessThanOrEqual(INITIAL_JS_BUDGET_BYTES);
    const { shifts, firstFrameWhole } = await watched(page);
    expect(firstFrameWhole, `${path}: the first frame held the whole page`).toBe(true);
    expect(sum(shifts), path).toBeLessThanOrEqual(GOOD_CLS);
  }
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await page.addInitScript(watchPage);
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  await page.goto('about:blank');
  const scripts = recordScripts(page);
  await page.goto('/staff');
  await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  await expect.poll(() => page.locator('main [role="status"]').count()).toBe(0);
  expect(gzipBytes(scripts)).toBeLessThanOrEqual(OVER_BUDGET_CEILING_BYTES['/staff']);
  expect(sum((await watched(page)).shifts)).toBeLessThanOrEqual(GOOD_CLS);
});
