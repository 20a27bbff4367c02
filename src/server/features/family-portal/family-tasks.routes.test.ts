import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { auditLog, familyDocuments, householdMembers, users } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { hashPassword } from '../../lib/password-hash';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { TEST_PASSWORD } from '../../testing/test-users';

/**
 * "What You Need to Do Now" from the family's documents, Mark Complete with its Undo, the Documents x/y
 * counts and the collapsed activity feed, for a family whose documents the test writes itself.
 */
let t: TestApp;
let auth = '';
let family: Awaited<ReturnType<typeof createTestFamily>>;

interface Task {
  id: string;
  source: string;
  title: string;
  description: string;
  priority: string;
  actionLabel: string;
  document: {
    id: string;
    stepId: number;
    name: string;
    kind: string;
    memberName: string | null;
    reason: string;
  } | null;
}

const get = (url: string) =>
  t.app.inject({ method: 'GET', url: `/api/family/${url}`, headers: { authorization: auth } });
const post = (url: string) =>
  t.app.inject({ method: 'POST', url: `/api/family/${url}`, headers: { authorization: auth } });
const allTasks = async (): Promise<{ urgent: Task[]; upcoming: Task[] }> => (await get('tasks')).json();
const flat = (tasks: { urgent: Task[]; upcoming: Task[] }) => [...tasks.urgent, ...tasks.upcoming];

beforeAll(async () => {
  t = await createTestApp();
  // A new family on step 1 (the helper adds one approved step-1 item and one pending step-2 item).
  family = await createTestFamily(t.db, { email: 'tasks@example.org', surname: 'Rivera', currentStep: 1 });
  auth = (await signInFamily(t.app, family.user.email, TEST_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

async function addDocument(values: Partial<typeof familyDocuments.$inferInsert> & { documentName: string }) {
  const [row] = await t.db
    .insert(familyDocuments)
    .values({ familyId: family.family.id, stepId: 1, ...values })
    .returning({ id: familyDocuments.id });
  return row!.id;
}

test('signing in alone is no activity: the streaks start with the family’s own actions; a lone family has no rank', async () => {
  const before = (await get('engagement')).json();
  expect(before).toMatchObject({ loginStreak: 0, taskStreak: 0, cohortRank: null });
  expect((await post(`tasks/${family.taskId}/complete`)).statusCode).toBe(204);
  expect((await get('engagement')).json()).toMatchObject({ loginStreak: 1, taskStreak: 1 });
  expect((await post(`tasks/${family.taskId}/reopen`)).statusCode).toBe(204);
});

test('a family staff create from the checklist sees its first step-1 tasks, one per item and member', async () => {
  const admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
  const staff = (method: 'POST', url: string, payload: object) =>
    t.app.inject({ method, url: `/api/staff/${url}`, payload, headers: { authorization: admin } });
  const created = await staff('POST', 'families', {
    familyName: 'Adeyemi Family',
    primaryContactName: 'Ngozi Adeyemi',
  });
  expect(created.statusCode).toBe(201);
  const familyId = created.json().id as string;
  const member = await staff('POST', `families/${familyId}/household`, {
    name: 'Ngozi Adeyemi',
    role: 'primary_applicant',
  });
  expect(member.statusCode).toBe(201);
  await t.db.insert(users).values({
    email: 'ngozi@example.org',
    passwordHash: await hashPassword(TEST_PASSWORD),
    kind: 'family',
    familyId,
    emailConfirmedAt: new Date(),
  });
  const ngozi = (await signInFamily(t.app, 'ngozi@example.org', TEST_PASSWORD)).authorization;
  const tasks = (
    await t.app.inject({ method: 'GET', url: '/api/family/tasks', headers: { authorization: ngozi } })
  ).json();
  expect(tasks.urgent).toEqual([]);
  expect(tasks.upcoming.map((task: Task) => task.title)).toEqual(
    expect.arrayContaining([
      'Complete Resource Family Application (RFA 01A)',
      'Complete Criminal Record Statement (RFA 01B) for Ngozi Adeyemi',
      'Upload Government-Issued Photo ID for Ngozi Adeyemi',
    ]),
  );
  expect(
    tasks.upcoming.every((task: Task) => task.source === 'document' && task.document?.stepId === 1),
  ).toBe(true);
});

test('a new family sees its first real tasks: the required items of its current step, each opening that item', async () => {
  const [adult] = await t.db
    .insert(householdMembers)
    .values({ familyId: family.family.id, name: 'Luis Rivera', role: 'adult', age: 70 })
    .returning({ id: householdMembers.id });
  const photoId = await addDocument({ documentName: 'Photo ID', householdMemberId: adult!.id });
  const application = await addDocument({
    documentName: 'Resource Family Application',
    documentType: 'form',
  });
  await addDocument({ documentName: 'Pet Vaccination Records', required: false });
  await addDocument({ documentName: 'Floor Plan', stepId: 7 });

  const tasks = await allTasks();
  expect(tasks.urgent).toEqual([]);
  const derived = tasks.upcoming.filter((task) => task.source === 'document');
  expect(derived.map((task) => task.title).sort()).toEqual([
    'Complete Resource Family Application',
    'Upload Photo ID for Luis Rivera',
  ]);
  expect(derived.find((task) => task.id === photoId)).toMatchObject({
    priority: 'medium',
    actionLabel: 'Start Task',
    description: 'Requested for step 1: Dream.',
    document: {
      id: photoId,
      stepId: 1,
      name: 'Photo ID',
      kind: 'upload',
      memberName: 'Luis Rivera',
      reason: 'pending',
    },
  });
  expect(derived.find((task) => task.id === application)?.document).toMatchObject({
    kind: 'form',
    stepId: 1,
  });
  // The manual task staff set is still there, with Mark Complete (source manual).
  expect(tasks.upcoming.filter((task) => task.source === 'manual').map((task) => task.id)).toEqual([
    family.taskId,
  ]);
});

test('a rejected item is an urgent task with the reason, an expired one asks for a new copy; handing in ends them', async () => {
  const rejected = await addDocument({
    documentName: 'TB Test Results',
    stepId: 4,
    status: 'rejected',
    rejectedAt: new Date(),
    rejectionReason: 'The date is not readable',
    householdMemberId: family.memberId,
  });
  const expired = await addDocument({ documentName: 'CPR Certificate', stepId: 6, status: 'expired' });
  await addDocument({
    documentName: 'Waived Item',
    status: 'waived',
    waivedAt: new Date(),
    waivedReason: 'Not needed',
  });

  const tasks = await allTasks();
  expect(tasks.urgent.map((task) => task.id)).toEqual(expect.arrayContaining([rejected, expired]));
  expect(tasks.urgent.find((task) => task.id === rejected)).toMatchObject({
    title: 'Upload a new TB Test Results for Pat Rivera',
    description: 'Rejected — please upload again. Reason: The date is not readable',
    priority: 'urgent',
    actionLabel: 'Take Action',
    document: { id: rejected, stepId: 4, reason: 'rejected', rejectionReason: 'The date is not readable' },
  });
  expect(tasks.urgent.find((task) => task.id === expired)).toMatchObject({
    title: 'Upload a new copy of CPR Certificate',
    priority: 'high',
    document: { reason: 'expired', rejectionReason: null },
  });
  expect(flat(tasks).map((task) => task.title)).not.toContain('Upload Waived Item');

  // Handing the items in: the tasks go away by themselves (nothing is stored).
  await t.db
    .update(familyDocuments)
    .set({ status: 'submitted', submittedAt: new Date() })
    .where(eq(familyDocuments.id, rejected));
  await t.db.update(familyDocuments).set({ status: 'submitted' }).where(eq(familyDocuments.id, expired));
  const after = flat(await allTasks()).map((task) => task.id);
  expect(after).not.toContain(rejected);
  expect(after).not.toContain(expired);
});

test('a derived task cannot be marked complete: it is not a stored task', async () => {
  const derived = flat(await allTasks()).find((task) => task.source === 'document');
  expect((await post(`tasks/${derived!.id}/complete`)).statusCode).toBe(404);
});

test('Mark Complete can be undone: the task comes back and both steps are audited', async () => {
  expect((await post(`tasks/${family.taskId}/complete`)).statusCode).toBe(204);
  expect(flat(await allTasks()).map((task) => task.id)).not.toContain(family.taskId);

  expect((await post(`tasks/${family.taskId}/reopen`)).statusCode).toBe(204);
  expect((await post(`tasks/${family.taskId}/reopen`)).statusCode).toBe(204);
  expect(flat(await allTasks()).map((task) => task.id)).toContain(family.taskId);

  const audits = async (action: 'family.task_completed' | 'family.task_reopened') => {
    const [row] = await t.db
      .select({ n: count() })
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.objectId, family.taskId)));
    return row?.n;
  };
  // Once each here, after once each in the streak test.
  expect(await audits('family.task_completed')).toBe(2);
  expect(await audits('family.task_reopened')).toBe(2);
  const activity = (await get('activity?limit=1')).json();
  expect(activity[0]).toMatchObject({
    action: 'family.task_reopened',
    description: `Pat Rivera reopened the task "Rivera private task"`,
  });
});

test('another family’s task cannot be reopened (404), and a bad id is a 400', async () => {
  const other = await createTestFamily(t.db, { email: 'other-tasks@example.org', surname: 'Other' });
  expect((await post(`tasks/${other.taskId}/reopen`)).statusCode).toBe(404);
  const response = await post('tasks/not-a-uuid/reopen');
  expect(response.statusCode).toBe(400);
  expect(response.json().code).toBe('VALIDATION_FAILED');
});

test('Documents x/y counts the required items that are not waived, and of them those handed in', async () => {
  const stats = (await get('stats')).json();
  // Required, not waived: the helper's approved ID and pending reference letter, Photo ID, the application,
  // Floor Plan, TB test (submitted) and CPR certificate (submitted). Handed in: the ID, TB test, CPR certificate.
  expect(stats.documents).toEqual({ submitted: 3, required: 7 });
});

test("each member's files are counted from their documents, not stored figures", async () => {
  const household = (await get('household')).json();
  const all = [...household.primaryApplicants, ...household.members];
  // Pat: the approved ID and the TB test handed in again; Luis: the pending photo ID.
  expect(all.find((m: { name: string }) => m.name === 'Pat Rivera')).toMatchObject({
    filesSubmitted: 2,
    filesRequired: 2,
    completionRate: 100,
    status: 'complete',
  });
  expect(all.find((m: { name: string }) => m.name === 'Luis Rivera')).toMatchObject({
    filesSubmitted: 0,
    filesRequired: 1,
    completionRate: 0,
    status: 'in_progress',
  });
});

test('repeated sign-ins collapse into one line of the activity feed', async () => {
  for (let i = 0; i < 3; i += 1) await signInFamily(t.app, family.user.email, TEST_PASSWORD);
  const activity = (await get('activity?limit=2')).json();
  expect(activity).toHaveLength(2);
  expect(activity[0]).toMatchObject({
    action: 'auth.sign_in',
    description: 'Pat Rivera signed in 3 times',
    params: { who: 'Pat Rivera', count: 3 },
  });
  expect(activity[1].action).toBe('family.task_reopened');
});
