import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { continueAsDemoFamily } from './family-fixtures';
import { DEMO_STAFF, signInAsStaff, useBrowser } from './fixtures';

/**
 * The pages a session opens on name their shell's files in the HTML (scripts/lib/prerender-plugin.ts), so that
 * the browser fetches them alongside the entry. A preload the page does not use as it was made (another
 * credentials mode, another kind) would be fetched a second time: each file must be fetched once.
 */
const browser = useBrowser();

async function firstLoad(page: Page, path: string, content: () => Promise<void>) {
  // Nothing from the sign-in may come from the cache: every file of this load is fetched by this load.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const fetched: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/assets/')) fetched.push(new URL(request.url()).pathname);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const response = await page.goto(path);
  await content();
  const html = (await response?.text()) ?? '';
  const named = (rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)"`, 'g'))].map((match) => match[1]!);
  return {
    fetched,
    warnings,
    modules: named('modulepreload'),
    styles: named('preload'),
    linkedStyles: named('stylesheet'),
  };
}

function expectEachFetchedOnce(load: Awaited<ReturnType<typeof firstLoad>>, shellChunk: string) {
  expect(load.modules.some((file) => file.startsWith(`/assets/${shellChunk}-`))).toBe(true);
  expect(load.styles.length).toBeGreaterThan(0);
  for (const file of [...load.modules, ...load.styles]) expect(load.fetched, file).toContain(file);
  const twice = load.fetched.filter((file, index) => load.fetched.indexOf(file) !== index);
  expect(twice).toEqual([]);
  expect(load.warnings).toEqual([]);
}

test("the family dashboard's first load fetches its shell's files from the page's preloads, each once", async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const load = await firstLoad(page, '/family', async () => {
    await page.getByRole('heading', { name: 'Welcome Back', level: 1 }).waitFor();
    // The tiles' module has loaded: its stylesheet, which the page links before its first paint, is not fetched again.
    await page.getByRole('heading', { name: 'Approval Progress', level: 2 }).waitFor();
  });
  expectEachFetchedOnce(load, 'family-shell');
  const tileStyles = load.linkedStyles.filter((file) => file.startsWith('/assets/family-tiles-'));
  expect(tileStyles).toHaveLength(1);
  expect(load.fetched).toContain(tileStyles[0]);
  // The date formatters' data was loaded on a worker's thread first (lib/format.ts): the page's policy allows it.
  expect(load.fetched.some((file) => file.startsWith('/assets/intl-warm-up.worker-'))).toBe(true);
});

test("the staff dashboard's first load fetches its shell's files from the page's preloads, each once", async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  const load = await firstLoad(page, '/staff', () =>
    page.getByRole('button', { name: 'Sign out' }).waitFor(),
  );
  expectEachFetchedOnce(load, 'staff-shell');
});
