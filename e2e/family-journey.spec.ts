import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { documentJpeg, waitForToast } from './documents-fixtures';
import { inviteNewFamily, newPasswordForm, tile } from './family-fixtures';
import { DEMO_STAFF, STRONG_PASSWORD, signInAsStaff, useBrowser, waitForPath } from './fixtures';

/**
 * A real family's journey, not the demo's: staff create a family and invite it; the checklist asks it for a
 * photo ID of its applicant; it hands one in; staff reject it; the family sees why and is led back to exactly
 * that item.
 */
const browser = useBrowser();

const PHOTO_ID = 'Government-Issued Photo ID';

async function acceptInvitation(page: Page, link: string): Promise<void> {
  await page.goto(link);
  const form = newPasswordForm(page, 'Set password');
  await form.password.fill(STRONG_PASSWORD);
  await form.confirmPassword.fill(STRONG_PASSWORD);
  await form.submit.click();
  await waitForPath(page, '/family');
}

test('a staff-created family hands in a photo ID for its applicant; staff reject it; the family sees "Rejected" with a task that opens that upload', async () => {
  const surname = `Tran${Date.now().toString(36)}`;
  const { familyName, link } = await inviteNewFamily(surname);
  const applicant = `Grace ${surname}`;
  const family = await browser.newPage();
  await acceptInvitation(family, link);

  // The checklist made the family's first real tasks: a photo ID for its applicant among them.
  const actionCenter = tile(family, 'ActionCenter');
  const photoIdTask = actionCenter.getByRole('button', {
    name: new RegExp(`^(Start Task|Take Action): Upload ${PHOTO_ID} for ${applicant}$`),
  });
  await photoIdTask.waitFor();
  expect(await actionCenter.getByText('All caught up!').count()).toBe(0);

  await photoIdTask.click();
  const upload = family.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByText(new RegExp(`^${PHOTO_ID} · Step 1 · `)).waitFor();
  await upload.getByRole('tab', { name: 'Photo' }).click();
  const chooser = family.waitForEvent('filechooser');
  await upload.getByRole('button', { name: 'Choose files' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'drivers-license.jpg',
    mimeType: 'image/jpeg',
    buffer: await documentJpeg(['CALIFORNIA DRIVER LICENSE', applicant.toUpperCase(), 'DOB 04/12/1986']),
  });
  await upload.getByRole('button', { name: 'Upload document' }).click();
  await waitForToast(family, 'Document uploaded successfully');
  await upload.waitFor({ state: 'hidden' });

  // Handed in: the task ends by itself and the journey (its current step open) says Processing while the file
  // is read, then Submitted.
  await expect.poll(() => photoIdTask.count()).toBe(0);
  await family.reload();
  const progress = tile(family, 'ProgressTimeline');
  const photoIdItem = progress.getByRole('listitem').filter({ hasText: PHOTO_ID });
  await photoIdItem.getByText(/^(Processing|Submitted)$/).waitFor();

  // Staff open it from the list of submitted documents (a deep link), named after the applicant, and reject it.
  const staff = await browser.newPage();
  await signInAsStaff(staff, DEMO_STAFF.staff.email);
  await staff.goto('/staff/documents?status=submitted');
  const row = staff.getByRole('row').filter({ hasText: familyName }).filter({ hasText: PHOTO_ID });
  await row.getByText(applicant).first().waitFor();
  await row.getByRole('link', { name: /^Review/ }).click();
  await staff.getByRole('heading', { name: `${PHOTO_ID} — ${applicant}`, level: 1 }).waitFor();
  await staff.getByRole('button', { name: 'Reject', exact: true }).click();
  const reject = staff.getByRole('dialog', { name: /^Reject/ });
  const reason = 'The photo is blurred; the name and the expiry date cannot be read.';
  await reject.getByLabel(/^Reason/).fill(reason);
  await reject.getByRole('button', { name: 'Reject document' }).click();
  await waitForToast(staff, 'Document rejected');

  // The family: a bell notice, a distinct Rejected badge with the reason, and an urgent task for that item.
  await family.reload();
  await family.getByRole('button', { name: 'Notifications: 1 unread' }).waitFor();
  const rejectedTask = actionCenter.getByRole('button', {
    name: `Take Action: Upload a new ${PHOTO_ID} for ${applicant}`,
  });
  await rejectedTask.waitFor();
  await actionCenter.getByText(reason, { exact: false }).first().waitFor();
  await photoIdItem.getByText('Rejected — please upload again', { exact: true }).waitFor();
  await photoIdItem.getByText(reason, { exact: false }).waitFor();

  await rejectedTask.click();
  await upload.getByText(new RegExp(`^${PHOTO_ID} · Step 1 · `)).waitFor();
  expect(await upload.getByRole('button', { name: 'Change' }).count()).toBe(0);
}, 120_000);
