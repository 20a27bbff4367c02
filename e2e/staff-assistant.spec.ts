import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { api, staffToken } from './family-fixtures';
import { DEMO_STAFF, signInAsStaff, useBrowser, waitForPath } from './fixtures';

const browser = useBrowser();

/** What the Documents page's "submitted" filter lists: the review queue. */
async function reviewQueueTotal(): Promise<number> {
  const token = await staffToken(DEMO_STAFF.admin.email);
  return (await api<{ total: number }>('GET', '/staff/documents?status=submitted&pageSize=1', { token }))
    .total;
}

async function openAssistant(page: Page) {
  await page.getByRole('button', { name: 'Toggle AI assistant' }).click();
  const input = page.getByRole('textbox', { name: 'Message the AI assistant' });
  await input.waitFor();
  return input;
}

test('a staff member asks how many documents wait for review, gets the queue’s count and follows the link', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  const input = await openAssistant(page);
  const send = page.getByRole('button', { name: 'Send' });
  expect(await send.isDisabled()).toBe(true);
  await input.fill('   ');
  expect(await send.isDisabled()).toBe(true);

  const expected = await reviewQueueTotal();
  await input.fill('How many documents are waiting for review?');
  await input.press('Enter');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  const answer = conversation.getByText(
    expected === 1 ? '1 document is waiting for review.' : `${expected} documents are waiting for review.`,
    { exact: false },
  );
  await answer.waitFor();
  await conversation.getByText(/Confidence \d+% · documents waiting review · haven-staff-rules-1/).waitFor();
  expect(await input.inputValue()).toBe('');

  await conversation.getByRole('link', { name: 'Open the review queue' }).click();
  await waitForPath(page, '/staff/documents');
  expect(new URL(page.url()).searchParams.get('status')).toBe('submitted');
  await page.getByRole('heading', { level: 1, name: 'Documents' }).waitFor();

  // Reopened, the panel shows this session's history.
  await page.getByRole('button', { name: 'Close AI assistant' }).click();
  await openAssistant(page);
  await page
    .getByRole('log', { name: 'Conversation' })
    .getByText('How many documents are waiting for review?')
    .waitFor();
});

test('on a phone the panel covers the page, Shift+Enter makes a new line, and a quick action opens the family', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } });
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  const input = await openAssistant(page);
  const panel = await page.locator('#staff-assistant').boundingBox();
  expect(panel?.width).toBeGreaterThanOrEqual(370);

  await input.fill('What is missing for');
  await input.press('Shift+Enter');
  await input.pressSequentially('the Martinez family');
  expect(await input.inputValue()).toBe('What is missing for\nthe Martinez family');
  await input.press('Enter');
  const conversation = page.getByRole('log', { name: 'Conversation' });
  await conversation.getByText(/Martinez Family \(HVN-2026-0001\) is in step 4 \(Document\)\./).waitFor();
  await conversation.getByRole('link', { name: 'Assign Training' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

  await conversation.getByRole('link', { name: 'Family Dashboard' }).click();
  await page.getByRole('heading', { level: 1, name: 'Martinez Family' }).waitFor();
  await page.getByRole('textbox', { name: 'Message the AI assistant' }).waitFor({ state: 'detached' });
});
