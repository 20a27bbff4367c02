import type { Tx } from '../client';
import {
  backgroundChecks,
  families,
  familyAppointments,
  familyTraining,
  type FAMILY_STATUSES,
} from '../schema';
import type { LanguageCode } from '../../../shared/i18n/languages';
import type { SeedClock } from './clock';
import { insertHouseholdAndDocuments, journeyPosition, type SeedMember } from './journey-documents';

interface OtherFamily {
  caseNumber: string;
  surname: string;
  members: readonly SeedMember[];
  language: LanguageCode;
  status: (typeof FAMILY_STATUSES)[number];
  completedSteps: number;
  startedDaysAgo: number;
}

const primary = (name: string, age: number): SeedMember => ({
  name,
  role: 'primary_applicant',
  relationship: 'Self',
  age,
});
const co = (name: string, age: number): SeedMember => ({
  name,
  role: 'co_applicant',
  relationship: 'Spouse',
  age,
});

/** Families at every stage and status, so staff lists, filters and analytics have something to show. */
const OTHER_FAMILIES: readonly OtherFamily[] = [
  {
    caseNumber: 'HVN-2026-0002',
    surname: 'Thompson',
    language: 'en',
    status: 'active',
    completedSteps: 0,
    startedDaysAgo: 5,
    members: [primary('James Thompson', 45)],
  },
  {
    caseNumber: 'HVN-2026-0003',
    surname: 'Garcia',
    language: 'es',
    status: 'active',
    completedSteps: 1,
    startedDaysAgo: 21,
    members: [primary('Ana Garcia', 33), co('Luis Garcia', 35)],
  },
  {
    caseNumber: 'HVN-2026-0004',
    surname: 'Nguyen',
    language: 'vi',
    status: 'on_hold',
    completedSteps: 2,
    startedDaysAgo: 48,
    members: [
      primary('Linh Nguyen', 41),
      co('Minh Nguyen', 43),
      { name: 'Bao Nguyen', role: 'child', relationship: 'Son', age: 12 },
    ],
  },
  {
    caseNumber: 'HVN-2026-0005',
    surname: 'Zhang',
    language: 'zh',
    status: 'active',
    completedSteps: 5,
    startedDaysAgo: 118,
    members: [primary('Wei Zhang', 50), co('Mei Zhang', 48)],
  },
  {
    caseNumber: 'HVN-2026-0006',
    surname: 'Santos',
    language: 'tl',
    status: 'active',
    completedSteps: 6,
    startedDaysAgo: 150,
    members: [
      primary('Maricel Santos', 36),
      { name: 'Jose Santos', role: 'adult', relationship: 'Father', age: 62 },
    ],
  },
  {
    caseNumber: 'HVN-2026-0007',
    surname: 'Williams',
    language: 'en',
    status: 'approved',
    completedSteps: 8,
    startedDaysAgo: 230,
    members: [primary('Robert Williams', 52), co('Karen Williams', 51)],
  },
  {
    caseNumber: 'HVN-2026-0008',
    surname: 'Brooks',
    language: 'en',
    status: 'withdrawn',
    completedSteps: 1,
    startedDaysAgo: 95,
    members: [primary('Kevin Brooks', 29)],
  },
];

/** The three checks every adult needs (the seeded types of migration 0036). */
const CLEARED_CHECKS = ['doj', 'fbi', 'caci'];
const HOURS_PER_STEP = 40 / 8;

export async function seedOtherFamilies(tx: Tx, clock: SeedClock): Promise<void> {
  for (const family of OTHER_FAMILIES) {
    const contact = family.members[0]?.name ?? family.surname;
    const [row] = await tx
      .insert(families)
      .values({
        caseNumber: family.caseNumber,
        familyName: `${family.surname} Family`,
        primaryContactName: contact,
        primaryContactEmail: `${contact.toLowerCase().replaceAll(' ', '.')}@example.org`,
        preferredLanguage: family.language,
        status: family.status,
        lastLogin: family.status === 'withdrawn' ? clock.at(-60) : clock.past(-(family.completedSteps % 4)),
        ...journeyPosition(family.completedSteps),
        startDate: clock.date(-family.startedDaysAgo),
        estimatedCompletion: clock.date(family.status === 'approved' ? -10 : 240 - family.startedDaysAgo),
        createdAt: clock.at(-family.startedDaysAgo),
      })
      .returning({ id: families.id });
    if (!row) throw new Error(`could not create family ${family.caseNumber}`);
    const familyId = row.id;
    const { memberIds } = await insertHouseholdAndDocuments(tx, clock, {
      ...family,
      familyId,
      currentStepDueInDays: 14,
    });
    await tx.insert(familyTraining).values({
      familyId,
      completedHours: Math.min(40, family.completedSteps * HOURS_PER_STEP),
      currentModule: family.completedSteps >= 6 ? 'Supporting Birth Family Connections' : 'Getting Started',
    });
    // Fingerprinting is step 3: from then on every adult's three checks are back and cleared.
    const adultIds = memberIds.filter((_, index) => (family.members[index]?.age ?? 18) >= 18);
    if (family.completedSteps >= 3 && adultIds.length > 0) {
      await tx.insert(backgroundChecks).values(
        adultIds.flatMap((memberId) =>
          CLEARED_CHECKS.map((checkType) => ({
            familyId,
            memberId,
            checkType,
            status: 'cleared' as const,
            submittedDate: clock.date(-family.startedDaysAgo + 30),
            expectedDate: clock.date(-family.startedDaysAgo + 37),
            resultDate: clock.date(-family.startedDaysAgo + 37),
          })),
        ),
      );
    }
    if (family.status === 'active') {
      await tx.insert(familyAppointments).values({
        familyId,
        appointmentType: 'Home Visit',
        scheduledDate: clock.at(3 + family.completedSteps * 2),
      });
    }
  }
}
