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
