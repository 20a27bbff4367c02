import { expect, test } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { waitForToast } from './documents-fixtures';
import { api, inviteNewFamily, staffToken } from './family-fixtures';
import {
  DEMO_STAFF,
  saveScreenshot,
  signInAsFamily,
  signInAsStaff,
  STRONG_PASSWORD,
  useBrowser,
} from './fixtures';
import { dialog } from './staff-families-fixtures';

/** Staff-written courses take a translation per family language (issue 50); families read theirs. */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };

/** Staff create and publish a course of one text lesson. */
async function newCourse(title: string) {
  const token = await staffToken();
  const course = await api<{ id: string }>('POST', '/staff/learning/courses', {
    token,
    body: {
      title,
      description: 'Calm evenings help children sleep.',
      learningObjectives: ['Plan a bedtime routine'],
      audience: 'all_caregivers',
      durationMinutes: 30,
    },
  });
  await api('POST', `/staff/learning/courses/${course.id}/lessons`, {
    token,
    body: { title: 'A Calm Evening', content: '<p>Dim the lights an hour before bed.</p>' },
  });
  await api('POST', `/staff/learning/courses/${course.id}/publish`, { token });
  return { id: course.id, token };
}

test('staff translate a course into Spanish, and a Spanish-speaking family staff created takes it in Spanish on a phone', async () => {
  const title = `Bedtime Routines ${Date.now()}`;
  const course = await newCourse(title);

  const staff = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInAsStaff(staff, DEMO_STAFF.superAdmin.email);
  await staff.goto('/admin/learning');
  await staff.getByRole('searchbox', { name: 'Search courses' }).fill(title);
  await staff.getByRole('button', { name: `Actions for ${title}` }).click();
  await staff.getByRole('menuitem', { name: 'Translate' }).click();
  const translate = dialog(staff, `Translate ${title}`);
  // Nothing is translated yet: every language is marked, Spanish is open first.
  await translate.getByText('Spanish •', { exact: true }).waitFor();
  await translate.getByText('Tagalog •', { exact: true }).waitFor();
  await translate.getByRole('textbox', { name: 'Title' }).fill('Rutinas para la hora de dormir');
  await translate
    .getByRole('textbox', { name: 'Description' })
    .fill('Las noches tranquilas ayudan a dormir.');
  await translate
    .getByRole('textbox', { name: 'Objective “Plan a bedtime routine”' })
    .fill('Planear una rutina');
  await translate.getByRole('button', { name: 'Lesson 1: A Calm Evening' }).click();
  await translate.getByRole('textbox', { name: 'Lesson title' }).fill('Una tarde tranquila');
  await translate
    .getByRole('textbox', { name: 'Content of “A Calm Evening”' })
    .fill('Baje las luces una hora antes.');
  await translate.getByText('Spanish', { exact: true }).waitFor();
  await expectNoAxeViolations(staff, 'the Translate course dialog');
  await saveScreenshot(staff, 'issue-50 course translations 1366');
  await translate.getByRole('button', { name: 'Save translations' }).click();
  await waitForToast(staff, 'Translations saved');

  const { familyId, email, link } = await inviteNewFamily(`Lopez${Date.now().toString(36)}`, 'es');
  await api('POST', '/auth/invitations/accept', {
    body: { token: new URL(link).searchParams.get('token'), password: STRONG_PASSWORD },
  });
  await api('POST', '/staff/learning/assignments', {
    token: course.token,
    body: { courseId: course.id, familyIds: [familyId], dueDate: null, isRequired: true },
  });

  const page = await browser.newPage({ viewport: PHONE });
  await signInAsFamily(page, email, STRONG_PASSWORD);
  await expect.poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 }).toBe('es');
  await page.goto('/learning');
  const card = page.locator('.mantine-Card-root').filter({ hasText: 'Rutinas para la hora de dormir' });
  await card.getByText('Las noches tranquilas ayudan a dormir.').waitFor();
  expect(await card.getByText('En inglés: aún sin traducción').count()).toBe(0);
  // A seeded course ships in Spanish too (the catalog).
  await page.getByRole('tab', { name: 'Catálogo de cursos' }).click();
  await page.getByRole('heading', { name: 'Cómo apoyar los vínculos con la familia biológica' }).waitFor();
  await page.getByRole('tab', { name: 'Cursos actuales' }).click();

  await card.getByRole('link').first().click();
  await page.getByRole('button', { name: 'Comenzar el curso' }).click();
  await page.getByText('Lección 1 de 1: Una tarde tranquila', { exact: true }).waitFor();
  await page.getByText('Baje las luces una hora antes.').waitFor();
  await expectNoAxeViolations(page, 'a translated lesson');
  await saveScreenshot(page, 'issue-50 course in Spanish 375');
});
