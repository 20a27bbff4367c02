import type { Tx } from '../client';
import {
  familyDocuments,
  householdMembers,
  type HOUSEHOLD_MEMBER_STATUSES,
  type DocumentStatus,
  type DocumentType,
  type HOUSEHOLD_ROLES,
} from '../schema';
import type { SeedClock } from './clock';

type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];

/** Spec 01 §3 "Journey steps", in order: step id = index + 1. */
export const STEP_NAMES = [
  'Dream',
  'Discover',
  'Determine',
  'Document',
  'Describe',
  'Develop',
  'Demonstrate',
  'Decide',
] as const;

interface CatalogueItem {
  step: number;
  name: string;
  type: DocumentType;
  optional?: boolean;
  /** One copy per household member with one of these roles; absent means one for the family. */
  owners?: readonly HouseholdRole[];
  /** Status while the item's step is the current one (default pending). */
  whileCurrent?: Extract<DocumentStatus, 'pending' | 'submitted' | 'rejected'>;
}

const ADULTS = ['primary_applicant', 'co_applicant', 'adult'] as const;
const APPLICANTS = ['primary_applicant', 'co_applicant'] as const;

/** What an applying family has to hand in, step by step (realistic California RFA paperwork). */
const JOURNEY_CATALOGUE: readonly CatalogueItem[] = [
  { step: 1, name: 'Resource Family Application (RFA 01A)', type: 'form', owners: ['primary_applicant'] },
  { step: 1, name: 'Criminal Record Statement (RFA 01B)', type: 'form', owners: ADULTS },
  { step: 1, name: 'Government-Issued Photo ID', type: 'upload', owners: ADULTS },
  { step: 2, name: 'Resource Family Readiness Self-Assessment', type: 'form' },
  { step: 2, name: 'Personal References (3)', type: 'form' },
  { step: 2, name: 'Employer Reference Letter', type: 'upload' },
  { step: 3, name: 'Live Scan Fingerprinting Receipt (LIC 9163)', type: 'upload', owners: ADULTS },
  { step: 3, name: 'Background Check Authorization', type: 'form' },
  { step: 4, name: 'Proof of Income', type: 'upload', whileCurrent: 'submitted' },
  {
    step: 4,
    name: "Homeowner's or Renter's Insurance Declaration",
    type: 'upload',
    whileCurrent: 'rejected',
  },
  { step: 4, name: 'TB Test Results', type: 'upload', owners: ADULTS, whileCurrent: 'submitted' },
  { step: 4, name: "Physician's Report (LIC 503)", type: 'upload', owners: APPLICANTS },
  { step: 4, name: 'Pet Vaccination Records', type: 'upload', optional: true },
  { step: 5, name: 'Placement Preferences Questionnaire', type: 'form' },
  { step: 5, name: 'Family Profile Letter and Photos', type: 'upload' },
  { step: 6, name: 'Pre-Approval Training Certificates', type: 'upload' },
  { step: 6, name: 'CPR and First Aid Certification', type: 'upload', owners: APPLICANTS },
  { step: 6, name: 'Vehicle Insurance Verification', type: 'upload' },
  { step: 7, name: 'Home Health and Safety Assessment Checklist', type: 'form' },
  { step: 7, name: 'Emergency Evacuation Floor Plan', type: 'upload' },
  { step: 8, name: 'Final Approval Acknowledgement', type: 'form' },
];

const REJECTION_REASON =
  'The policy page is cut off. Please upload all pages, including the declarations page.';

export interface SeedMember {
  name: string;
  role: HouseholdRole;
  relationship: string;
  age: number;
}

export interface SeedJourney {
  familyId: string;
  /** Steps fully done (0..8); the next one is in progress. */
  completedSteps: number;
  /** The family started this many days ago. */
  startedDaysAgo: number;
  /** Days until the current step's paperwork is due. */
  currentStepDueInDays: number;
  members: readonly SeedMember[];
}

/** families columns that follow from the number of completed steps (percent = completed / 8). */
export function journeyPosition(completedSteps: number) {
  const currentStep = Math.min(completedSteps + 1, STEP_NAMES.length);
  return {
    currentStep,
    stepName: STEP_NAMES[currentStep - 1] ?? 'Dream',
    progressPercentage: Math.round((completedSteps / STEP_NAMES.length) * 100),
  };
}

/** Day (relative to today) on which a completed step was signed off: spread evenly since the start. */
function stepCompletedDay(journey: SeedJourney, step: number): number {
  const span = journey.startedDaysAgo / (journey.completedSteps + 1);
  return Math.round(-journey.startedDaysAgo + step * span);
}

function documentState(journey: SeedJourney, item: CatalogueItem, clock: SeedClock) {
  if (item.step <= journey.completedSteps) {
    const day = stepCompletedDay(journey, item.step);
    return {
      status: 'approved' as const,
      processingStatus: 'completed' as const,
      submittedAt: clock.at(day - 3),
      approvedAt: clock.at(day),
    };
  }
  if (item.step > journey.completedSteps + 1) return { status: 'pending' as const };
  const dueDate = clock.date(journey.currentStepDueInDays);
  switch (item.whileCurrent) {
    case 'submitted':
      return {
        status: 'submitted' as const,
        processingStatus: 'completed' as const,
        submittedAt: clock.at(-2),
        dueDate,
      };
    case 'rejected':
      return {
        status: 'rejected' as const,
        processingStatus: 'completed' as const,
        submittedAt: clock.at(-6),
        rejectedAt: clock.at(-4),
        rejectionReason: REJECTION_REASON,
        dueDate,
      };
    default:
      return { status: 'pending' as const, dueDate };
  }
}

function memberStatus(rate: number): (typeof HOUSEHOLD_MEMBER_STATUSES)[number] {
  if (rate >= 100) return 'complete';
  return rate >= 75 ? 'nearly_complete' : 'in_progress';
}

/**
 * Inserts the household and the journey documents, with each member's file counts derived from the
 * documents they own ('submitted' = any status other than pending, as in the spec).
 */
export async function insertHouseholdAndDocuments(tx: Tx, clock: SeedClock, journey: SeedJourney) {
  const members = journey.members.map((member) => ({ ...member, id: crypto.randomUUID() }));
  const createdAt = clock.at(-journey.startedDaysAgo);
  const documents = JOURNEY_CATALOGUE.flatMap((item) => {
    const owners = item.owners ? members.filter((member) => item.owners?.includes(member.role)) : [undefined];
    return owners.map((owner) => ({
      familyId: journey.familyId,
      householdMemberId: owner?.id ?? null,
      stepId: item.step,
      documentName: item.name,
      documentType: item.type,
      required: !item.optional,
      createdAt,
      ...documentState(journey, item, clock),
    }));
  });

  await tx.insert(householdMembers).values(
    members.map((member, index) => {
      const owned = documents.filter((doc) => doc.householdMemberId === member.id && doc.required);
      const submitted = owned.filter((doc) => doc.status !== 'pending').length;
      const rate = owned.length === 0 ? 100 : Math.round((submitted / owned.length) * 100);
      return {
        ...member,
        familyId: journey.familyId,
        filesSubmitted: submitted,
        filesRequired: owned.length,
        completionRate: rate,
        status: memberStatus(rate),
        // Keeps the spec's "ordered by created_at" stable: members appear in the order listed.
        createdAt: new Date(createdAt.getTime() + index * 1000),
      };
    }),
  );
  await tx.insert(familyDocuments).values(documents);
  return { memberIds: members.map((member) => member.id), documentCount: documents.length };
}
