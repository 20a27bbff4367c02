import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { DEMO_STAFF, currentPath, signInAsStaff, useBrowser, waitForPath } from './fixtures';

const browser = useBrowser();

test('a supervisor opens Analytics, changes the range, exports a chart as CSV and follows a number to the list behind it', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  await page.getByRole('navigation').getByRole('link', { name: 'Analytics' }).first().click();
  await waitForPath(page, '/staff/analytics');
  await page.getByRole('heading', { name: 'Analytics', level: 1 }).waitFor();

  // The range lands in the URL and the sections ask again.
  const showing = page.getByText(/^Showing /);
  const before = await showing.textContent();
  const documentsAsked = page.waitForResponse(
    (response) => response.url().includes('/api/staff/analytics/documents?range=30') && response.ok(),
  );
  await page.getByText('30 days', { exact: true }).click();
  await documentsAsked;
  expect(new URL(page.url()).searchParams.get('range')).toBe('30');
  expect(await showing.textContent()).not.toBe(before);

  // The funnel as a table, and the same table as a CSV file.
  const funnel = page.getByRole('region', { name: 'Families per step' });
  await funnel.getByText('Table', { exact: true }).click();
  const table = funnel.getByRole('table', { name: 'Families per step' });
  await table.waitFor();
  const rows = await table
    .getByRole('row')
    .evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
  expect(rows).toHaveLength(8);
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    funnel.getByRole('button', { name: 'Export Families per step as CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('families-per-step.csv');
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  expect(csv).toBe(['Step,Families', ...rows.map((cells) => cells.join(','))].join('\r\n') + '\r\n');

  // A step's number opens All Families filtered to that step, listing as many families as it said.
  const [step, families] = rows.find(([, count]) => Number(count) > 0)!;
  const stepNumber = step!.split('.')[0]!;
  await table.getByRole('link', { name: families!, exact: true }).first().click();
  await waitForPath(page, '/staff/families');
  expect(currentPath(page)).toBe('/staff/families');
  const params = new URL(page.url()).searchParams;
  expect({ step: params.get('step'), status: params.get('status') }).toEqual({
    step: stepNumber,
    status: 'active',
  });
  const listed = page.getByRole('row').filter({ has: page.getByRole('link') });
  await page.getByRole('button', { name: 'Sign out' }).waitFor();
  // The list first shows its placeholder rows, then the filtered answer.
  await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(Number(families));
});

test('a figure about documents opens the Documents list with the matching filter', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  await page.goto('/staff/analytics?range=365');
  const expiring = page.getByRole('link', { name: /^Expiring within 60 days: / });
  await expiring.click();
  await waitForPath(page, '/staff/documents');
  expect(new URL(page.url()).searchParams.get('expiring')).toBe('soon');
  // The page is readable at 375 px: nothing wider than the screen.
  await page.goBack();
  await page.getByRole('heading', { name: 'Days on each step' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("a number followed with a caseworker chosen opens the list narrowed to that caseworker's families, with the same count", async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  await page.goto('/staff/analytics');
  await page.getByRole('combobox', { name: 'Caseworker' }).click();
  await Promise.all([
    page.waitForResponse(
      (response) =>
        response.url().includes('/api/staff/analytics/pipeline?') && response.url().includes('caseworker='),
    ),
    page.getByRole('option', { name: 'Sarah Johnson' }).click(),
  ]);
  const caseworker = new URL(page.url()).searchParams.get('caseworker');
  expect(caseworker).toMatch(/^[0-9a-f-]{36}$/);

  const funnel = page.getByRole('region', { name: 'Families per step' });
  await funnel.getByText('Table', { exact: true }).click();
  const table = funnel.getByRole('table', { name: 'Families per step' });
  await table.waitFor();
  const rows = await table
    .getByRole('row')
    .evaluateAll((trs) => trs.slice(1).map((tr) => [...tr.children].map((td) => td.textContent ?? '')));
  const [, families] = rows.find(([, count]) => Number(count) > 0)!;
  await table.getByRole('link', { name: families!, exact: true }).first().click();
  await waitForPath(page, '/staff/families');
  expect(new URL(page.url()).searchParams.get('caseworker')).toBe(caseworker);

  // The filter shows as a chip with the caseworker's name, and the list counts what the figure said.
  await page.getByText('Caseworker: Sarah Johnson', { exact: true }).waitFor();
  const listed = page.getByRole('row').filter({ has: page.getByRole('link') });
  await expect.poll(() => listed.count(), { timeout: 10_000 }).toBe(Number(families));

  // Clearing the chip drops the filter from the address.
  await page.getByRole('button', { name: 'Clear the caseworker filter' }).click();
  await expect.poll(() => new URL(page.url()).searchParams.get('caseworker')).toBeNull();
  await expect.poll(() => page.getByText('Caseworker: Sarah Johnson', { exact: true }).count()).toBe(0);
});
