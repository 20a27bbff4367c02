import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { violationsAtRest } from './axe';

/**
 * This worker's own server (e2e/global-setup.ts starts one per worker; VITEST_POOL_ID counts workers from 1),
 * or the one named by E2E_BASE_URL.
 */
function ownServer() {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const server = servers[worker - 1];
  if (!server) throw new Error(`e2e worker ${worker} has no server of its own (${servers.length} started)`);
  return server;
}
const server = ownServer();

/** Origin of this worker's server. */
export const baseURL = server.baseURL;
/** This worker's server's temporary DATA_DIR (its outbox holds the e-mails it sent). */
export const dataDir = server.dataDir;
/** The port of this worker's server's e-mail intake listener on 127.0.0.1. */
export const intakeSmtpPort = server.intakeSmtpPort;

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
/** Screenshots of failed tests land here. */
export const SCREENSHOT_DIR = process.env.E2E_SCREENSHOT_DIR || '/tmp/haven-e2e-screenshots';

export const DEMO_PASSWORD = 'demo-password-2026';
/** A password for new accounts: passes the length rule and the common-password blocklist. */
export const STRONG_PASSWORD = 'maple-lantern-orbit-73';

/** The seeded demo staff accounts. */
export const DEMO_STAFF = {
  superAdmin: { email: 'super@haven.demo', name: 'Sam Rivera', roleLabel: 'Super Admin' },
  admin: { email: 'admin@haven.demo', name: 'Alex Morgan', roleLabel: 'Admin' },
  staff: { email: 'staff@haven.demo', name: 'Jordan Lee', roleLabel: 'Staff' },
} as const;

/** How long a single wait may take before the test fails with a precise message (tests have 60 s). */
const ACTION_TIMEOUT_MS = 15_000;

/** Launches the system Chromium headless with a fake camera; `extraArgs` are added to its flags. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it (Debian: apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      ...extraArgs,
    ],
  });
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Another launched browser (e.g. one with a fake camera feed); default: the spec file's own. */
  browser?: Browser;
}

export interface BrowserSession {
  /** A page in a fresh browser context (own cookies and storage), closed after the test. */
  newPage(options?: PageOptions): Promise<Page>;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 80);
}

/** Saves a full-page screenshot under SCREENSHOT_DIR and returns its path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  await fs.mkdir(SCREENSHOT_DIR, { recursive: true });
  const file = path.join(SCREENSHOT_DIR, `${slug(name)}.png`);
  await page.screenshot({ path: file, fullPage: true, timeout: 10_000 });
  return file;
}

/**
 * One Chromium per spec file. Each test opens its own contexts with `newPage()`; they are closed after the
 * test, with a screenshot of every open page when the test failed. An uncaught error in any page fails the
 * test that was running.
 */
export function useBrowser(): BrowserSession {
  let browser: Browser | undefined;
  let contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterEach(async (context) => {
    const open = contexts;
    const errors = pageErrors;
    contexts = [];
    pageErrors = [];
    if (context.task.result?.state === 'fail') {
      let index = 0;
      for (const ctx of open) {
        for (const page of ctx.pages()) {
          index += 1;
          try {
            const file = await saveScreenshot(page, `${slug(context.task.name).slice(0, 70)}-${index}`);
            console.error(
              `[e2e] failed test "${context.task.name}": page ${page.url()} -> screenshot ${file}`,
            );
          } catch (error) {
            console.error(`[e2e] could not save a screenshot of ${page.url()}: ${String(error)}`);
          }
        }
      }
    }
    // Every page state a test ends on is checked with axe too (issue 50): 0 violations everywhere.
    const axeProblems: string[] = [];
    if (context.task.result?.state !== 'fail')
      for (const page of open.flatMap((ctx) => ctx.pages()))
        if (!page.isClosed() && page.url().startsWith(baseURL))
          axeProblems.push(...(await violationsAtRest(page)).map((v) => `${page.url()}: ${v}`));
    await Promise.all(open.map((ctx) => ctx.close().catch(() => undefined)));
    if (errors.length) throw new Error(`Uncaught error in the page:\n${errors.join('\n---\n')}`);
    if (axeProblems.length)
      throw new Error(`axe violations where the test ended:\n${axeProblems.join('\n')}`);
  });

  afterAll(async () => {
    await browser?.close();
    browser = undefined;
  });

  return {
    async newPage(options = {}) {
      const target = options.browser ?? browser;
      if (!target)
        throw new Error('useBrowser(): the browser is not launched yet (call newPage inside a test)');
      const context = await target.newContext({
        baseURL,
        viewport: options.viewport ?? { width: 1280, height: 800 },
      });
      context.setDefaultTimeout(ACTION_TIMEOUT_MS);
      context.setDefaultNavigationTimeout(30_000);
      contexts.push(context);
      context.on('weberror', (error) => pageErrors.push(error.error().stack ?? error.error().message));
      return context.newPage();
    },
  };
}

/** An address nobody has used yet on this server. */
export function uniqueEmail(prefix = 'e2e'): string {
  return `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
}

/** Only the visible matches: the auth screen keeps both tab panels mounted. */
export function visible(locator: Locator): Locator {
  return locator.filter({ visible: true });
}

/**
 * A visible form field by its label, exactly, allowing the required-field asterisk that Mantine appends
 * (" *", hidden from assistive technology but part of the label's text). Only a field a person could type into
 * matches: a prerendered page is inert until React has committed it, and Playwright's `fill` (unlike a person)
 * would write into an inert field, whose text hydration then empties.
 */
export function field(scope: Page | Locator, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const labelled = scope.getByLabel(new RegExp(`^\\s*${escaped}\\s*\\*?\\s*$`));
  return visible(labelled).and(scope.locator(':not([inert] *)'));
}

/** The fields and submit button of the visible tab of /auth. */
export function authForm(page: Page) {
  return {
    displayName: field(page, 'Display Name'),
    email: field(page, 'Email'),
    password: field(page, 'Password'),
    confirmPassword: field(page, 'Confirm Password'),
    signInTab: page.getByRole('tab', { name: 'Sign In', exact: true }),
    signUpTab: page.getByRole('tab', { name: 'Sign Up', exact: true }),
    signInButton: visible(page.getByRole('button', { name: 'Sign In', exact: true })),
    signUpButton: visible(page.getByRole('button', { name: /^(Sign Up|Create Account)$/ })),
  };
}

/**
 * Waits until the page's path is `pathname` (query and hash ignored). Polls the URL, so it works for
 * client-side navigations and when the page is already there.
 */
export async function waitForPath(page: Page, pathname: string, timeout = ACTION_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeout;
  while (currentPath(page) !== pathname) {
    if (Date.now() > deadline) {
      throw new Error(`Expected the page to reach ${pathname} within ${timeout} ms; it is at ${page.url()}`);
    }
    await page.waitForTimeout(50);
  }
}

export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}

/** Signs in through the /auth form and waits for the staff dashboard. */
export async function signInAsStaff(
  page: Page,
  email: string,
  password: string = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/auth');
  const form = authForm(page);
  await form.email.waitFor();
  await form.email.fill(email);
  await form.password.fill(password);
  await form.signInButton.click();
  await waitForPath(page, '/staff');
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
}

/**
 * Signs in through /family/sign-in and waits for the page it lands on (the family dashboard; My Items for an
 * adult's own account) and its heading.
 */
export async function signInAsFamily(
  page: Page,
  email: string,
  password: string,
  landing = '/family',
): Promise<void> {
  await page.goto('/family/sign-in');
  await page.locator('#root:not([inert])').waitFor();
  const form = authForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await waitForPath(page, landing);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

/**
 * The sidebar: the navigation landmark that is on screen (the desktop navbar, or the drawer once opened).
 * Waits for one to appear.
 */
export async function sidebar(page: Page, timeout = ACTION_TIMEOUT_MS): Promise<Locator> {
  const deadline = Date.now() + timeout;
  for (;;) {
    for (const nav of await page.getByRole('navigation').all()) {
      if (await isOnScreen(page, nav)) return nav;
    }
    if (Date.now() > deadline) throw new Error(`No navigation landmark on screen at ${page.url()}`);
    await page.waitForTimeout(100);
  }
}

/** True when the element is rendered and at least partly inside the viewport (off-canvas drawers are not). */
export async function isOnScreen(page: Page, locator: Locator): Promise<boolean> {
  if (!(await locator.isVisible())) return false;
  const box = await locator.boundingBox();
  const viewport = page.viewportSize();
  if (!box || !viewport) return false;
  return box.x < viewport.width && box.x + box.width > 0 && box.y < viewport.height && box.y + box.height > 0;
}

/**
 * The text of every entry in the sidebar, in order: links, buttons and non-navigating entries (Support),
 * without the headings that only name a group (an element that labels a role="group", or an h1-h6).
 * Collapsible groups that are closed (aria-expanded="false") are opened first; their toggles are headings too.
 */
export async function sidebarEntries(page: Page): Promise<string[]> {
  const nav = await sidebar(page);
  for (let round = 0; round < 10; round += 1) {
    const collapsed = visible(nav.locator('[aria-expanded="false"]'));
    if ((await collapsed.count()) === 0) break;
    await collapsed.first().click();
  }
  return nav.evaluate((root) => {
    const headings = new Set<Element>();
    for (const group of root.querySelectorAll('[role="group"][aria-labelledby]')) {
      for (const id of (group.getAttribute('aria-labelledby') ?? '').split(/\s+/)) {
        const label = id ? root.ownerDocument.getElementById(id) : null;
        if (label) headings.add(label);
      }
    }
    for (const heading of root.querySelectorAll(
      'h1, h2, h3, h4, h5, h6, [role="heading"], [aria-expanded]',
    )) {
      headings.add(heading);
    }
    const isHidden = (element: Element) => {
      const style = getComputedStyle(element);
      return (
        style.display === 'none' || style.visibility === 'hidden' || element.getClientRects().length === 0
      );
    };
    // An entry's own words, without its count badge (aria-hidden) or the sentence only screen readers hear.
    const visuallyHidden = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width <= 1 && box.height <= 1;
    };
    const visibleLabel = (element: Element): string =>
      [...element.childNodes]
        .map((node) => {
          if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
          if (!(node instanceof Element)) return '';
          if (node.getAttribute('aria-hidden') === 'true' || isHidden(node) || visuallyHidden(node))
            return '';
          return ` ${visibleLabel(node)} `;
        })
        .join('');
    const entries: string[] = [];
    const visit = (element: Element) => {
      if (isHidden(element) || element.getAttribute('aria-hidden') === 'true') return;
      if ([...headings].some((heading) => heading === element)) return;
      const interactive = element.matches(
        'a[href], button, [role="link"], [role="button"], [role="menuitem"]',
      );
      const hasElementChildWithText = [...element.children].some(
        (child) => (child.textContent ?? '').trim() !== '',
      );
      if (interactive || !hasElementChildWithText) {
        const text = visibleLabel(element).replace(/\s+/g, ' ').trim();
        if (text) entries.push(text);
        return;
      }
      for (const child of element.children) visit(child);
    };
    visit(root);
    return entries;
  });
}

/** Whether the page scrolls sideways (a phone layout that does not fit). */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Draws a stroke across a signature pad with the mouse. */
export async function drawSignature(page: Page, pad: Locator) {
  await pad.scrollIntoViewIfNeeded();
  const box = await pad.boundingBox();
  if (!box) throw new Error('the signature pad is not on screen');
  await page.mouse.move(box.x + 20, box.y + box.height * 0.7);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.4, box.y + box.height * 0.3, { steps: 10 });
  await page.mouse.move(box.x + box.width * 0.8, box.y + box.height * 0.6, { steps: 10 });
  await page.mouse.up();
}
