import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { LearningJourney } from '@shared/family-learning/family-learning.schema';
import type { FamilyStats } from '@shared/family-portal/family-portal.schema';
import {
  DEMO_FAMILY,
  api,
  byText as text,
  continueAsDemoFamily,
  demoFamilyToken,
  staffToken,
  tile,
} from './family-fixtures';
import { expectNoAxeViolations } from './axe';
import { useBrowser, waitForPath } from './fixtures';

/** The family side of learning (issue 14): a course from assignment to a verified certificate, on a phone. */
const browser = useBrowser();
const PHONE = { width: 375, height: 812 };

const QUESTIONS = [
  {
    question: 'What is the primary goal of foster care?',
    options: ['Adoption', 'Reunification with the birth family when safe', 'Permanent placement'],
    correctAnswer: 1,
    explanation: 'Reunification comes first whenever it is safe.',
  },
  {
    question: 'Who do you call first in a placement emergency?',
    options: ['A neighbour', 'Your caseworker or the agency hotline', 'Nobody'],
    correctAnswer: 1,
    explanation: 'The agency hotline answers day and night.',
  },
];

/** Staff create, publish and assign (required, due in a week) a course of one text lesson and (unless not) a quiz. */
async function assignNewCourse(title: string, { quiz = true } = {}) {
  const token = await staffToken();
  const course = await api<{ id: string }>('POST', '/staff/learning/courses', {
    token,
    body: {
      title,
      description: 'A short course for the end-to-end test.',
      learningObjectives: ['Know the goal of foster care'],
      audience: 'all_caregivers',
      durationMinutes: 90,
    },
  });
  const lessons = `/staff/learning/courses/${course.id}/lessons`;
  await api('POST', lessons, {
    token,
    body: {
      title: 'Welcome to Foster Care',
      content: '<p>Foster care keeps children <strong>safe</strong>.</p>',
    },
  });
  if (quiz) {
    await api('POST', lessons, {
      token,
      body: {
        title: 'Check Your Understanding',
        lessonType: 'quiz',
        quiz: { questions: QUESTIONS, passMark: 70, attemptLimit: 3, shuffleOptions: true },
      },
    });
  }
  await api('POST', `/staff/learning/courses/${course.id}/publish`, { token });
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await api('POST', '/staff/learning/assignments', {
    token,
    body: { courseId: course.id, familyIds: [DEMO_FAMILY.id], dueDate: due, isRequired: true },
  });
}

test('the demo family takes an assigned course on a phone, through the quiz to a verified certificate', async () => {
  const title = `Foster Care Basics ${Date.now()}`;
  await assignNewCourse(title);
  const hoursBefore = (await api<FamilyStats>('GET', '/family/stats', { token: await demoFamilyToken() }))
    .training;

  const page = await browser.newPage({ viewport: PHONE });
  await continueAsDemoFamily(page);
  await page.goto('/learning');
  await page.getByRole('heading', { name: 'My Learning Journey', level: 1 }).waitFor();
  const card = page.locator('.mantine-Card-root').filter({ hasText: title });
  await card.getByText('Not Started', { exact: true }).waitFor();
  await card.getByText('Required', { exact: true }).waitFor();
  await card.getByRole('link', { name: 'Start New Course' }).click();
  await page.getByRole('button', { name: 'Start Course' }).click();

  await text(page, 'Lesson 1 of 2: Welcome to Foster Care').waitFor();
  await page.getByText('Foster care keeps children').waitFor();
  await expectNoAxeViolations(page, 'the course player');
  expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Mark Complete' }).click();

  // The quiz: wrong answers first, then the right ones.
  await text(page, 'Lesson 2 of 2: Check Your Understanding').waitFor();
  await text(page, 'Knowledge Check').waitFor();
  const answer = async (pick: (q: (typeof QUESTIONS)[number]) => string) => {
    for (const [index, question] of QUESTIONS.entries()) {
      await text(page, `Question ${index + 1} of ${QUESTIONS.length}`).waitFor();
      const next = page.getByRole('button', {
        name: index === QUESTIONS.length - 1 ? 'Submit Quiz' : 'Next Question',
      });
      expect(await next.isDisabled()).toBe(true);
      await page.getByRole('radio', { name: pick(question), exact: true }).check();
      await next.click();
    }
  };
  await answer((q) => q.options[(q.correctAnswer + 1) % q.options.length] ?? '');
  await text(page, 'Good effort!').waitFor();
  await text(page, '0 out of 2 correct').waitFor();
  await text(page, QUESTIONS[0]?.explanation ?? '').waitFor();
  expect(await page.getByRole('button', { name: 'Continue' }).isDisabled()).toBe(true);
  await page.getByRole('button', { name: 'Retake Quiz' }).click();
  await answer((q) => q.options[q.correctAnswer] ?? '');
  await text(page, 'Excellent work!').waitFor();
  await text(page, '2 out of 2 correct').waitFor();
  await page.getByRole('button', { name: 'Continue' }).click();

  // The last lesson done: the course completes and the certificate can be generated.
  await text(page, 'Congratulations!').waitFor();
  await page.getByRole('button', { name: 'Generate Certificate' }).click();
  await text(page, 'Please enter your full name').waitFor();
  await page.getByRole('textbox', { name: 'Full Name' }).fill('  Maria Martinez  ');
  await page.getByRole('button', { name: 'Generate Certificate' }).click();
  await page.getByTestId('certificate-recipient').getByText('Maria Martinez', { exact: true }).waitFor();
  const idText = await page.getByTestId('certificate-id').innerText();
  const certificateId = /CERT-[0-9A-F]{8}/.exec(idText)?.[0];
  expect(certificateId).toBeDefined();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Certificate' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`certificate-${certificateId}.pdf`);
  const pdf = await readFile((await download.path()) ?? '');
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

  // Later, the certificate is one tap away on the Completed tab.
  await page.goto('/learning?tab=completed');
  const completed = page.getByRole('article', { name: title });
  await completed.getByRole('link', { name: 'View Certificate' }).click();
  await page.getByTestId('certificate-id').getByText(certificateId!).waitFor();

  // Anyone can verify it, signed in or not.
  const stranger = await browser.newPage({ viewport: PHONE });
  await stranger.goto(`/verify/${certificateId}`);
  await text(stranger, 'Valid certificate').waitFor();
  await text(stranger, 'Maria Martinez').waitFor();
  await text(stranger, title).waitFor();
  await expectNoAxeViolations(stranger, 'the verification page');

  // The course's 1.5 hours count on the dashboard.
  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await waitForPath(page, '/family');
  const expected = `${hoursBefore.completedHours + 1.5}/${hoursBefore.requiredHours}`;
  const stats = tile(page, 'StatsOverviewDynamic');
  await stats.getByText(expected, { exact: true }).waitFor();
}, 120_000);

test("the dashboard's course task opens the course player, and goes away once the course is completed", async () => {
  const title = `Safe Sleep ${Date.now()}`;
  await assignNewCourse(title, { quiz: false });
  const task = `Start the course: ${title}`;

  const page = await browser.newPage({ viewport: PHONE });
  await continueAsDemoFamily(page);
  const actionCenter = tile(page, 'ActionCenter');
  // Due within a week: high priority, so it is among the urgent tasks with Take Action.
  await actionCenter.getByText(task, { exact: true }).waitFor();
  await text(page, 'A required course, not started yet.').waitFor();
  await actionCenter.getByRole('button', { name: `Take Action: ${task}` }).click();
  await page.waitForURL(/\/learning\/courses\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: title, level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Start Course' }).click();
  await text(page, 'Lesson 1 of 1: Welcome to Foster Care').waitFor();
  await page.getByRole('button', { name: 'Mark Complete' }).click();
  await text(page, 'Congratulations!').waitFor();

  await page.getByRole('link', { name: 'Return to Dashboard' }).click();
  await waitForPath(page, '/family');
  await actionCenter
    .getByRole('button', { name: /^Take Action: / })
    .first()
    .waitFor();
  // The dashboard may first show its cached tasks while it reads them again: the course's task goes once read.
  await expect.poll(() => actionCenter.getByText(task, { exact: true }).count()).toBe(0);
  expect(await actionCenter.getByText(`Continue the course: ${title}`, { exact: true }).count()).toBe(0);
});

test('Required Courses lists only required courses until All courses is chosen', async () => {
  const journey = await api<LearningJourney>('GET', '/family/learning', { token: await demoFamilyToken() });
  const optional = journey.current.find((enrollment) => !enrollment.isRequired);
  const required = journey.current.find((enrollment) => enrollment.isRequired);
  expect(optional && required, 'the demo family has a required and an optional current course').toBeTruthy();
  const card = (page: Page, title: string) => page.locator('.mantine-Card-root').filter({ hasText: title });

  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const navbar = page.getByRole('navigation', { name: 'Family navigation' });
  await navbar.getByRole('link', { name: 'Required Courses' }).click();
  await page.waitForURL((url) => url.searchParams.get('required') === '1');
  await card(page, required!.course.title).first().waitFor();
  expect(await page.getByRole('radio', { name: 'Required only' }).isChecked()).toBe(true);
  expect(await card(page, optional!.course.title).count()).toBe(0);

  await page.getByText('All courses', { exact: true }).click();
  await card(page, optional!.course.title).waitFor();
  expect(new URL(page.url()).searchParams.get('required')).toBeNull();
  expect(await page.getByRole('radio', { name: 'All courses' }).isChecked()).toBe(true);
});

test('an unknown certificate id says so', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto('/verify/CERT-00000000');
  await text(page, 'Certificate not found').waitFor();
});

test('My Learning Journey has no axe violations', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await continueAsDemoFamily(page);
  await page.goto('/learning?tab=catalog');
  await page.getByText('You will learn').first().waitFor();
  await expect.poll(() => page.getByRole('status', { name: /^Loading/ }).count()).toBe(0);
  await expectNoAxeViolations(page, '/learning');
});
