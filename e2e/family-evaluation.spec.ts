import { expect, test } from 'vitest';
import { choose, waitForToast } from './documents-fixtures';
import { DEMO_FAMILY, continueAsDemoFamily, tile } from './family-fixtures';
import { DEMO_STAFF, signInAsStaff, useBrowser } from './fixtures';

/**
 * The family evaluation (issue 43): a caseworker records an interview on the Home Study tab, saves a second
 * version and finalises it; the family's step 7 shows the interview's date and who was present, never its content.
 */
const browser = useBrowser();

const SECRET = 'Rosa raised four children on her own after her husband died.';

test('staff record, edit and finalise an interview; the family sees its date and who was present, not what was said', async () => {
  const staff = await browser.newPage();
  await signInAsStaff(staff, DEMO_STAFF.admin.email);
  await staff.goto(`/staff/families/${DEMO_FAMILY.id}?tab=homeStudy`);
  await staff.getByRole('button', { name: 'New interview' }).click();

  const create = staff.getByRole('dialog', { name: 'New interview' });
  await choose(staff, 'Household member', 'Rosa Martinez');
  await create.getByLabel('Interview date').fill('2026-11-30');
  await create.getByRole('checkbox', { name: 'Sofia Martinez' }).check();
  await create.getByRole('textbox', { name: 'Background and history' }).fill(SECRET);
  await create.getByRole('button', { name: 'Save interview' }).click();
  await waitForToast(staff, 'Interview recorded');
  await create.waitFor({ state: 'hidden' });

  await staff.getByRole('button', { name: 'Open the interview with Rosa Martinez' }).first().click();
  const record = staff.getByRole('dialog', { name: 'Interview with Rosa Martinez' });
  await record.getByText('Draft, version 1').waitFor();
  await record
    .getByRole('textbox', { name: 'Motivation' })
    .fill('Wants to help her granddaughter’s new siblings.');
  await record.getByRole('button', { name: 'Save', exact: true }).click();
  await waitForToast(staff, 'Interview saved');
  await record.getByText('Draft, version 2').waitFor();
  await record.getByRole('button', { name: /^Version 1, saved/ }).click();
  await record.getByText(SECRET).first().waitFor();

  await record.getByRole('button', { name: 'Finalise', exact: true }).click();
  await staff
    .getByRole('dialog', { name: 'Finalise interview' })
    .getByRole('button', { name: 'Finalise' })
    .click();
  await waitForToast(staff, 'Interview finalised');
  await record.getByText(/It can no longer be changed/).waitFor();
  expect(await record.getByRole('button', { name: 'Save', exact: true }).count()).toBe(0);

  const family = await browser.newPage();
  await continueAsDemoFamily(family);
  await tile(family, 'HorizontalProgressTimeline')
    .getByRole('button', { name: 'Step 7: Demonstrate', exact: true })
    .click();
  const step = family.getByRole('dialog', { name: 'Step 7: Demonstrate' });
  await step.getByRole('heading', { name: 'Interviews' }).waitFor();
  await step.getByText('Nov 30, 2026: interview with Rosa Martinez').first().waitFor();
  await step.getByText('Present: Rosa Martinez, Sofia Martinez').first().waitFor();
  expect(await family.getByText(SECRET).count()).toBe(0);
  expect(await family.getByText(/granddaughter/).count()).toBe(0);
});
