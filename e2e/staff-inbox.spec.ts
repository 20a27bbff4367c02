import { expect, test } from 'vitest';
import type { InboxList } from '@shared/conversations/conversations.schema';
import { api, staffToken } from './family-fixtures';
import { DEMO_STAFF, saveScreenshot, signInAsStaff, uniqueEmail, useBrowser } from './fixtures';

/** The staff Inbox's tabs and its "Assigned to me" switch, against what the API says each view holds. */
const browser = useBrowser();

test('the All tab and "Assigned to me" show the conversations the API gives, and switching back restores them', async () => {
  const token = await staffToken(DEMO_STAFF.superAdmin.email);
  const [all, mine] = await Promise.all([
    api<InboxList>('GET', '/staff/inbox', { token }),
    api<InboxList>('GET', '/staff/inbox?assigned=me', { token }),
  ]);
  expect(all.items.length).toBeGreaterThan(mine.items.length);

  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/staff/inbox');
  await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();
  await page.getByRole('tab', { name: 'All' }).click();
  const list = page.getByLabel('Conversations');
  await list
    .getByRole('button')
    .nth(all.items.length - 1)
    .waitFor();
  expect(await list.getByRole('button').count()).toBe(all.items.length);

  const assignedToMe = page.getByRole('switch', { name: 'Assigned to me' });
  await assignedToMe.click({ force: true });
  await expect.poll(() => assignedToMe.isChecked()).toBe(true);
  if (mine.items.length === 0) await list.getByText('No conversations here.').waitFor();
  else await expect.poll(() => list.getByRole('button').count()).toBe(mine.items.length);
  await page.getByRole('heading', { name: 'Inbox', level: 1 }).waitFor();

  await assignedToMe.click({ force: true });
  await expect.poll(() => list.getByRole('button').count()).toBe(all.items.length);
});

test('the Open tab pages through more conversations than a page holds, each page as the API gives it', async () => {
  const token = await staffToken(DEMO_STAFF.admin.email);
  const family = await api<{ id: string }>('POST', '/staff/families', {
    token,
    body: {
      familyName: 'Paging Family',
      primaryContactName: 'Iris Paging',
      primaryContactEmail: uniqueEmail('paging'),
    },
  });
  for (let n = 1; n <= 26; n += 1) {
    await api('POST', `/staff/families/${family.id}/conversations`, {
      token,
      body: { subject: `Paging question ${n}`, content: `Question ${n} about the home study.` },
    });
  }
  const [first, second] = await Promise.all(
    [1, 2].map((n) => api<InboxList>('GET', `/staff/inbox?state=open&page=${n}`, { token })),
  );
  expect(first!.total).toBeGreaterThan(25);
  expect(second!.items.length).toBe(Math.min(25, first!.total - 25));

  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await signInAsStaff(page, DEMO_STAFF.admin.email);
  await page.goto('/staff/inbox');
  await page.getByRole('tab', { name: /^Open/ }).click();
  const list = page.getByLabel('Conversations');
  await page.getByText(`Showing 1–25 of ${first!.total} conversations`).waitFor();
  expect(await list.getByRole('button').count()).toBe(25);

  await page.getByRole('button', { name: 'Page 2' }).click();
  await page.getByText(`Showing 26–${25 + second!.items.length} of ${first!.total} conversations`).waitFor();
  await expect
    .poll(() => list.getByRole('button').allInnerTexts())
    .toEqual(second!.items.map((item) => expect.stringContaining(item.lastMessage!)));
  await saveScreenshot(page, 'staff-inbox-page-2-phone');

  // Resolved elsewhere, the conversations of page 2 leave the Open tab: the page goes back to the last one left.
  for (;;) {
    const rest = await api<InboxList>('GET', '/staff/inbox?state=open&page=2', { token });
    if (rest.items.length === 0) break;
    for (const item of rest.items) await api('POST', `/staff/inbox/${item.id}/resolve`, { token });
  }
  await page.getByText('Showing 1–25 of 25 conversations').waitFor();
  expect(await list.getByRole('button').count()).toBe(25);
  expect(await page.getByRole('button', { name: 'Page 2' }).count()).toBe(0);

  await page.getByRole('tab', { name: 'All' }).click();
  await page.getByText(/^Showing 1–25 of/).waitFor();
});
