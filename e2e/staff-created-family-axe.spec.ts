import { expect, test } from 'vitest';
import { axeResults } from './axe';
import { api, inviteNewFamily } from './family-fixtures';
import { authForm, useBrowser, waitForPath } from './fixtures';

const browser = useBrowser();

/**
 * A family staff created and invited, in Spanish, on a phone and a desk: its dashboard, the sign-in
 * notification still on screen, has no axe violations (the notification's text once read 3.3:1).
 */
test('a staff-created Spanish-speaking family sees its whole dashboard without axe violations, at 375 and 1366 px', async () => {
  const { email, link } = await inviteNewFamily(`Reyes${Date.now().toString(36)}`, 'es');
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(link).searchParams.get('token'), password: 'a-long-passphrase-2026' },
  });
  for (const [width, height] of [
    [375, 812],
    [1366, 900],
  ] as const) {
    const page = await browser.newPage({ viewport: { width, height } });
    await page.goto('/family/sign-in');
    await page.locator('#root:not([inert])').waitFor();
    const form = authForm(page);
    await form.email.fill(email);
    await form.password.fill('a-long-passphrase-2026');
    // A new device's sign-in page speaks the browser's language (English); the family's pages, Spanish.
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await waitForPath(page, '/family');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await expect.poll(() => page.locator('main section').count()).toBeGreaterThan(10);
    await expect.poll(() => page.locator('main [role="status"]').count(), { timeout: 15_000 }).toBe(0);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('es');
    const results = await axeResults(page);
    expect(
      results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join('; ')}`),
      `${width} px`,
    ).toEqual([]);
  }
});
