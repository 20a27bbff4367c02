import { expect, test } from 'vitest';
import type { InboxList } from '@shared/conversations/conversations.schema';
import { api, staffToken } from './family-fixtures';
import { DEMO_STAFF, signInAsStaff, useBrowser } from './fixtures';

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
