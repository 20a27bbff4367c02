import { expect, test } from 'vitest';
import type {
  ActivityItem,
  Announcement,
  Engagement,
  FamilyDashboard,
  FamilyStats,
  FamilyTasks,
} from '@shared/family-portal/family-portal.schema';
import type { Journey } from '@shared/journey/journey.schema';
import type { DashboardTile } from '@shared/system-config/system-config.schema';
import { FAMILY_JOURNEY_ANCHOR } from '@shared/paths';
import { axeResults } from './axe';
import {
  DEMO_FAMILY,
  TILE_TITLES,
  api,
  byText as text,
  continueAsDemoFamily,
  demoFamilyToken,
  inviteNewFamily,
  newPasswordForm,
  staffToken,
  tile,
} from './family-fixtures';
import { STRONG_PASSWORD, authForm, isOnScreen, useBrowser, waitForPath } from './fixtures';

/** The family dashboard: tiles, dialogs, and what staff changes show there. */
const browser = useBrowser();

test("the demo family's dashboard shows every enabled tile, in layout order, with the family's data", async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const token = await demoFamilyToken();
  const [dashboard, journey, stats, tasks, announcements, engagement] = await Promise.all([
    api<FamilyDashboard>('GET', '/family/dashboard', { token }),
    api<Journey>('GET', '/family/journey', { token }),
    api<FamilyStats>('GET', '/family/stats', { token }),
    api<FamilyTasks>('GET', '/family/tasks', { token }),
    api<Announcement[]>('GET', '/family/announcements', { token }),
    api<Engagement>('GET', '/family/engagement', { token }),
  ]);

  await text(page, dashboard.statusLine).waitFor();
  expect(dashboard.statusLine).toContain(DEMO_FAMILY.familyName);

  // Header tiles first, then the grid, support tiles last; every enabled tile and nothing else.
  const byCategory = (category: string) => dashboard.tiles.filter((t) => t.category === category);
  const expectedOrder = [...byCategory('header'), ...byCategory('other'), ...byCategory('support')].map(
    (t) => TILE_TITLES[t.componentName],
  );
  expect(expectedOrder).toHaveLength(14);
  for (const ref of dashboard.tiles) await tile(page, ref.componentName).waitFor();
  const regionTitles = await page.locator('main section h2').allInnerTexts();
  expect(regionTitles).toEqual(expectedOrder);

  await tile(page, 'ApplicantType').getByText('Specialized Foster Care', { exact: true }).waitFor();
  await tile(page, 'ApplicantType').getByText('40 required training hours', { exact: true }).waitFor();
  await tile(page, 'MotivationalQuote').getByText(dashboard.quoteOfTheDay.text, { exact: true }).waitFor();
  await tile(page, 'FileSubmissionNote').getByRole('link', { name: dashboard.intakeEmail }).waitFor();

  const glance = tile(page, 'HorizontalProgressTimeline');
  for (const step of journey.steps) {
    await glance.getByRole('button', { name: `Step ${step.id}: ${step.title}`, exact: true }).waitFor();
  }
  const progress = tile(page, 'ProgressTimeline');
  await progress.getByText('3 of 8 steps completed', { exact: true }).waitFor();
  await progress.getByText('38%', { exact: true }).waitFor();

  const statsTile = tile(page, 'StatsOverviewDynamic');
  await statsTile
    .getByText(`${stats.documents.submitted}/${stats.documents.required}`, { exact: true })
    .waitFor();
  await statsTile
    .getByText(`${stats.training.completedHours}/${stats.training.requiredHours}`, { exact: true })
    .waitFor();
  await statsTile.getByText('Step 4/8', { exact: true }).waitFor();
  await statsTile.getByText(/days away|Tomorrow|Today/).waitFor();

  const actionCenter = tile(page, 'ActionCenter');
  for (const task of [...tasks.urgent, ...tasks.upcoming])
    await actionCenter.getByText(task.title, { exact: true }).waitFor();
  expect(await actionCenter.getByRole('button', { name: 'Take Action' }).count()).toBe(tasks.urgent.length);
  expect(await actionCenter.getByRole('button', { name: 'Start Task' }).count()).toBe(tasks.upcoming.length);

  const quickActions = tile(page, 'QuickActions');
  for (const label of ['Upload Docs', 'Send Message', 'Schedule Visit', 'View Forms']) {
    await quickActions.getByRole('button', { name: label }).waitFor();
  }

  const household = tile(page, 'HouseholdInfoDynamic');
  await household.getByText('Primary Applicants', { exact: true }).waitFor();
  await household.getByRole('button', { name: 'Maria Martinez, Primary Applicant' }).waitFor();
  await household.getByRole('button', { name: 'David Martinez, Co-Applicant' }).waitFor();
  await household.getByText('4 Total Members', { exact: true }).waitFor();
  await household.getByText('3 Adults, 1 Child', { exact: true }).waitFor();

  const team = tile(page, 'SupportTeam');
  for (const name of ['Sarah Johnson', 'Michael Chen', 'Priya Patel']) {
    await team.getByRole('button', { name: `Message ${name}` }).waitFor();
  }

  const news = tile(page, 'Announcements');
  for (const [index, announcement] of announcements.entries()) {
    expect(await news.getByText(announcement.title, { exact: true }).count()).toBe(index < 2 ? 1 : 0);
  }
  await news.getByRole('button', { name: 'View all announcements' }).click();
  const allNews = page.getByRole('dialog', { name: 'All announcements' });
  for (const announcement of announcements)
    await allNews.getByText(announcement.title, { exact: true }).waitFor();
  await page.keyboard.press('Escape');

  await tile(page, 'Gamification').getByText(`Level ${engagement.level}`, { exact: true }).waitFor();
  await tile(page, 'Gamification')
    .getByText(`${engagement.levelXp} / ${engagement.levelSize} XP`, { exact: true })
    .waitFor();
  const performance = tile(page, 'PerformanceStats');
  await performance.getByText('Login Streak', { exact: true }).waitFor();
  // Below five families in the cohort the server sends no rank, and the tile shows none.
  if (engagement.cohortRank === null) expect(await performance.getByText('Cohort Rank').count()).toBe(0);
  else
    await performance
      .getByText(`${engagement.cohortRank} of ${engagement.cohortSize}`, { exact: true })
      .waitFor();

  const activity = tile(page, 'RecentActivity');
  await activity
    .getByText(/^Maria Martinez signed in( \d+ times)?$/)
    .first()
    .waitFor();
  // The tile shows the first three of the family's own activity (the API call above added one more sign-in).
  const latest = await api<ActivityItem[]>('GET', '/family/activity?limit=20', { token });
  const shown = await activity.locator('p').allInnerTexts();
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.length).toBeLessThanOrEqual(3);
  // A run of sign-ins reads as one line whose count grows with each one ("signed in 3 times"), so it is
  // compared without its count.
  const uncounted = (description: string) => description.replace(/ \d+ times$/, '');
  for (const description of shown)
    expect(latest.map((item) => uncounted(item.description))).toContain(uncounted(description));
});

test('the journey dialog of step 4 shows its description, days remaining, actions and documents', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const journey = await api<Journey>('GET', '/family/journey', { token: await demoFamilyToken() });
  const step = journey.steps.find((s) => s.id === 4)!;

  const glance = tile(page, 'HorizontalProgressTimeline');
  await glance.getByRole('button', { name: 'Step 4: Document', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Step 4: Document' });
  await dialog.getByText(step.description, { exact: true }).waitFor();
  await dialog.getByText(`${step.daysRemaining} days remaining`, { exact: true }).waitFor();
  await dialog.getByText('Needs Revision', { exact: true }).waitFor();
  await dialog.getByRole('heading', { name: 'Required Actions' }).waitFor();
  for (const action of step.actions) await dialog.getByText(action, { exact: true }).waitFor();
  await dialog.getByRole('heading', { name: 'Required Documents' }).waitFor();
  for (const document of step.documents)
    await dialog.getByText(document.name, { exact: true }).first().waitFor();
  // One vocabulary: each item's badge is its own state, a rejected one asks for a new upload with the reason.
  const having = (status: string) => step.documents.filter((d) => !d.processing && d.rawStatus === status);
  expect(await dialog.getByText('Pending', { exact: true }).count()).toBe(having('pending').length);
  expect(await dialog.getByText('Rejected — please upload again', { exact: true }).count()).toBe(
    having('rejected').length,
  );
  for (const rejected of having('rejected'))
    await dialog.getByText(`Reason: ${rejected.rejectionReason}`, { exact: true }).waitFor();

  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  await glance.getByRole('button', { name: 'Step 1: Dream', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Step 1: Dream' })
    .getByText(/^Completed \w{3} \d{1,2}, \d{4}$/)
    .waitFor();
});

test("a link to the dashboard's approval progress shows it, scrolled to and focused, on a phone too", async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 812 } });
  await continueAsDemoFamily(page);
  // The assistant's View Progress: far below a phone's first screen, where the tiles have not come yet.
  await page.goto(`/family#${FAMILY_JOURNEY_ANCHOR}`);
  const progress = tile(page, 'ProgressTimeline');
  await progress.getByText('3 of 8 steps completed', { exact: true }).waitFor();
  await expect.poll(() => progress.evaluate((element) => element === document.activeElement)).toBe(true);
  expect(await isOnScreen(page, progress)).toBe(true);
});

test('the household member dialog shows the role, relationship, age and files', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const household = tile(page, 'HouseholdInfoDynamic');
  await household.getByRole('button', { name: 'Rosa Martinez, Adult' }).click();
  const dialog = page.getByRole('dialog', { name: 'Rosa Martinez' });
  await dialog.getByText('Adult', { exact: true }).waitFor();
  await dialog.getByText('Grandmother', { exact: true }).waitFor();
  await dialog.getByText('67', { exact: true }).waitFor();
  await dialog.getByText('Files submitted', { exact: true }).waitFor();
  await dialog.getByText('Completion', { exact: true }).waitFor();
});

test('an upload document of the approval progress tile opens the upload dialog; a form shows its alert', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const progress = tile(page, 'ProgressTimeline');
  await progress.getByRole('button', { name: /^Proof of Income: Upload/ }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload.getByText('Proof of Income · Step 4 · Document', { exact: true }).waitFor();
  await upload.getByRole('tab', { name: 'Photo' }).click();
  await page.keyboard.press('Escape');
  await upload.waitFor({ state: 'hidden' });

  await tile(page, 'QuickActions').getByRole('button', { name: 'Upload Docs' }).click();
  await page.getByRole('dialog', { name: 'Upload Document' }).waitFor();
  await page.keyboard.press('Escape');

  await progress.getByRole('button', { name: /Step 5: Describe/ }).click();
  await progress.getByRole('button', { name: /^Placement Preferences Questionnaire: Form/ }).click();
  await text(page, 'Opening form for Placement Preferences Questionnaire').waitFor();
});

test('Mark Complete hides the task and can be undone; done again, it stays hidden after a reload', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const tasks = await api<FamilyTasks>('GET', '/family/tasks', { token: await demoFamilyToken() });
  const manual = [...tasks.urgent, ...tasks.upcoming].filter((t) => t.source === 'manual');
  const task = manual.at(-1);
  expect(task, 'the demo family has an open manual task').toBeDefined();

  const actionCenter = tile(page, 'ActionCenter');
  const markComplete = actionCenter.getByRole('button', { name: `Mark Complete: ${task!.title}` });
  await markComplete.click();
  await actionCenter.getByText(task!.title, { exact: true }).waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Undo' }).click();
  await markComplete.waitFor();
  const activity = tile(page, 'RecentActivity');
  await activity.getByText(`Maria Martinez reopened the task "${task!.title}"`).waitFor();

  await markComplete.click();
  await actionCenter.getByText(task!.title, { exact: true }).waitFor({ state: 'detached' });

  await page.reload();
  await tile(page, 'ActionCenter')
    .getByRole('button', { name: /^Mark Complete: / })
    .first()
    .waitFor();
  expect(await actionCenter.getByText(task!.title, { exact: true }).count()).toBe(0);
  await tile(page, 'RecentActivity')
    .getByText(`Maria Martinez completed the task "${task!.title}"`)
    .first()
    .waitFor();
});

test('with every tile disabled in System Configuration the dashboard says so', async () => {
  const token = await staffToken();
  const original = await api<DashboardTile[]>('GET', '/staff/system/dashboard-tiles', { token });
  const settings = (enabled: (tile: DashboardTile) => boolean) => ({
    tiles: original.map((t) => ({
      componentName: t.componentName,
      isEnabled: enabled(t),
      gridSize: t.gridSize,
      positionOrder: t.positionOrder,
    })),
  });
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  try {
    await api('PUT', '/staff/system/dashboard-tiles', { token, body: settings(() => false) });
    await page.reload();
    await text(page, 'No dashboard tiles are currently enabled.').waitFor();
    expect(await page.locator('main section').count()).toBe(0);
  } finally {
    await api('PUT', '/staff/system/dashboard-tiles', { token, body: settings((t) => t.isEnabled) });
  }
  await page.reload();
  await tile(page, 'ApplicantType').waitFor();
});

test('a step advanced by staff shows on the family dashboard after a reload', async () => {
  const token = await staffToken();
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  await tile(page, 'ProgressTimeline').getByText('3 of 8 steps completed', { exact: true }).waitFor();
  const stepPath = `/staff/families/${DEMO_FAMILY.id}/step`;
  await api('POST', stepPath, {
    token,
    body: { direction: 'advance', reason: 'End-to-end test: all step 4 papers checked' },
  });
  try {
    await page.reload();
    await tile(page, 'ProgressTimeline').getByText('4 of 8 steps completed', { exact: true }).waitFor();
    await text(page, 'Martinez Family · Step 5 of 8 · Describe — 4 of 8 steps completed').waitFor();
    await tile(page, 'StatsOverviewDynamic').getByText('Step 5/8', { exact: true }).waitFor();
  } finally {
    await api('POST', stepPath, {
      token,
      body: { direction: 'return', reason: 'End-to-end test: back where it was' },
    });
  }
  await page.reload();
  await tile(page, 'ProgressTimeline').getByText('3 of 8 steps completed', { exact: true }).waitFor();
});

test('a family invited by staff sets its password, signs in and sees only its own data', async () => {
  const { familyName, email, link } = await inviteNewFamily(`Okafor${Date.now().toString(36)}`);
  const page = await browser.newPage();
  await page.goto(link);
  const form = newPasswordForm(page, 'Set password');
  await form.password.fill(STRONG_PASSWORD);
  await form.confirmPassword.fill(`${STRONG_PASSWORD}-typo`);
  await form.submit.click();
  await text(page, 'Passwords do not match').waitFor();
  await form.password.fill('ab3de');
  await form.confirmPassword.fill('ab3de');
  await form.submit.click();
  await text(page, 'Password must be at least 6 characters').waitFor();

  await form.password.fill(STRONG_PASSWORD);
  await form.confirmPassword.fill(STRONG_PASSWORD);
  await form.submit.click();
  await waitForPath(page, '/family');
  const status = page.getByText(`${familyName} · Step 1 of 8`);
  await status.waitFor();
  await tile(page, 'HouseholdInfoDynamic').waitFor();
  await expect.poll(() => page.getByRole('status', { name: /^Loading/ }).count()).toBe(0);
  expect(await page.getByText(/Martinez/).count()).toBe(0);

  await page.getByRole('button', { name: 'Sign out' }).click();
  await waitForPath(page, '/family/sign-in');
  const signIn = authForm(page);
  await signIn.email.fill(email);
  await signIn.password.fill(STRONG_PASSWORD);
  await signIn.signInButton.click();
  await text(page, 'Welcome back!').waitFor();
  await waitForPath(page, '/family');
  await status.waitFor();
});

test('a rejected document is an urgent task whose Take Action opens the upload dialog for exactly that item', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  const tasks = await api<FamilyTasks>('GET', '/family/tasks', { token: await demoFamilyToken() });
  const task = tasks.urgent.find((t) => t.document?.reason === 'rejected');
  expect(task, 'the demo family has a rejected document').toBeDefined();
  const document = task!.document!;

  const actionCenter = tile(page, 'ActionCenter');
  await actionCenter.getByText(task!.description, { exact: true }).waitFor();
  // A derived task completes itself once the item is handed in: it has no Mark Complete.
  expect(await actionCenter.getByRole('button', { name: `Mark Complete: ${task!.title}` }).count()).toBe(0);
  await actionCenter.getByRole('button', { name: `Take Action: ${task!.title}` }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Document' });
  await upload
    .getByText(new RegExp(`^${escapeRegExp(document.name)} · Step ${document.stepId} · `))
    .waitFor();
  // Preset: no picker of requested documents, no way to change the item.
  expect(await upload.getByRole('button', { name: 'Change' }).count()).toBe(0);
  await page.keyboard.press('Escape');
  await upload.waitFor({ state: 'hidden' });

  // The bell's links use /family?upload=<documentId>: the same dialog, and the address is cleaned up.
  await page.goto(`/family?upload=${document.id}`);
  await upload
    .getByText(new RegExp(`^${escapeRegExp(document.name)} · Step ${document.stepId} · `))
    .waitFor();
  await waitForPath(page, '/family');
  expect(new URL(page.url()).search).toBe('');
});

test('the family dashboard has no axe violations', async () => {
  const page = await browser.newPage();
  await continueAsDemoFamily(page);
  for (const ref of [
    'ActionCenter',
    'Gamification',
    'PerformanceStats',
    'ProgressTimeline',
    'RecentActivity',
  ])
    await tile(page, ref).waitFor();
  await expect.poll(() => page.getByRole('status', { name: /^Loading/ }).count()).toBe(0);
  await page.getByText(/^Level \d+$/).waitFor();
  const results = await axeResults(page);
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes.map((n) => `${n.target.join(' ')} ${n.failureSummary ?? ''}`).join('; ')}`,
  );
  expect(summary, `axe violations on /family:\n${summary.join('\n')}`).toEqual([]);
});

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
