import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { DASHBOARD_TILE_NAMES } from '@shared/system-config/system-config.schema';
import { MOTIVATIONAL_QUOTES } from '@shared/family-context/motivational-quotes';
import { quoteIndex } from '@shared/family-context/family-rules';
import { COHORT_MIN_SIZE } from '@shared/family-context/engagement-rules';
import { announcements, auditLog, families } from '../../db/schema';
import { DEMO_FAMILY_ID, DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildFamilyContext } from '../family-context/family-context.service';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let authorization = '';
beforeAll(async () => {
  t = await createTestApp();
  authorization = (await signInFamily(t.app, 'family@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

const get = (url: string, auth = authorization) =>
  t.app.inject({ method: 'GET', url: `/api/family/${url}`, headers: { authorization: auth } });
const complete = (taskId: string) =>
  t.app.inject({ method: 'POST', url: `/api/family/tasks/${taskId}/complete`, headers: { authorization } });

test('the dashboard greets the family, states its step, and lists the enabled tiles in order', async () => {
  const response = await get('dashboard');
  expect(response.statusCode).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  const body = response.json();
  expect(body.family).toEqual({
    id: DEMO_FAMILY_ID,
    familyName: 'Martinez Family',
    primaryContactName: 'Maria Martinez',
    firstName: 'Maria',
    applicantType: 'Specialized Foster Care',
    requiredTrainingHours: 40,
    caseNumber: 'HVN-2026-0001',
  });
  expect(body.statusLine).toBe('Martinez Family · Step 4 of 8 · Document — 3 of 8 steps completed');
  expect(body.progress).toEqual({
    currentStep: 4,
    totalSteps: 8,
    stepName: 'Document',
    completedSteps: 3,
    approved: false,
  });
  expect(body.intakeEmail).toBe('documents@haven-agency.org');
  expect(body.quoteOfTheDay).toEqual({
    index: quoteIndex(new Date()),
    ...MOTIVATIONAL_QUOTES[quoteIndex(new Date())],
  });
  expect(body.tiles.map((tile: { componentName: string }) => tile.componentName).sort()).toEqual(
    [...DASHBOARD_TILE_NAMES].sort(),
  );
  expect(body.tiles[0]).toEqual({
    componentName: 'ApplicantType',
    gridSize: 'full',
    category: 'header',
    displayName: 'Applicant Type',
  });
});

test('the journey has the spec’s 8 steps: 1–3 completed, 4 current with 8 days left, 5–8 pending', async () => {
  const journey = (await get('journey')).json();
  expect(journey).toMatchObject({ completedSteps: 3, currentStep: 4, percent: 38, totalSteps: 8 });
  expect(journey.steps.map((s: { title: string }) => s.title)).toEqual([
    'Dream',
    'Discover',
    'Determine',
    'Document',
    'Describe',
    'Develop',
    'Demonstrate',
    'Decide',
  ]);
  expect(
    journey.steps
      .slice(0, 3)
      .every(
        (s: { status: string; completedDate: string }) =>
          s.status === 'completed' && /^\d{4}-/.test(s.completedDate),
      ),
  ).toBe(true);
  // The seeded insurance declaration was rejected, so the current step asks for a revision.
  expect(journey.steps[3]).toMatchObject({ status: 'needs-revision', daysRemaining: 8, completedDate: null });
  expect(journey.steps.slice(4).every((s: { status: string }) => s.status === 'pending')).toBe(true);
  const groups = new Set(journey.steps[0].documents.map((d: { group: string }) => d.group));
  expect([...groups]).toEqual(['Primary Applicant', 'Co-Applicant', 'Other Adult']);
  const rejected = journey.steps[3].documents.find((d: { rawStatus: string }) => d.rawStatus === 'rejected');
  expect(rejected).toMatchObject({
    status: 'pending',
    type: 'upload',
    rejectionReason: expect.stringContaining('cut off'),
  });
  expect(journey.steps[3].actions).toContain('Upload proof of income');
});

test('the statistics cards: documents, training hours, progress and the next check-in', async () => {
  const stats = (await get('stats')).json();
  expect(stats).toMatchObject({
    training: { completedHours: 12, requiredHours: 40 },
    progress: { step: 4, total: 8 },
    nextCheckIn: { daysAway: 6, appointmentType: 'Home Visit', date: expect.any(String) },
  });
  // The one-statement read agrees with the family context derived from all of the family's rows.
  const context = await buildFamilyContext(t.db, DEMO_FAMILY_ID, new Date());
  expect(stats.documents).toEqual({
    submitted: context!.documents.submitted,
    required: context!.documents.required,
  });
  expect(stats.nextCheckIn.date).toBe(context!.upcomingAppointments[0]!.scheduledDate);
  expect(stats.documents.submitted).toBeGreaterThan(0);
});

test('a family without training or appointments gets the spec defaults', async () => {
  const { user } = await createTestFamily(t.db, { email: 'defaults@example.org', surname: 'Default' });
  const auth = (await signInFamily(t.app, user.email, TEST_PASSWORD)).authorization;
  expect((await get('stats', auth)).json()).toEqual({
    documents: { submitted: 1, required: 2 },
    training: { completedHours: 0, requiredHours: 40 },
    progress: { step: 2, total: 8 },
    nextCheckIn: null,
  });
  expect((await get('dashboard', auth)).json().family.requiredTrainingHours).toBe(40);
  expect((await get('support-team', auth)).json()).toEqual([]);
});

test('the household splits primary applicants from members with the badge counts', async () => {
  const household = (await get('household')).json();
  expect(
    household.primaryApplicants.map((m: { name: string; roleLabel: string }) => [m.name, m.roleLabel]),
  ).toEqual([
    ['Maria Martinez', 'Primary Applicant'],
    ['David Martinez', 'Co-Applicant'],
  ]);
  expect(household.members.map((m: { name: string }) => m.name)).toEqual(['Rosa Martinez', 'Sofia Martinez']);
  expect(household.totals).toEqual({ total: 4, adults: 3, children: 1 });
  expect(household.members[0]).toMatchObject({
    relationship: 'Grandmother',
    age: 67,
    status: expect.any(String),
    completionRate: expect.any(Number),
  });
});

test('tasks come in urgent and upcoming groups; Mark Complete persists, hides the task and is audited once', async () => {
  const tasks = (await get('tasks')).json();
  type Task = { id: string; source: string; priority: string; title: string };
  const manual = (list: Task[]) => list.filter((x) => x.source === 'manual');
  // The demo family's manual tasks are all medium or low and not overdue; its rejected insurance declaration
  // is an urgent task derived from the document.
  expect(manual(tasks.urgent)).toEqual([]);
  expect(manual(tasks.upcoming).map((x) => x.priority)).toEqual(['low', 'medium', 'medium']);
  expect(tasks.urgent.every((x: { actionLabel: string }) => x.actionLabel === 'Take Action')).toBe(true);
  expect(tasks.upcoming.every((x: { actionLabel: string }) => x.actionLabel === 'Start Task')).toBe(true);
  expect(tasks.urgent.find((x: Task) => /Insurance Declaration/.test(x.title))).toMatchObject({
    source: 'document',
    priority: 'urgent',
    type: 'upload',
  });
  const target = manual(tasks.upcoming)[0]!;
  expect((await complete(target.id)).statusCode).toBe(204);
  expect((await complete(target.id)).statusCode).toBe(204);
  const after = (await get('tasks')).json();
  expect([...after.urgent, ...after.upcoming].map((x: { id: string }) => x.id)).not.toContain(target.id);
  const [audits] = await t.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'family.task_completed'),
        eq(auditLog.objectId, target.id),
        eq(auditLog.familyId, DEMO_FAMILY_ID),
      ),
    );
  expect(audits?.n).toBe(1);
  const activity = (await get('activity')).json();
  expect(activity).toHaveLength(3);
  expect(activity[0]).toMatchObject({
    action: 'family.task_completed',
    description: `Maria Martinez completed the task "${target.title}"`,
    params: { who: 'Maria Martinez', title: target.title },
  });
  // The seeded history: staff sent the insurance declaration back four days ago.
  expect(activity[2]).toMatchObject({
    action: 'document.rejected',
    description: "Jordan Lee rejected Homeowner's or Renter's Insurance Declaration",
  });
  expect((await complete('11111111-1111-4111-8111-111111111111')).statusCode).toBe(404);
});

test('activity takes a limit of 1 to 20', async () => {
  expect((await get('activity?limit=1')).json()).toHaveLength(1);
  for (const limit of ['0', '21', 'many']) {
    const response = await get(`activity?limit=${limit}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('VALIDATION_FAILED');
  }
});

test('announcements: published ones only, newest first', async () => {
  await t.db.insert(announcements).values([
    { title: 'Draft', body: 'Not yet', publishedAt: null },
    { title: 'Tomorrow', body: 'Scheduled', publishedAt: new Date(Date.now() + 86_400_000) },
  ]);
  const list = (await get('announcements')).json();
  expect(list.map((a: { title: string }) => a.title)).toEqual([
    'New evening training sessions',
    'Live Scan fees are covered',
    'Resource family support group',
  ]);
  expect(list[0]).toMatchObject({
    priority: 'high',
    publishedAt: expect.any(String),
    body: expect.any(String),
  });
});

test('the support team is the three assigned staff members in order', async () => {
  const team = (await get('support-team')).json();
  expect(team).toEqual([
    {
      userId: expect.any(String),
      name: 'Sarah Johnson',
      roleTitle: 'Caseworker',
      email: 'sarah.johnson@haven.demo',
      avatarUrl: null,
    },
    {
      userId: expect.any(String),
      name: 'Michael Chen',
      roleTitle: 'Licensing Worker',
      email: 'michael.chen@haven.demo',
      avatarUrl: null,
    },
    {
      userId: expect.any(String),
      name: 'Priya Patel',
      roleTitle: 'Training Coordinator',
      email: 'priya.patel@haven.demo',
      avatarUrl: null,
    },
  ]);
});

test('engagement is computed from the data: XP, level, streaks and cohort rank', async () => {
  const before = (await get('engagement')).json();
  expect(before.level).toBe(Math.floor(before.xp / 1000) + 1);
  expect(before).toMatchObject({
    levelSize: 1000,
    nextLevelXp: before.level * 1000,
    levelXp: before.xp % 1000,
  });
  expect(before.badges.find((b: { id: string }) => b.id === 'first-step').earned).toBe(true);

  // Completing a task today is real activity: both streaks count today.
  const tasks = (await get('tasks')).json();
  await complete(tasks.upcoming.find((x: { source: string }) => x.source === 'manual').id);
  const after = (await get('engagement')).json();
  expect(after.xp - before.xp).toBe(50);
  expect(after.loginStreak).toBeGreaterThanOrEqual(1);
  expect(after.taskStreak).toBeGreaterThanOrEqual(1);

  // Families who started in the same month: below five the rank is hidden; with one further along and three
  // behind the demo family (first in its month so far) ranks 2.
  const [demo] = await t.db.select().from(families).where(eq(families.id, DEMO_FAMILY_ID));
  const join = (surname: string, currentStep: number) =>
    createTestFamily(t.db, {
      email: `${surname.toLowerCase()}@example.org`,
      surname,
      currentStep,
      startDate: demo!.startDate,
    });
  await join('Ahead', 6);
  if (before.cohortSize + 1 < COHORT_MIN_SIZE) {
    expect((await get('engagement')).json()).toMatchObject({
      cohortRank: null,
      cohortSize: before.cohortSize + 1,
    });
  }
  await join('Behind', 2);
  await join('Later', 2);
  await join('Last', 2);
  const ranked = (await get('engagement')).json();
  expect(ranked).toMatchObject({ cohortRank: 2, cohortSize: before.cohortSize + 4 });
});
