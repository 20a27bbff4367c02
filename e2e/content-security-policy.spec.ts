import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { continueAsDemoFamily } from './family-fixtures';
import { DEMO_STAFF, signInAsStaff, useBrowser } from './fixtures';

const browser = useBrowser();

type Recorded = Window & { cspViolations?: string[] };

/** Every page the browser loads records the CSP violations it reports, from before its first script runs. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Recorded).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
    });
  });
}

/** The violations the page at `path` reported once its heading is on screen (live updates keep the network busy). */
async function violationsAt(page: Page, path?: string): Promise<string[]> {
  if (path) await page.goto(path);
  await page.waitForLoadState('load');
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  return page.evaluate(() => (window as Recorded).cspViolations ?? []);
}

test('the public pages, the staff portal and the family portal run under the CSP without a violation', async () => {
  const page = await browser.newPage();
  await recordViolations(page);
  const violations: Record<string, string[]> = {};
  for (const path of ['/', '/auth', '/family/sign-in']) violations[path] = await violationsAt(page, path);

  await signInAsStaff(page, DEMO_STAFF.admin.email);
  violations['/staff'] = await violationsAt(page);
  violations['/staff/families'] = await violationsAt(page, '/staff/families');
  await page.getByRole('button', { name: 'Sign out' }).click();
  await page.waitForURL((url) => url.pathname === '/auth');

  await continueAsDemoFamily(page);
  violations['/family'] = await violationsAt(page);
  violations['/family/documents'] = await violationsAt(page, '/family/documents');

  expect(violations).toEqual(Object.fromEntries(Object.keys(violations).map((path) => [path, []])));
});
