import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { StaffAssistantExchange } from '@shared/staff-assistant/staff-assistant.schema';
import { auditLog, courseAssignments, families, familyDocuments, familyTraining } from '../../db/schema';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts';
import { assignCourse, createPublishedQuizCourse } from '../../testing/learning-fixtures';
import { createTestFamily, signInFamily } from '../../testing/test-families';
import { createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { TEST_PASSWORD } from '../../testing/test-users';

let t: TestApp;
let admin: string;
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const dateDaysAgo = (days: number) => daysAgo(days).toISOString().slice(0, 10);

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t.app, 'admin@haven.demo', DEMO_PASSWORD)).authorization;
});
afterAll(async () => {
  await t.close();
});

async function ask(question: string, authorization = admin): Promise<StaffAssistantExchange> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/staff/assistant/messages',
    headers: { authorization },
    payload: { question },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const linkPaths = (exchange: StaffAssistantExchange) => exchange.answer.links.map((l) => l.path);

test('how many documents are waiting for review: the review queue count, with a link to it', async () => {
  const queue = async () =>
    (
      await t.app.inject({
        url: '/api/staff/documents?status=submitted&pageSize=1',
        headers: { authorization: admin },
      })
    ).json().total as number;
  const [family] = await t.db.select({ id: families.id }).from(families).limit(1);
  await t.db.insert(familyDocuments).values(
    [1, 2].map((i) => ({
      familyId: family!.id,
      stepId: 4,
      documentName: `Waiting ${i}`,
      status: 'submitted' as const,
      submittedAt: daysAgo(3),
    })),
  );
  const expected = await queue();
  expect(expected).toBeGreaterThanOrEqual(2);

  const { answer } = await ask('How many documents are waiting for review?');
  expect(answer.content).toContain(`${expected} documents are waiting for review.`);
  expect(answer).toMatchObject({
    role: 'assistant',
    intent: 'documents_waiting_review',
    model: 'haven-staff-rules-1',
  });
  expect(answer.confidence).toBeGreaterThan(0.8);
  expect(answer.links).toEqual([
    { kind: 'link', label: 'Open the review queue', path: '/staff/documents?status=submitted' },
  ]);
});

test('expiring documents: the count of the Documents page’s Expiring soon filter', async () => {
  const expected = (
    await t.app.inject({
      url: '/api/staff/documents?expiring=soon&pageSize=1',
      headers: { authorization: admin },
    })
  ).json().total as number;
  const exchange = await ask('which documents are expiring soon');
  expect(exchange.answer.intent).toBe('documents_expiring');
  expect(exchange.answer.content).toMatch(new RegExp(`^${expected} approved document`));
  expect(linkPaths(exchange)).toEqual(['/staff/documents?expiring=soon']);
});

test('families in step 7 for more than 30 days: by the last step move, else the previous step’s sign-off, else the start', async () => {
  const long = await createTestFamily(t.db, {
    email: 'long@example.org',
    surname: 'Longstay',
    currentStep: 7,
    startDate: dateDaysAgo(100),
  });
  const recent = await createTestFamily(t.db, {
    email: 'recent@example.org',
    surname: 'Freshstart',
    currentStep: 7,
    startDate: dateDaysAgo(10),
  });
  const moved = await createTestFamily(t.db, {
    email: 'moved@example.org',
    surname: 'Justmoved',
    currentStep: 7,
    startDate: dateDaysAgo(100),
  });
  await t.db.insert(auditLog).values({
    action: 'family.step_moved',
    familyId: moved.family.id,
    at: daysAgo(5),
    details: { from: 6, to: 7 },
  });
  const signedOff = await createTestFamily(t.db, {
    email: 'signed@example.org',
    surname: 'Signedoff',
    currentStep: 7,
    startDate: dateDaysAgo(100),
  });
  await t.db.insert(familyDocuments).values({
    familyId: signedOff.family.id,
    stepId: 6,
    documentName: 'Insurance',
    status: 'approved',
    submittedAt: daysAgo(4),
    approvedAt: daysAgo(3),
  });
  const [{ expected } = { expected: 0 }] = await t.db
    .select({ expected: sql<number>`count(*)`.mapWith(Number) })
    .from(families)
    .where(and(eq(families.currentStep, 7), eq(families.status, 'active')));

  const exchange = await ask('Which families are in step 7 for more than 30 days?');
  expect(exchange.answer.intent).toBe('families_in_step_over_days');
  expect(exchange.answer.content).toContain('Longstay Family (100 days)');
  for (const name of ['Freshstart', 'Justmoved', 'Signedoff'])
    expect(exchange.answer.content).not.toContain(name);
  expect(exchange.answer.content).toMatch(/^\d+ active famil(y has|ies have) been in step 7 \(Demonstrate\)/);
  expect(Number(/^\d+/.exec(exchange.answer.content)?.[0])).toBeLessThanOrEqual(expected - 3);
  expect(linkPaths(exchange)).toContain('/staff/families?step=7');
  expect(linkPaths(exchange)).toContain(`/staff/families/${long.family.id}`);
  expect(linkPaths(exchange)).not.toContain(`/staff/families/${recent.family.id}`);
});

test('how many families are in a step, and in each step', async () => {
  const [{ count } = { count: 0 }] = await t.db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(families)
    .where(and(eq(families.currentStep, 7), eq(families.status, 'active')));
  const one = await ask('how many families are in step 7');
  expect(one.answer.content).toBe(`${count} active families are in step 7 (Demonstrate).`);

  const all = await ask('how many families are in each step?');
  expect(all.answer.intent).toBe('families_by_step');
  expect(all.answer.content).toContain(`step 7 Demonstrate: ${count}`);
  expect(linkPaths(all)).toEqual(['/staff/families', '/staff/families/applications']);
});

test('what is missing for a family: items up to its step, rejected ones, later ones counted, hours, quick actions', async () => {
  const { family } = await createTestFamily(t.db, {
    email: 'okonkwo@example.org',
    surname: 'Okonkwo',
    currentStep: 2,
  });
  await t.db.insert(familyDocuments).values([
    {
      familyId: family.id,
      stepId: 1,
      documentName: 'Medical Report',
      status: 'rejected',
      submittedAt: daysAgo(3),
      rejectedAt: daysAgo(2),
      rejectionReason: 'Blurry',
    },
    { familyId: family.id, stepId: 5, documentName: 'Placement Preferences', status: 'pending' },
  ]);
  await t.db.insert(familyTraining).values({ familyId: family.id, requiredHours: 40, completedHours: 12.5 });

  const exchange = await ask('What is missing for the okonkwoo family?');
  expect(exchange.answer.intent).toBe('family_missing');
  expect(exchange.answer.content).toBe(
    `Okonkwo Family (${family.caseNumber}) is in step 2 (Discover). Still missing for the steps so far: 2 items: ` +
      'Medical Report (rejected); Employer Reference Letter. 1 more item is asked for in later steps. ' +
      'Training: 12.5 of 40 hours done, 27.5 to go.',
  );
  expect(exchange.answer.links).toEqual([
    { kind: 'quick_action', label: 'Family Dashboard', path: `/staff/families/${family.id}` },
    { kind: 'quick_action', label: 'Assign Documents', path: `/staff/families/${family.id}?tab=documents` },
    { kind: 'quick_action', label: 'Assign Training', path: `/staff/assignments?search=${family.id}` },
  ]);

  const hours = await ask('How many training hours does the Okonkwo family have?');
  expect(hours.answer.intent).toBe('family_training_hours');
  expect(hours.answer.content).toContain('has 12.5 of 40 required training hours, 27.5 to go.');
});

test('a name two families share is listed back with both, and nothing about either is told', async () => {
  const first = await createTestFamily(t.db, { email: 'l1@example.org', surname: 'Lindqvist' });
  const second = await createTestFamily(t.db, { email: 'l2@example.org', surname: 'Lindqvist' });
  const exchange = await ask('what is missing for the Lindqvist family');
  expect(exchange.answer.content).toMatch(/^Several families match "lindqvist": /);
  expect(exchange.answer.content).not.toContain('Employer Reference Letter');
  expect(linkPaths(exchange).sort()).toEqual(
    [`/staff/families/${first.family.id}`, `/staff/families/${second.family.id}`].sort(),
  );

  const none = await ask('what is missing for the Zyxwvut family');
  expect(none.answer.content).toBe(
    'I couldn\'t find a family called "zyxwvut". Check the name on All Families.',
  );
});

test('overdue required courses: past due and not completed, with the family and the course', async () => {
  const { courseId } = await createPublishedQuizCourse(t.app, admin, { title: 'Overdue Safety Basics' });
  const { family } = await createTestFamily(t.db, { email: 'late@example.org', surname: 'Latecomer' });
  const familyAuth = (await signInFamily(t.app, 'late@example.org', TEST_PASSWORD)).authorization;
  const future = new Date(Date.now() + 30 * DAY_MS).toISOString().slice(0, 10);
  await assignCourse(t.app, { staff: admin, family: familyAuth }, family.id, courseId, { dueDate: future });
  await t.db
    .update(courseAssignments)
    .set({ dueDate: dateDaysAgo(2) })
    .where(eq(courseAssignments.familyId, family.id));

  const exchange = await ask('which required courses are overdue?');
  expect(exchange.answer.intent).toBe('overdue_required_courses');
  expect(exchange.answer.content).toContain(
    `Latecomer Family: Overdue Safety Basics (due ${dateDaysAgo(2)})`,
  );
  expect(linkPaths(exchange)).toContain('/staff/assignments');
  expect(linkPaths(exchange)).toContain(`/staff/families/${family.id}`);
});

test('an unknown question gets the examples the asker may ask', async () => {
  const exchange = await ask('what is the weather like today');
  expect(exchange.answer.intent).toBe('unknown');
  expect(exchange.answer.confidence).toBeLessThan(0.3);
  expect(exchange.answer.content).toContain("Sorry, I didn't understand that. I can answer questions like:");
  expect(exchange.answer.content).toContain('"How many documents are waiting for review?"');
});
