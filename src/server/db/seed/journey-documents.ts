import { asc, eq } from 'drizzle-orm';
import { expiryDate } from '../../../shared/documents/expiry';
import type { Tx } from '../client';
import { syncFamilyDocuments } from '../requirement-sync';
import {
  familyDocuments,
  householdMembers,
  type HOUSEHOLD_MEMBER_STATUSES,
  type DocumentStatus,
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

/** Status of a checklist item while its step is the current one (default pending), by item name. */
const WHILE_CURRENT: Readonly<Record<string, Extract<DocumentStatus, 'submitted' | 'rejected'>>> = {
  'Proof of Income': 'submitted',
  "Homeowner's or Renter's Insurance Declaration": 'rejected',
  'TB Test Results': 'submitted',
};

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

/**
 * Day (relative to today) on which a completed step was signed off: spread evenly since the start. Its
 * documents were approved that day, and the family moved on (demo-history.ts).
 */
export function stepCompletedDay(
  journey: Pick<SeedJourney, 'startedDaysAgo' | 'completedSteps'>,
  step: number,
): number {
  const span = journey.startedDaysAgo / (journey.completedSteps + 1);
  return Math.round(-journey.startedDaysAgo + step * span);
}

interface SeedDocument {
  stepId: number;
  documentName: string;
  validityMonths: number | null;
}

function documentState(journey: SeedJourney, doc: SeedDocument, clock: SeedClock) {
  if (doc.stepId <= journey.completedSteps) {
    const day = stepCompletedDay(journey, doc.stepId);
    const approvedAt = clock.at(day);
    return {
      status: 'approved' as const,
      processingStatus: 'completed' as const,
      submittedAt: clock.at(day - 3),
      approvedAt,
      expiresOn: doc.validityMonths === null ? null : expiryDate(approvedAt, doc.validityMonths),
    };
  }
  if (doc.stepId > journey.completedSteps + 1) return { status: 'pending' as const };
  const dueDate = clock.date(journey.currentStepDueInDays);
  switch (WHILE_CURRENT[doc.documentName]) {
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
 * Inserts the household, asks for the family's documents the way a real family's are made (the checklist
 * sync), then gives them the demo's statuses, and derives each member's file counts from the documents they
 * own ('submitted' = any status other than pending, as in the spec).
 */
export async function insertHouseholdAndDocuments(tx: Tx, clock: SeedClock, journey: SeedJourney) {
  const createdAt = clock.at(-journey.startedDaysAgo);
  const members = journey.members.map((member, index) => ({
    ...member,
    id: crypto.randomUUID(),
    familyId: journey.familyId,
    // Keeps the spec's "ordered by created_at" stable: members appear in the order listed.
    createdAt: new Date(createdAt.getTime() + index * 1000),
  }));
  await tx.insert(householdMembers).values(members);
  await syncFamilyDocuments(tx, [journey.familyId]);

  const requested = await tx
    .select({
      id: familyDocuments.id,
      stepId: familyDocuments.stepId,
      documentName: familyDocuments.documentName,
      validityMonths: familyDocuments.validityMonths,
      householdMemberId: familyDocuments.householdMemberId,
      required: familyDocuments.required,
    })
    .from(familyDocuments)
    .where(eq(familyDocuments.familyId, journey.familyId))
    .orderBy(asc(familyDocuments.createdAt));
  const documents = requested.map((doc) => ({ ...doc, ...documentState(journey, doc, clock) }));
  for (const [index, doc] of documents.entries()) {
    const { id, stepId: _stepId, documentName: _name, ...state } = doc;
    // Requested when the family started, in checklist order.
    await tx
      .update(familyDocuments)
      .set({ ...state, createdAt: new Date(createdAt.getTime() + index) })
      .where(eq(familyDocuments.id, id));
  }

  for (const member of members) {
    const owned = documents.filter((doc) => doc.householdMemberId === member.id && doc.required);
    const submitted = owned.filter((doc) => doc.status !== 'pending').length;
    const rate = owned.length === 0 ? 100 : Math.round((submitted / owned.length) * 100);
    await tx
      .update(householdMembers)
      .set({
        filesSubmitted: submitted,
        filesRequired: owned.length,
        completionRate: rate,
        status: memberStatus(rate),
      })
      .where(eq(householdMembers.id, member.id));
  }
  return { memberIds: members.map((member) => member.id), documentCount: documents.length };
}
