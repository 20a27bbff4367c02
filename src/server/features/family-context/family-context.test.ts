import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import {
  backgroundChecks,
  families,
  familyAppointments,
  familyDocuments,
  householdMembers,
} from '../../db/schema';
import { DEMO_FAMILY_ID } from '../../db/seed/demo-accounts';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildFamilyContext } from './family-context.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const now = () => new Date();

async function newFamily(caseNumber: string, values: Partial<typeof families.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(families)
    .values({ caseNumber, primaryContactName: 'Lee  Okafor-Smith', startDate: '2026-01-10', ...values })
    .returning();
  return row!;
}

test('the demo family context matches the seeded journey', async () => {
  const context = await buildFamilyContext(t.db, DEMO_FAMILY_ID, now());
  expect(context).toMatchObject({
    familyId: DEMO_FAMILY_ID,
    caseNumber: 'HVN-2026-0001',
    familyName: 'Martinez Family',
    status: 'active',
    primaryContact: {
      name: 'Maria Martinez',
      preferredFirstName: 'Maria',
      language: 'en',
      timezone: 'America/Los_Angeles',
    },
    currentStep: 4,
    stepName: 'Document',
    totalSteps: 8,
    completedSteps: 3,
    daysInProcess: 60,
    progressPercentage: 38,
    training: {
      requiredHours: 40,
      completedHours: 12,
      currentModule: 'Trauma-Informed Care',
      moduleProgress: 50,
    },
    unreadMessages: 0,
    indicators: { riskLevel: 'low', riskFactors: [] },
  });
  expect(context?.primaryContact.lastLogin).toEqual(expect.any(String));
  expect(context?.householdMembers.map((m) => m.name)).toEqual([
    'Maria Martinez',
    'David Martinez',
    'Rosa Martinez',
    'Sofia Martinez',
  ]);
  // One FBI check is still processing, so the overall status is processing; only the DOJ check is cleared.
  // Maria's, David's (and his DMV record, he drives) and Rosa's (and the out-of-state registry) checks.
  expect(context?.backgroundChecks).toMatchObject({ status: 'processing', required: 11 });
  expect(context?.backgroundChecks.clearedTypes).toHaveLength(5);
  // The nine checks recorded so far (Rosa's CACI and registry are not started).
  expect(context?.backgroundChecks.types).toHaveLength(9);
  expect(context?.upcomingAppointments.map((a) => a.appointmentType)).toEqual([
    'Home Visit',
    'Caseworker Check-In Call',
    'Home Health and Safety Inspection',
  ]);
  const documents = context!.documents;
  const rows = await t.db.select().from(familyDocuments).where(eq(familyDocuments.familyId, DEMO_FAMILY_ID));
  const having = (...statuses: string[]) => rows.filter((r) => statuses.includes(r.status)).length;
  const required = rows.filter((r) => r.required && r.status !== 'waived');
  expect(documents).toMatchObject({
    required: required.length,
    approved: having('approved', 'completed'),
    rejected: 1,
    pending: having('pending'),
    submitted: required.filter((r) => ['approved', 'completed', 'submitted'].includes(r.status)).length,
  });
  expect(documents.missing).toContain("physician's_report_(lic_503)");
  expect(documents.missing).not.toContain('proof_of_income');
  expect(documents.missing).not.toContain('pet_vaccination_records');
  expect(documents.missing.every((key) => key === key.toLowerCase() && !key.includes(' '))).toBe(true);
});

test('document counts: submitted counts required items handed in (not rejected), waived items are not required; missing keys are required pending items', async () => {
  const family = await newFamily('CTX-0001');
  await t.db.insert(familyDocuments).values([
    { familyId: family.id, documentName: 'Photo ID', status: 'approved', approvedAt: new Date() },
    { familyId: family.id, documentName: 'Proof of Income', status: 'pending' },
    { familyId: family.id, documentName: 'Medical Report', status: 'submitted' },
    { familyId: family.id, documentName: 'Pet Vaccination', required: false, status: 'pending' },
    { familyId: family.id, documentName: 'Home Insurance', status: 'rejected', rejectedAt: new Date() },
    { familyId: family.id, documentName: 'Signed Agreement', documentType: 'e-sign', status: 'completed' },
  ]);
  const context = await buildFamilyContext(t.db, family.id, now());
  expect(context?.documents).toEqual({
    required: 5,
    submitted: 3,
    approved: 2,
    rejected: 1,
    pending: 2,
    missing: ['proof_of_income'],
  });
});

test('without training, checks or appointments the spec defaults apply', async () => {
  const family = await newFamily('CTX-0002', { familyName: null, preferredLanguage: 'vi', lastLogin: null });
  const context = await buildFamilyContext(t.db, family.id, new Date('2026-01-20T12:00:00Z'));
  expect(context).toMatchObject({
    familyName: 'Okafor-Smith Family',
    primaryContact: { name: 'Lee  Okafor-Smith', preferredFirstName: 'Lee', language: 'vi', lastLogin: null },
    currentStep: 1,
    completedSteps: 0,
    daysInProcess: 10,
    householdMembers: [],
    documents: { required: 0, submitted: 0, approved: 0, rejected: 0, pending: 0, missing: [] },
    training: {
      requiredHours: 40,
      completedHours: 0,
      currentModule: 'Getting Started',
      nextSessionDate: null,
      moduleProgress: 0,
    },
    backgroundChecks: {
      status: 'pending',
      // Nobody in the household yet: no adult to check.
      required: 0,
      types: [],
      clearedTypes: [],
      submittedDates: [],
      expectedDates: [],
    },
    upcomingAppointments: [],
  });
});

test("background checks: each adult's checks; all back is completed, any not started without one out is pending", async () => {
  const family = await newFamily('CTX-0003');
  const [adult] = await t.db
    .insert(householdMembers)
    .values({ familyId: family.id, name: 'Ada Okafor', role: 'primary_applicant', age: 40 })
    .returning({ id: householdMembers.id });
  const memberId = adult!.id;
  await t.db.insert(backgroundChecks).values([
    {
      familyId: family.id,
      memberId,
      checkType: 'doj',
      status: 'cleared',
      submittedDate: '2026-02-01',
      expectedDate: '2026-02-08',
    },
    {
      familyId: family.id,
      memberId,
      checkType: 'fbi',
      status: 'needs_exemption',
      submittedDate: '2026-01-30',
      expectedDate: '2026-02-10',
    },
  ]);
  let context = await buildFamilyContext(t.db, family.id, now());
  expect(context?.backgroundChecks).toMatchObject({
    // needs_exemption is "in process" to the family.
    status: 'processing',
    required: 3,
    clearedTypes: ['California DOJ Fingerprint (Live Scan)'],
    submittedDates: ['2026-01-30', '2026-02-01'],
    expectedDates: ['2026-02-08', '2026-02-10'],
  });
  await t.db
    .update(backgroundChecks)
    .set({ status: 'exemption_granted' })
    .where(eq(backgroundChecks.checkType, 'fbi'));
  await t.db
    .insert(backgroundChecks)
    .values({ familyId: family.id, memberId, checkType: 'caci', status: 'cleared' });
  context = await buildFamilyContext(t.db, family.id, now());
  expect(context?.backgroundChecks).toMatchObject({ status: 'completed', required: 3 });
  expect(context?.backgroundChecks.clearedTypes).toHaveLength(3);
});

test('only scheduled appointments from now on are upcoming, soonest first; approved families have every step done', async () => {
  const family = await newFamily('CTX-0004', {
    status: 'approved',
    currentStep: 8,
    stepName: 'Decide',
    progressPercentage: 100,
  });
  const day = 86_400_000;
  await t.db.insert(familyAppointments).values([
    { familyId: family.id, appointmentType: 'Later', scheduledDate: new Date(Date.now() + 9 * day) },
    { familyId: family.id, appointmentType: 'Past', scheduledDate: new Date(Date.now() - day) },
    {
      familyId: family.id,
      appointmentType: 'Cancelled',
      scheduledDate: new Date(Date.now() + day),
      status: 'cancelled',
    },
    {
      familyId: family.id,
      appointmentType: 'Sooner',
      scheduledDate: new Date(Date.now() + 2 * day),
      location: 'Office',
    },
  ]);
  await t.db
    .insert(householdMembers)
    .values({ familyId: family.id, name: 'Lee Okafor-Smith', role: 'primary_applicant', age: 50 });
  const context = await buildFamilyContext(t.db, family.id, now());
  expect(context?.upcomingAppointments.map((a) => [a.appointmentType, a.location])).toEqual([
    ['Sooner', 'Office'],
    ['Later', null],
  ]);
  expect(context).toMatchObject({
    completedSteps: 8,
    status: 'approved',
    householdMembers: [{ role: 'primary_applicant', age: 50 }],
  });
});

test('an unknown family has no context', async () => {
  expect(await buildFamilyContext(t.db, '11111111-1111-4111-8111-111111111111', now())).toBeNull();
});
