import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { FamilyDashboard } from '@shared/family-portal/family-portal.schema';
import { TILE_TITLES, api, continueAsDemoFamily, demoFamilyToken, shownTile, tile } from './family-fixtures';
import { DEMO_STAFF, signInAsStaff, useBrowser } from './fixtures';

/**
 * The pages a session opens on come with their stylesheets inline and name their shell's files in the HTML
 * (scripts/lib/prerender-plugin.ts), so that the browser fetches them alongside the entry; a preload the page does
 * not use as it was made (another credentials mode, another kind) would be fetched a second time. Their session
 * boot script (src/client/session-boot.ts, decision 029) sends the session refresh and the first reads before the
 * app has arrived, and the app takes those answers instead of asking again: each file and each of those requests
 * is sent once.
 */
const browser = useBrowser();

/**
 * What the first round trip of a new connection carries: TCP's initial window, ten segments of 1,460 bytes. A
 * shell's HTML (headers included) that does not fit waits one round trip more, and so does every file it names
 * (decision 037).
 */
const FIRST_ROUND_TRIP_BYTES = 10 * 1460;

/**
 * Leaves the page the sign-in opened: its dashboard goes on after its first paint (the tiles, the counts), and a
 * request it sends once the next load's listeners are on would be counted as that load's.
 */
async function leavePage(page: Page) {
  await page.goto('about:blank');
}

async function firstLoad(page: Page, path: string, content: () => Promise<void>) {
  await leavePage(page);
  // Nothing from the sign-in may come from the cache: every file of this load is fetched by this load.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const sentByBoot: string[] = [];
  let documentRequest = '';
  let htmlBytes = 0;
  cdp.on('Network.responseReceived', ({ requestId, type }) => {
    if (type === 'Document') documentRequest = requestId;
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    if (requestId === documentRequest) htmlBytes = encodedDataLength;
  });
  cdp.on('Network.requestWillBeSent', ({ request, initiator }) => {
    if (initiator.stack?.callFrames.some((frame) => frame.url.includes('/assets/session-boot-')))
      sentByBoot.push(`${request.method} ${new URL(request.url).pathname}`);
  });
  const fetched: string[] = [];
  const api: string[] = [];
  const warnings: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/')) fetched.push(pathname);
    if (pathname.startsWith('/api/')) api.push(`${request.method()} ${pathname}`);
  });
  page.on('console', (message) => {
    if (/preload/i.test(message.text())) warnings.push(message.text());
  });
  const response = await page.goto(path);
  await content();
  const html = (await response?.text()) ?? '';
  const named = (tag: RegExp) => [...html.matchAll(tag)].map((match) => match[1]!);
  return {
    htmlBytes,
    fetched,
    api,
    sentByBoot,
    warnings,
    modules: named(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    inlineStyles: named(/<link rel="stylesheet" href="([^"]+)" disabled>/g),
    bootScript: named(/<script async [^>]*src="(\/assets\/session-boot-[^"]+)"/g),
  };
}

function expectEachSentOnce(
  load: Awaited<ReturnType<typeof firstLoad>>,
  shellChunk: string,
  firstRead: string,
) {
  expect(load.modules.some((file) => file.startsWith(`/assets/${shellChunk}-`))).toBe(true);
  for (const file of [...load.modules, ...load.bootScript]) expect(load.fetched, file).toContain(file);
  expect(load.bootScript).toHaveLength(1);
  expect(load.htmlBytes).toBeGreaterThan(0);
  expect(load.htmlBytes).toBeLessThanOrEqual(FIRST_ROUND_TRIP_BYTES);
  const twice = load.fetched.filter((file, index) => load.fetched.indexOf(file) !== index);
  expect(twice).toEqual([]);
  expect(load.warnings).toEqual([]);
  // The stylesheets came with the HTML: neither the page nor the route loader fetches them.
  expect(load.inlineStyles.length).toBeGreaterThan(1);
  for (const file of load.inlineStyles) expect(load.fetched, file).not.toContain(file);
  const sent = (request: string) => load.api.filter((made) => made === request).length;
  const first = ['POST /api/auth/refresh', 'GET /api/auth/me', `GET ${firstRead}`];
  for (const request of first) expect(sent(request), request).toBe(1);
  expect(load.sentByBoot.sort()).toEqual([...first].sort());
}

/**
 * Each script of `files` holds code of its own: none only imports another, as the chunk the bundler makes of a
 * module no chunk group took does (scripts/lib/chunk-groups.ts), one request more on the way to the first paint.
 */
async function expectNoImportOnlyScripts(page: Page, files: readonly string[]) {
  for (const file of files) {
    const script = await (await page.request.get(file)).text();
    expect(script.replace(/import\s*["'][^"']+["'];?/g, '').trim(), file).not.toBe('');
  }
}

/** No script of `files` defines Mantine's Tooltip, Popover or Modal. */
async function expectNoTooltipPopoverOrModal(page: Page, files: readonly string[]) {
  for (const file of files) {
    const script = await (await page.request.get(file)).text();
    expect(script.match(/@mantine\/core\/(Tooltip|Popover|Modal)\b/g), file).toBeNull();
  }
}

test("the family dashboard's first load sends each of its files and first requests once", async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const load = await firstLoad(page, '/family', async () => {
    await page.getByRole('heading', { name: 'Welcome Back', level: 1 }).waitFor();
    // The header's tiles come with the page; the first of the others, with the tiles' module.
    await tile(page, 'ApplicantType').waitFor();
    await tile(page, 'ActionCenter').waitFor();
  });
  expectEachSentOnce(load, 'family-shell', '/api/family/dashboard');
  // The shell's start (the scripts its HTML names) does without the header's tooltip and bell popover, loaded on
  // intent, and the tiles' dialogs, which come with the tiles.
  await expectNoTooltipPopoverOrModal(page, load.modules);
  await expectNoImportOnlyScripts(page, load.modules);
  // Every stylesheet, the tiles' included, came with the HTML.
  expect(load.fetched.some((file) => file.startsWith('/assets/family-tiles-'))).toBe(true);
  expect(load.fetched.filter((file) => file.endsWith('.css'))).toEqual([]);
  // The date formatters' data was loaded on a worker's thread first (lib/format.ts): the page's policy allows it.
  expect(load.fetched.some((file) => file.startsWith('/assets/intl-warm-up.worker-'))).toBe(true);
});

/** Records the titles of the tiles each batch of changes to the page added, and every tile seen loading. */
function watchTiles() {
  const batches: string[][] = [];
  const placeholders: string[] = [];
  const titleOf = (section: Element) => section.querySelector('h2')?.textContent ?? '?';
  new MutationObserver((records) => {
    const added = records
      .flatMap((record) => [...record.addedNodes])
      .filter((node) => node instanceof Element)
      .flatMap((element) => [element, ...element.querySelectorAll('*')])
      .filter((element) => element.matches('main section'));
    if (added.length > 0) batches.push(added.map(titleOf));
    for (const section of document.querySelectorAll('main section'))
      if (section.querySelector('[role="status"]')) placeholders.push(titleOf(section));
  }).observe(document, { childList: true, subtree: true });
  Object.assign(window, { tileWatch: { batches, placeholders } });
}

/** Once no tile has been added for 60 frames: how many tiles are on the page, and where the last one ends. */
function tilesAtRest() {
  return new Promise<{ count: number; lastBottom: number; screen: number }>((resolve) => {
    const count = () => document.querySelectorAll('main section').length;
    let seen = count();
    let quiet = 0;
    const frame = () => {
      quiet = count() === seen ? quiet + 1 : 0;
      seen = count();
      if (quiet < 60) return void requestAnimationFrame(frame);
      const sections = document.querySelectorAll('main section');
      const last = sections[sections.length - 1];
      resolve({ count: seen, lastBottom: last?.getBoundingClientRect().bottom ?? 0, screen: innerHeight });
    };
    requestAnimationFrame(frame);
  });
}

test("the family dashboard's tiles come one per commit, in page order, with their data, as the family scrolls to them", async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await continueAsDemoFamily(page);
  await leavePage(page);
  await page.addInitScript(watchTiles);
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/family/')) reads.push(pathname);
  });
  const dashboard = await api<FamilyDashboard>('GET', '/family/dashboard', {
    token: await demoFamilyToken(),
  });
  const byCategory = (category: string) => dashboard.tiles.filter((t) => t.category === category);
  const pageOrder = [...byCategory('header'), ...byCategory('other'), ...byCategory('support')];
  await page.goto('/family');
  await tile(page, pageOrder[0]!.componentName).waitFor();
  // Untouched, a phone's page holds the tiles that fill its screen and the next one below, not all fourteen.
  const atRest = await page.evaluate(tilesAtRest);
  expect(atRest.count).toBeGreaterThan(1);
  expect(atRest.count).toBeLessThan(pageOrder.length);
  expect(atRest.lastBottom).toBeGreaterThan(atRest.screen);
  // Scrolling down brings the others.
  for (const ref of pageOrder) await shownTile(page, ref.componentName);
  const { batches, placeholders } = await page.evaluate(
    () => (window as unknown as { tileWatch: { batches: string[][]; placeholders: string[] } }).tileWatch,
  );
  // The header's two tiles came with the page's first render (decision 036), the others one per commit (each its
  // own short task), top to bottom: nothing already shown moves down.
  const titles = pageOrder.map((t) => TILE_TITLES[t.componentName]);
  expect(pageOrder.slice(0, 2).map((t) => t.componentName)).toEqual(['ApplicantType', 'MotivationalQuote']);
  expect(batches).toEqual([titles.slice(0, 2), ...titles.slice(2).map((title) => [title])]);
  // Each tile's reads were fetched with its module, so no tile showed a loading placeholder.
  expect(placeholders).toEqual([]);
  // A read several tiles render from (the journey: three of them) was asked for once.
  for (const read of ['/api/family/journey', '/api/family/engagement', '/api/family/support-team'])
    expect(
      reads.filter((path) => path === read),
      read,
    ).toHaveLength(1);
});

test('a slow read does not keep the dashboard in placeholders: the tiles show, its own tiles loading until it answers', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  let answer = () => undefined as void;
  const answered = new Promise<void>((resolve) => (answer = resolve));
  await page.route('**/api/family/engagement', async (route) => {
    await answered;
    await route.continue();
  });
  await page.reload();
  // The tiles wait for their reads two seconds at most; past that every tile shows, those of the held read loading.
  await (await shownTile(page, 'SupportTeam')).getByRole('link', { name: 'Message Sarah Johnson' }).waitFor();
  await (await shownTile(page, 'Gamification')).getByRole('status').waitFor();
  await (await shownTile(page, 'PerformanceStats')).getByRole('status').waitFor();
  answer();
  await tile(page, 'Gamification')
    .getByText(/^Level \d+$/)
    .waitFor();
  expect(await tile(page, 'Gamification').getByRole('status').count()).toBe(0);
});

test("the staff dashboard's first load sends each of its files and first requests once", async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  const load = await firstLoad(page, '/staff', () =>
    page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor(),
  );
  expectEachSentOnce(load, 'staff-shell', '/api/staff/dashboard');
  // Its start does without the header's tooltip and bell popover (loaded on intent) and the other staff pages'
  // confirmation dialogs.
  await expectNoTooltipPopoverOrModal(page, load.fetched);
  await expectNoImportOnlyScripts(page, load.modules);
});

/**
 * The first content the browser reports on screen (its first largest-paint candidate: the HTML's loading frame is
 * none), and when the page started each file and request of its own whose path matches `after`.
 */
function contentShownThen(page: Page, after: RegExp) {
  return page.evaluate(
    (pattern) =>
      new Promise<{ shown: number; text: string; started: [string, number][] }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          observer.disconnect();
          const first = list.getEntries()[0] as LargestContentfulPaint;
          const started = performance
            .getEntriesByType('resource')
            .map((entry): [string, number] => [new URL(entry.name).pathname, entry.startTime])
            .filter(([path]) => new RegExp(pattern).test(path));
          resolve({ shown: first.startTime, text: first.element?.textContent ?? '', started });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
    after.source,
  );
}

test("what the dashboards start after their first paint starts once the browser has shown the page's content", async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  await page.reload();
  await (await shownTile(page, 'Gamification')).getByText(/^Level \d+$/).waitFor();
  const family = await contentShownThen(
    page,
    /^\/(api\/family\/(notifications|messages\/unread-count|journey|engagement)$|assets\/(family-tiles|staff-and-tiles|staff-pages-and-tiles)-)/,
  );
  // The page's first paint: its title, status line and header tiles, the day's quote among them (decision 036).
  const { quoteOfTheDay } = await api<FamilyDashboard>('GET', '/family/dashboard', {
    token: await demoFamilyToken(),
  });
  expect([quoteOfTheDay.text, 'Welcome Back']).toContain(family.text);
  expect(family.started.map(([path]) => path.replace(/-[\w-]{8}\.js$/, ''))).toEqual(
    expect.arrayContaining([
      '/api/family/notifications',
      '/api/family/messages/unread-count',
      '/api/family/journey',
      '/api/family/engagement',
      '/assets/family-tiles',
      '/assets/staff-and-tiles',
      '/assets/staff-pages-and-tiles',
    ]),
  );
  for (const [path, started] of family.started) expect(started, path).toBeGreaterThanOrEqual(family.shown);

  const staffPage = await browser.newPage();
  await signInAsStaff(staffPage, DEMO_STAFF.admin.email);
  await staffPage.reload();
  await staffPage.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
  const counts = /^\/api\/(admin\/users\/pending-count|staff\/inbox)$/;
  // The sidebar's counts, which the page asks for after its first paint.
  await staffPage.waitForFunction(
    (pattern) =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname)).length === 2,
    counts.source,
  );
  const staff = await contentShownThen(staffPage, counts);
  expect(staff.started.map(([path]) => path).sort()).toEqual([
    '/api/admin/users/pending-count',
    '/api/staff/inbox',
  ]);
  for (const [path, started] of staff.started) expect(started, path).toBeGreaterThanOrEqual(staff.shown);
});
