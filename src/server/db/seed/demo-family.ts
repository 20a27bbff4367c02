import { and, eq } from 'drizzle-orm';
import type { Tx } from '../client';
import {
  backgroundChecks,
  families,
  familyDocuments,
  familyAppointments,
  familySupportStaff,
  familyTasks,
  familyTraining,
  householdMembers,
  type TaskPriority,
  type TASK_TYPES,
} from '../schema';
import type { SeedClock } from './clock';
import type { PasswordHasher } from './seed-types';
import { DEMO_FAMILY_ACCOUNT, DEMO_FAMILY_CASE_NUMBER, DEMO_FAMILY_ID } from './demo-accounts';
import type { DemoStaffIds } from './demo-staff';
import { insertUser } from './demo-staff';
import { insertHouseholdAndDocuments, journeyPosition, type SeedJourney } from './journey-documents';

/** Steps 1–3 done, step 4 (Document) in progress with 8 days left: the spec's sample journey. */
const MARTINEZ_JOURNEY: Omit<SeedJourney, 'familyId'> = {
  completedSteps: 3,
  startedDaysAgo: 60,
  currentStepDueInDays: 8,
  members: [
    { name: 'Maria Martinez', role: 'primary_applicant', relationship: 'Self', age: 38 },
    { name: 'David Martinez', role: 'co_applicant', relationship: 'Spouse', age: 40 },
    { name: 'Rosa Martinez', role: 'adult', relationship: 'Grandmother', age: 67 },
    { name: 'Sofia Martinez', role: 'child', relationship: 'Daughter', age: 9 },
  ],
};

/**
 * Rosa's driver's license, approved in step 1, runs out in three weeks (staff entered the date printed on it):
 * a fresh demo shows it under "Expiring soon" on the staff Documents page and dashboard.
 */
const EXPIRING_SOON = { documentName: 'Government-Issued Photo ID', memberIndex: 2, inDays: 21 } as const;

async function markExpiringSoon(tx: Tx, clock: SeedClock, memberId: string | undefined) {
  if (!memberId) throw new Error('the demo household has no member for the expiring document');
  const updated = await tx
    .update(familyDocuments)
    .set({ expiresOn: clock.date(EXPIRING_SOON.inDays) })
    .where(
      and(
        eq(familyDocuments.householdMemberId, memberId),
        eq(familyDocuments.documentName, EXPIRING_SOON.documentName),
        eq(familyDocuments.status, 'approved'),
      ),
    )
    .returning({ id: familyDocuments.id });
  if (updated.length !== 1)
    throw new Error(`the demo has no approved ${EXPIRING_SOON.documentName} to expire`);
}

/**
 * Each adult's checks (issue 43): Maria's are back, David's FBI result is out and his CACI submitted, Rosa's
 * prints went in last week; she lived in Texas until two years ago, so the out-of-state registry applies (not
 * started). David drives the children: his DMV record is cleared. Sofia (9) needs none.
 */
const BACKGROUND_CHECKS = [
  { member: 0, type: 'doj', status: 'cleared', submitted: -42, result: -35 },
  { member: 0, type: 'fbi', status: 'cleared', submitted: -42, result: -33 },
  { member: 0, type: 'caci', status: 'cleared', submitted: -42, result: -30 },
  { member: 1, type: 'doj', status: 'cleared', submitted: -42, result: -35 },
  { member: 1, type: 'fbi', status: 'in_process', submitted: -42, expected: 5 },
  { member: 1, type: 'caci', status: 'submitted', submitted: -10, expected: 4 },
  { member: 1, type: 'dmv', status: 'cleared', submitted: -20, result: -18 },
  { member: 2, type: 'doj', status: 'submitted', submitted: -6, expected: 1 },
  { member: 2, type: 'fbi', status: 'submitted', submitted: -6, expected: 3 },
] as const satisfies readonly {
  member: number;
  type: string;
  status: 'cleared' | 'in_process' | 'submitted';
  submitted: number;
  result?: number;
  expected?: number;
}[];
const CHECK_FLAGS = [
  { member: 1, drivesChildren: true },
  { member: 2, livedOutOfState: true },
] as const;

const APPOINTMENTS = [
  { appointmentType: 'Home Visit', inDays: 6, location: 'Martinez home' },
  { appointmentType: 'Caseworker Check-In Call', inDays: 20, location: 'Phone' },
  { appointmentType: 'Home Health and Safety Inspection', inDays: 34, location: 'Martinez home' },
] as const;

/**
 * Manual tasks the support team set; what the family must hand in becomes a task by itself (derived from its
 * documents), so none of these repeats a document. assignedBy indexes the support team: 0 caseworker, 1 licensing worker, 2 training coordinator. */
const TASKS: {
  title: string;
  description: string;
  priority: TaskPriority;
  dueInDays: number;
  type: (typeof TASK_TYPES)[number];
  actionLabel: string;
  assignedBy: number;
}[] = [
  {
    title: 'Schedule your home health and safety inspection',
    description: 'Pick a time when every adult in the household can be at home.',
    priority: 'medium',
    dueInDays: 10,
    type: 'schedule',
    actionLabel: 'Schedule Visit',
    assignedBy: 1,
  },
  {
    title: 'Complete the Placement Preferences Questionnaire',
    description: 'Tell us about the ages and needs of children your family is prepared to care for.',
    priority: 'medium',
    dueInDays: 14,
    type: 'form',
    actionLabel: 'Start Form',
    assignedBy: 0,
  },
  {
    title: 'Review the Trauma-Informed Care handout',
    description: 'Read the handout before your next training session.',
    priority: 'low',
    dueInDays: 3,
    type: 'review',
    actionLabel: 'Start Task',
    assignedBy: 2,
  },
];

/** The Martinez family: the family dashboard's fixed demo family, with a family-portal account. */
export async function seedDemoFamily(
  tx: Tx,
  clock: SeedClock,
  staff: DemoStaffIds,
  hashPassword: PasswordHasher,
): Promise<void> {
  const familyId = DEMO_FAMILY_ID;
  await tx.insert(families).values({
    id: familyId,
    caseNumber: DEMO_FAMILY_CASE_NUMBER,
    familyName: 'Martinez Family',
    primaryContactName: 'Maria Martinez',
    primaryContactEmail: DEMO_FAMILY_ACCOUNT.email,
    preferredLanguage: 'en',
    timezone: 'America/Los_Angeles',
    lastLogin: clock.at(-1),
    status: 'active',
    ...journeyPosition(MARTINEZ_JOURNEY.completedSteps),
    startDate: clock.date(-MARTINEZ_JOURNEY.startedDaysAgo),
    estimatedCompletion: clock.date(120),
    createdAt: clock.at(-MARTINEZ_JOURNEY.startedDaysAgo),
  });
  const { memberIds } = await insertHouseholdAndDocuments(tx, clock, { ...MARTINEZ_JOURNEY, familyId });
  await markExpiringSoon(tx, clock, memberIds[EXPIRING_SOON.memberIndex]);
  await insertUser(tx, clock, { ...DEMO_FAMILY_ACCOUNT, kind: 'family' }, hashPassword);

  await tx.insert(familyTraining).values({
    familyId,
    requiredHours: 40,
    completedHours: 12,
    currentModule: 'Trauma-Informed Care',
    nextSessionDate: clock.at(3),
    moduleProgress: 50,
  });
  const memberId = (index: number) => {
    const id = memberIds[index];
    if (!id) throw new Error(`the demo household has no member ${index}`);
    return id;
  };
  for (const { member, ...flags } of CHECK_FLAGS) {
    await tx
      .update(householdMembers)
      .set(flags)
      .where(eq(householdMembers.id, memberId(member)));
  }
  await tx.insert(backgroundChecks).values(
    BACKGROUND_CHECKS.map((check, index) => ({
      familyId,
      memberId: memberId(check.member),
      checkType: check.type,
      status: check.status,
      submittedDate: clock.date(check.submitted),
      expectedDate: 'expected' in check ? clock.date(check.expected) : null,
      resultDate: 'result' in check ? clock.date(check.result) : null,
      updatedBy: staff.supportTeam[0]?.userId ?? null,
      createdAt: clock.at(-42, index),
    })),
  );
  await tx.insert(familyAppointments).values(
    APPOINTMENTS.map(({ inDays, ...appointment }) => ({
      familyId,
      ...appointment,
      scheduledDate: clock.at(inDays),
    })),
  );
  await tx.insert(familyTasks).values(
    TASKS.map(({ dueInDays, assignedBy, ...task }) => ({
      familyId,
      ...task,
      dueDate: clock.date(dueInDays),
      assignedBy: staff.supportTeam[assignedBy]?.userId ?? null,
    })),
  );
  await tx
    .insert(familySupportStaff)
    .values(staff.supportTeam.map((member, position) => ({ familyId, ...member, position })));
}
