import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DEFAULT_ASSESSMENT_ITEMS } from '@shared/home-assessment/home-assessment-rules';
import { documentJpeg, waitForToast } from './documents-fixtures';
import { api, inviteNewFamily } from './family-fixtures';
import { DEMO_STAFF, field, signInAsFamily, signInAsStaff, STRONG_PASSWORD, useBrowser } from './fixtures';
import { dialog } from './staff-families-fixtures';

/**
 * The home environment assessment across both sides (issue 43): a caseworker walks a new family's home with a
 * 375 px phone, marks every item, photographs two and sends one correction; the family, created through the
 * product and reading in Spanish, answers the correction with a photo from its dashboard's task; the caseworker
 * accepts it and completes the assessment.
 */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };
const HEATING = 'Safe heating';

const card = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const photo = (lines: string[]) => documentJpeg(lines, 1600, 1200);

async function addPhoto(item: Locator, name: string, lines: string[]) {
  await item
    .locator('input[type="file"]:not([capture])')
    .setInputFiles({ name, mimeType: 'image/jpeg', buffer: await photo(lines) });
  await item.getByRole('button', { name: /^Open photo: Taken / }).waitFor({ timeout: 30_000 });
}

test('a caseworker completes an assessment on a phone; the family answers its correction in Spanish; the caseworker accepts it', async () => {
  const invited = await inviteNewFamily(`Quispe${Date.now().toString(36)}`, 'es');
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(invited.link).searchParams.get('token'), password: STRONG_PASSWORD },
  });

  const staff = await browser.newPage({ viewport: PHONE });
  await signInAsStaff(staff, DEMO_STAFF.superAdmin.email);
  await staff.goto(`/staff/families/${invited.familyId}?tab=homeStudy`);
  const section = staff.getByRole('region', { name: 'Home environment assessment', exact: true });
  await section.getByText('Not started', { exact: true }).waitFor();

  for (const { name } of DEFAULT_ASSESSMENT_ITEMS) {
    const item = card(staff, name);
    if (name === HEATING) {
      await item.getByText('Needs correction', { exact: true }).click();
      const note = field(item, 'What needs to be corrected');
      await note.fill('Put a guard around the space heater in the living room.');
      await note.blur();
      await item.getByText('Waiting for the family', { exact: true }).waitFor();
    } else {
      await item.getByText('Pass', { exact: true }).click();
      await item.getByText('Saved', { exact: true }).waitFor();
    }
  }
  await addPhoto(card(staff, 'Working smoke and carbon-monoxide alarms'), 'alarm.jpg', [
    'Hallway alarm',
    'Tested',
  ]);
  await addPhoto(card(staff, HEATING), 'heater.jpg', ['Space heater', 'No guard']);
  const total = DEFAULT_ASSESSMENT_ITEMS.length;
  await section.getByText(`${total} of ${total} checked · 1 open · 0 answered by the family`).waitFor();
  expect(await section.getByRole('button', { name: 'Complete assessment' }).isDisabled()).toBe(true);
  expect(await staff.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);

  // The family, in Spanish on its phone: the correction is a task of "What You Need to Do Now".
  const family = await browser.newPage({ viewport: PHONE });
  await signInAsFamily(family, invited.email, STRONG_PASSWORD);
  await family.getByRole('button', { name: /Arreglar: Calefacción segura$/ }).click();
  const answer = family.getByRole('dialog', { name: 'Arreglar: Calefacción segura' });
  await answer
    .getByText('Put a guard around the space heater in the living room.', { exact: true })
    .waitFor();
  await answer
    .getByText('El calentador con su protector, lejos de cualquier cosa que pueda quemarse.', { exact: true })
    .waitFor();
  await answer.locator('input[type="file"]:not([capture])').setInputFiles({
    name: 'protector.jpg',
    mimeType: 'image/jpeg',
    buffer: await photo(['Heater', 'Guard on']),
  });
  await field(answer, 'Una nota para su trabajador social (opcional)').fill('Compramos un protector nuevo.');
  await answer.getByRole('button', { name: 'Enviar', exact: true }).click();
  expect(await waitForToast(family, 'Fotos enviadas')).toContain('Su trabajador social las revisará');
  await answer.waitFor({ state: 'detached' });
  await family.getByRole('button', { name: /Arreglar: Calefacción segura$/ }).waitFor({ state: 'detached' });

  // The caseworker sees the answer with its photo, accepts it, and completes the assessment.
  await staff.reload();
  const heating = card(staff, HEATING);
  await heating.getByText('Answered by the family', { exact: true }).waitFor();
  await heating.getByText('Compramos un protector nuevo.', { exact: true }).waitFor();
  await heating.getByRole('button', { name: /^Open photo: Taken .* by the family$/ }).waitFor();
  await heating.getByRole('button', { name: 'Accept' }).click();
  await heating.getByText('Accepted', { exact: true }).waitFor();
  await section.getByRole('button', { name: 'Complete assessment' }).click();
  await dialog(staff, 'Complete assessment').getByRole('button', { name: 'Complete assessment' }).click();
  await section.getByText(/^Completed on /).waitFor();

  await family.reload();
  await family.getByRole('heading', { level: 1 }).waitFor();
  expect(await family.getByRole('button', { name: /Arreglar:/ }).count()).toBe(0);
});
