import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { DEMO_STAFF, dataDir, sidebar, signInAsStaff, useBrowser, waitForPath } from './fixtures';
import { readLatestMail } from './outbox-mail';

/** Help Documentation and Contact Support (issue 50): a help page per area, and a message to the agency. */
const browser = useBrowser();

test('a Staff member reads the help of the areas they can open, and no other area’s', async () => {
  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(page, DEMO_STAFF.staff.email);
  await (await sidebar(page)).getByRole('link', { name: 'Help Documentation' }).click();
  await waitForPath(page, '/staff/help');
  await page.getByRole('heading', { level: 1, name: 'Help Documentation' }).waitFor();
  const areas = await page.getByRole('heading', { level: 2 }).allTextContents();
  // The Staff role opens the dashboard and Documents only.
  expect(areas).toEqual(['Dashboard', 'Documents']);
  await expectNoAxeViolations(page, 'the help index');

  await page.getByRole('link', { name: 'Documents', exact: true }).last().click();
  await waitForPath(page, '/staff/help/documents');
  await page.getByRole('heading', { level: 2, name: 'How do I review a document?' }).waitFor();
  await expectNoAxeViolations(page, 'the Documents help');
  await page.getByRole('link', { name: 'Open Documents' }).click();
  await waitForPath(page, '/staff/documents');

  await page.goto('/staff/help/system');
  await page.getByRole('heading', { level: 1, name: 'No help page here' }).waitFor();
  expect(await page.getByText('Family dashboard tiles').count()).toBe(0);
});

test('on a phone, a staff member writes to support; the message is e-mailed to the agency and listed as sent', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  await page.goto('/staff/support');
  const form = page.getByRole('form', { name: 'Message to support' });
  await form.waitFor();
  await page.getByText('Your message goes to support@haven-agency.org').waitFor();
  await page.getByText('You haven’t written to support yet.').or(page.getByRole('list')).waitFor();

  // Nothing is sent without a subject and a message.
  await form.getByRole('button', { name: 'Send message' }).click();
  await form.getByText('Please enter a subject').waitFor();
  await form.getByText('Please enter a message').waitFor();

  const subject = `Analytics export ${Date.now().toString(36)}`;
  await form.getByLabel('Topic').selectOption({ label: "Something isn't working" });
  await form.getByLabel('Subject').fill(subject);
  await form
    .getByLabel('Message')
    .fill('Export CSV on the pipeline chart saves an empty file.\nCase HVN-2026-0001.');
  await form.getByRole('button', { name: 'Send message' }).click();
  await page.getByText('Message sent').waitFor();
  expect(await form.getByLabel('Subject').inputValue()).toBe('');

  const mail = await readLatestMail(dataDir, 'support@haven-agency.org', {
    subject: `[Haven support] ${subject}`,
  });
  expect(mail.text).toContain("Topic: Something isn't working");
  expect(mail.text).toContain('Export CSV on the pipeline chart saves an empty file.');
  const row = page.getByRole('listitem').filter({ hasText: subject });
  await row.getByText('Sent to support@haven-agency.org').waitFor({ timeout: 20_000 });
  const scrollsSideways = await page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
  expect(scrollsSideways).toBe(false);
  await expectNoAxeViolations(page, 'Contact Support at 375 px');
});
