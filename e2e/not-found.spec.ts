import { expect, test } from 'vitest';
import { currentPath, useBrowser, waitForPath } from './fixtures';

const browser = useBrowser();

test('an unknown path shows "Oops! Page not found" with the path, and "Return to Home" goes to /', async () => {
  const page = await browser.newPage();
  const response = await page.goto('/no-such-page');
  expect(response?.ok(), 'the server serves the app for client-side routes').toBe(true);

  await page.getByText('Oops! Page not found', { exact: true }).waitFor();
  await page.getByText('/no-such-page').first().waitFor();
  expect(currentPath(page)).toBe('/no-such-page');

  const home = page.getByRole('link', { name: 'Return to Home' });
  expect(await home.count()).toBe(1);
  await home.click();
  await waitForPath(page, '/');
  await page.getByText('Oops! Page not found', { exact: true }).waitFor({ state: 'detached' });
  expect(currentPath(page)).toBe('/');
});

test('a signed-out visitor’s pages make no request that is bound to fail and log no error', async () => {
  const page = await browser.newPage();
  const failed: string[] = [];
  const errors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  for (const [path, landing] of [
    ['/staff', '/auth'],
    ['/staff/families', '/auth'],
    ['/family', '/family/sign-in'],
    ['/', '/'],
  ] as const) {
    await page.goto(path);
    await waitForPath(page, landing);
    await page.waitForLoadState('networkidle');
  }
  expect(failed).toEqual([]);
  expect(errors).toEqual([]);
});
