import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import type { StaffUserPage } from '@shared/admin/admin.schema';
import type { StaffCoursePage } from '@shared/learning/courses.schema';
import type { StaffLessonList } from '@shared/learning/lessons.schema';
import { axeResults } from './axe';
import { DEMO_FAMILY, api, staffToken } from './family-fixtures';
import { DEMO_STAFF, field, signInAsStaff, useBrowser } from './fixtures';
import { dialog } from './staff-families-fixtures';

const browser = useBrowser();
const DEMO_CONTACT = 'Maria Martinez';

/** A notification toast with this title (Mantine notifications are role="alert"). */
function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title }).first();
}

/** Picks an option of a Mantine Select by the select's label (a required one's asterisk allowed). */
async function choose(scope: Page | Locator, page: Page, label: string, option: string) {
  await scope.getByRole('combobox', { name: new RegExp(`^${label}\\s*\\*?$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Removes the course (and the demo family's assignment of it) whatever the test left behind. */
async function removeCourse(token: string, title: string) {
  const found = await api<StaffCoursePage>(
    'GET',
    `/staff/learning/courses?search=${encodeURIComponent(title)}`,
    {
      token,
    },
  );
  for (const course of found.items.filter((item) => item.title === title)) {
    await api('DELETE', `/staff/learning/assignments/${DEMO_FAMILY.id}/${course.id}`, { token }).catch(
      () => undefined,
    );
    await api('DELETE', `/staff/learning/courses/${course.id}`, { token });
  }
}

test('a coordinator creates a course through the wizard, adds a rich-text lesson and a quiz, publishes it, assigns it to the demo family and finds it in Analytics', async () => {
  const token = await staffToken();
  const title = `Safe Sleep Basics ${Date.now()}`;
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  try {
    await page.goto('/admin/learning');
    await page.getByRole('heading', { level: 1, name: 'Learning Management System' }).waitFor();

    // The wizard: each step's rule, then the review.
    await page.getByRole('button', { name: 'Create Course' }).click();
    const wizard = dialog(page, 'Create New Course');
    const next = wizard.getByRole('button', { name: 'Next' });
    await next.click();
    await wizard.getByText('Course title is required').waitFor();
    await field(wizard, 'Course title').fill(title);
    await next.click();
    await wizard.getByRole('combobox', { name: /Difficulty level/ }).waitFor();
    expect(await wizard.getByRole('combobox', { name: /Difficulty level/ }).inputValue()).toBe('Beginner');
    expect(await field(wizard, 'Duration (minutes)').inputValue()).toBe('30');
    expect(await wizard.getByRole('combobox', { name: 'Content type' }).inputValue()).toBe('Mixed');
    await next.click();
    await wizard.getByText('Choose the audience').waitFor();
    // Out-of-range minutes are brought back within 5–480 when the field is left.
    await field(wizard, 'Duration (minutes)').fill('4');
    await field(wizard, 'Duration (minutes)').blur();
    expect(await field(wizard, 'Duration (minutes)').inputValue()).toBe('5');
    await field(wizard, 'Duration (minutes)').fill('45');
    await choose(wizard, page, 'Target audience', 'New Parents');
    await next.click();
    await next.click();
    await wizard.getByRole('alert').filter({ hasText: 'Add at least one to continue' }).waitFor();
    const objective = field(wizard, 'Learning objective');
    await objective.fill('   ');
    await objective.press('Enter');
    expect(await wizard.getByRole('listitem').count()).toBe(0);
    await objective.fill('  Place a baby on its back to sleep  ');
    await objective.press('Enter');
    await objective.fill('Keep the crib clear');
    await wizard.getByRole('button', { name: 'Add objective' }).click();
    expect(await wizard.getByRole('listitem').allInnerTexts()).toEqual([
      'Place a baby on its back to sleep',
      'Keep the crib clear',
    ]);
    await next.click();
    await wizard.getByText('New Parents').waitFor();
    await wizard.getByText('45 minutes').waitFor();
    await wizard.getByRole('button', { name: 'Create Course' }).click();
    await toast(page, 'Course Created').waitFor();
    await wizard.waitFor({ state: 'detached' });

    // The new draft in the grid.
    await field(page, 'Search courses').fill(title);
    const card = page.getByRole('article', { name: title });
    await card.getByText('Draft', { exact: true }).waitFor();
    await card.getByText('New Parents').waitFor();

    // Lesson Builder: a rich-text lesson and a quiz.
    await card.getByRole('button', { name: /^Edit Lessons/ }).click();
    const builder = dialog(page, 'Lesson Builder');
    await builder.getByText('No lessons created yet').waitFor();
    await builder.getByRole('heading', { name: 'Course Lessons (0)' }).waitFor();
    expect(await builder.getByRole('button', { name: 'Generate with AI' }).isEnabled()).toBe(true);

    await builder.getByRole('button', { name: 'Add Lesson Manually' }).click();
    await field(builder, 'Lesson title').fill('Why back to sleep');
    const editor = builder.getByRole('textbox', { name: 'Lesson content' });
    await editor.click();
    await page.keyboard.type('Babies sleep safest on their backs. ');
    await builder.getByRole('button', { name: 'Bold' }).click();
    await page.keyboard.type('Every sleep counts.');
    await builder.getByRole('button', { name: 'Create lesson' }).click();
    await toast(page, 'Lesson created successfully').waitFor();
    await builder.getByRole('heading', { name: 'Course Lessons (1)' }).waitFor();
    await builder.getByText('Babies sleep safest on their backs. Every sleep counts.').waitFor();
    expect(await builder.getByRole('button', { name: 'Generate with AI' }).isDisabled()).toBe(true);

    await builder.getByRole('button', { name: 'Add Lesson Manually' }).click();
    await field(builder, 'Lesson title').fill('Check your understanding');
    await choose(builder, page, 'Lesson type', 'Quiz');
    await field(builder, 'Question 1 text').fill('Which position is safest for sleep?');
    await builder.getByRole('textbox', { name: 'Question 1, option 1' }).fill('On the stomach');
    await builder.getByRole('textbox', { name: 'Question 1, option 2' }).fill('On the back');
    await builder.getByRole('radio', { name: 'Option 2 is the correct answer' }).check();
    await field(builder, 'Pass mark (%)').fill('80');
    // Closing the builder with a lesson not saved asks first; keeping on editing keeps what was typed.
    await page.keyboard.press('Escape');
    const discard = dialog(page, 'Discard changes?');
    await discard.getByRole('button', { name: 'Keep editing' }).click();
    expect(await field(builder, 'Question 1 text').inputValue()).toBe('Which position is safest for sleep?');
    await builder.getByRole('button', { name: 'Create lesson' }).click();
    await toast(page, 'Lesson created successfully').waitFor();
    await builder.getByRole('heading', { name: 'Course Lessons (2)' }).waitFor();
    await builder.getByText('Quiz · 10 min · 1 question').waitFor();

    // Reorder with the keyboard-reachable move button; the order is saved.
    await builder.getByRole('button', { name: 'Move Check your understanding up' }).click();
    const courseId = (
      await api<StaffCoursePage>('GET', `/staff/learning/courses?search=${encodeURIComponent(title)}`, {
        token,
      })
    ).items[0]!.id;
    await expect
      .poll(async () =>
        (await api<StaffLessonList>('GET', `/staff/learning/courses/${courseId}/lessons`, { token })).map(
          (lesson) => lesson.title,
        ),
      )
      .toEqual(['Check your understanding', 'Why back to sleep']);
    const quiz = (
      await api<StaffLessonList>('GET', `/staff/learning/courses/${courseId}/lessons`, { token })
    )[0]!;
    expect(quiz.quiz).toMatchObject({ passMark: 80, questions: [{ correctAnswer: 1 }] });
    await page.keyboard.press('Escape');
    await builder.waitFor({ state: 'detached' });

    // Publish.
    await card.getByRole('button', { name: `Actions for ${title}` }).click();
    await page.getByRole('menuitem', { name: 'Publish' }).click();
    await toast(page, 'Course published').waitFor();
    await card.getByText('Published', { exact: true }).waitFor();

    // Assign it to the demo family from its card.
    await page.getByRole('tab', { name: 'Assignments' }).click();
    await page.getByRole('heading', { name: 'Course Assignments' }).waitFor();
    await field(page, 'Search families').fill(DEMO_CONTACT);
    const family = page.getByRole('article', { name: DEMO_CONTACT });
    await family.getByText(/^Step \d+ • \d+%$/).waitFor();
    await family.getByRole('checkbox', { name: `Select ${DEMO_CONTACT}` }).check();
    await page.getByRole('button', { name: 'Assign Course to 1 selected' }).click();
    const assign = dialog(page, 'Assign Course');
    const assignButton = assign.getByRole('button', { name: 'Assign Course' });
    expect(await assignButton.isDisabled()).toBe(true);
    await choose(assign, page, 'Course', `${title} (45 min)`);
    await assign.getByRole('radio', { name: 'Required' }).waitFor();
    expect(await assign.getByRole('radio', { name: 'Required' }).isChecked()).toBe(true);
    await assignButton.click();
    await toast(page, 'Course Assigned').waitFor();
    await family.getByText(title).waitFor();

    // Analytics counts the enrollment.
    await page.getByRole('tab', { name: 'Analytics' }).click();
    const analytics = page.getByRole('region', { name: title });
    await analytics.getByText('1 enrolled').waitFor();
    await analytics.getByText('Which position is safest for sleep?').waitFor();
  } finally {
    await removeCourse(token, title);
  }
});

test('Generate with AI drafts the lessons, the keyboard moves one, and a video lesson uploads and plays from the authorized route', async () => {
  const token = await staffToken();
  const title = `Generated Course ${Date.now()}`;
  await api('POST', '/staff/learning/courses', {
    token,
    body: {
      title,
      description: 'Checking the offline generator',
      learningObjectives: ['Build trust with the child', 'Work with the birth family'],
      audience: 'new_parents',
    },
  });
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  try {
    await page.goto('/admin/learning');
    await field(page, 'Search courses').fill(title);
    const card = page.getByRole('article', { name: title });
    await card.getByRole('button', { name: /^Edit Lessons/ }).click();
    const builder = dialog(page, 'Lesson Builder');
    await builder.getByRole('button', { name: 'Generate with AI' }).click();
    await toast(page, 'AI Content Generated')
      .getByText(/^Successfully generated \d+ lessons$/)
      .waitFor();
    await builder.getByText('Draft — needs review').first().waitFor();
    expect(await builder.getByRole('button', { name: 'Generate with AI' }).isDisabled()).toBe(true);

    // Space picks the first lesson up, the arrow moves it, space drops it; the order is saved.
    const courseId = (
      await api<StaffCoursePage>('GET', `/staff/learning/courses?search=${encodeURIComponent(title)}`, {
        token,
      })
    ).items[0]!.id;
    const lessonTitles = async () =>
      (await api<StaffLessonList>('GET', `/staff/learning/courses/${courseId}/lessons`, { token })).map(
        (lesson) => lesson.title,
      );
    const [first, second, ...rest] = await lessonTitles();
    await builder.getByRole('button', { name: `Drag ${first}, lesson 1 of ${rest.length + 2}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect.poll(lessonTitles).toEqual([second, first, ...rest]);

    // Unreviewed drafts do not publish: the refusal names them; each is marked reviewed, then it publishes.
    await page.keyboard.press('Escape');
    await builder.waitFor({ state: 'detached' });
    const publish = async () => {
      await card.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Publish' }).click();
    };
    await publish();
    await toast(page, 'Error')
      .getByText(/^Review each generated lesson before publishing/)
      .waitFor();
    await card.getByRole('button', { name: /^Edit Lessons/ }).click();
    for (const lessonTitle of [second, first, ...rest]) {
      await builder.getByRole('button', { name: `Mark ${lessonTitle} reviewed` }).click();
      await builder
        .getByRole('button', { name: `Mark ${lessonTitle} reviewed` })
        .waitFor({ state: 'detached' });
    }
    expect(await builder.getByText('Draft — needs review').count()).toBe(0);
    await page.keyboard.press('Escape');
    await builder.waitFor({ state: 'detached' });
    await publish();
    await toast(page, 'Course published').waitFor();
    await card.getByRole('button', { name: /^Edit Lessons/ }).click();

    // A video lesson: saved first, then its file (a WebM recorded in the page), previewed through the API.
    await builder.getByRole('button', { name: 'Add Lesson Manually' }).click();
    await field(builder, 'Lesson title').fill('Bedtime routine on video');
    await choose(builder, page, 'Lesson type', 'Video');
    await builder.getByRole('button', { name: 'Create lesson' }).click();
    const upload = builder.getByRole('button', { name: 'Upload video' });
    await upload.waitFor();
    const webm = await page.evaluate(async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 64;
      canvas.height = 48;
      const context = canvas.getContext('2d')!;
      const recorder = new MediaRecorder(canvas.captureStream(10), { mimeType: 'video/webm' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (event) => chunks.push(event.data);
      const stopped = new Promise((resolve) => (recorder.onstop = resolve));
      recorder.start(100);
      for (let frame = 0; frame < 10; frame += 1) {
        context.fillStyle = `rgb(${frame * 20}, 100, 150)`;
        context.fillRect(0, 0, 64, 48);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      recorder.stop();
      await stopped;
      return [...new Uint8Array(await new Blob(chunks).arrayBuffer())];
    });
    const chooser = page.waitForEvent('filechooser');
    await upload.click();
    await (
      await chooser
    ).setFiles({ name: 'routine.webm', mimeType: 'video/webm', buffer: Buffer.from(webm) });
    await toast(page, 'Video uploaded').waitFor();
    const video = builder.getByLabel('Video of Bedtime routine on video');
    await video.waitFor();
    expect(await video.evaluate((element) => (element as HTMLVideoElement).src.startsWith('blob:'))).toBe(
      true,
    );
    await builder.getByRole('button', { name: 'Replace video' }).waitFor();
  } finally {
    await removeCourse(token, title);
  }
});

test('/admin/learning has no serious or critical axe violations', async () => {
  const page = await browser.newPage();
  await signInAsStaff(page, DEMO_STAFF.superAdmin.email);
  await page.goto('/admin/learning');
  await page.getByRole('article').first().waitFor();
  const results = await axeResults(page);
  const serious = results.violations.filter(
    (violation) => violation.impact === 'critical' || violation.impact === 'serious',
  );
  const summary = serious.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n  ${violation.nodes.map((node) => node.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on /admin/learning:\n${summary.join('\n')}`).toEqual([]);
});

test('staff who may manage courses but not assign them see no Assignments tab, and /staff/assignments is refused', async () => {
  const token = await staffToken();
  const users = await api<StaffUserPage>(
    'GET',
    `/admin/users?search=${encodeURIComponent(DEMO_STAFF.staff.email)}`,
    { token },
  );
  const staffUser = users.items.find((user) => user.email === DEMO_STAFF.staff.email)!;
  const permissionPath = `/admin/users/${staffUser.id}/permissions/manage_courses`;
  await api('PUT', permissionPath, { token, body: { granted: true } });
  try {
    const page = await browser.newPage();
    await signInAsStaff(page, DEMO_STAFF.staff.email);
    await page.goto('/admin/learning');
    await page.getByRole('tab', { name: 'Course Management' }).waitFor();
    expect(await page.getByRole('tab').allInnerTexts()).toEqual(['Course Management', 'Analytics']);
    await page.goto('/admin/learning?tab=assignments');
    await page.getByRole('tab', { name: 'Course Management', selected: true }).waitFor();
    await page.goto('/staff/assignments');
    await page.getByRole('heading', { level: 1, name: 'Access denied' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Course Assignments' }).count()).toBe(0);
  } finally {
    await api('DELETE', permissionPath, { token });
  }
});
