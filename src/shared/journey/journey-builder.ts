import { DOCUMENT_GROUPS, type Journey, type JourneyDocument, type JourneyStep } from './journey.schema';
import { completedStepsOf, documentGroup } from '../family-context/family-display';
import { journeyStepContent } from './journey-content';
import {
  currentStepNumber,
  daysRemaining,
  documentItemStatus,
  journeyPercent,
  stepStatus,
} from './journey-rules';
import { JOURNEY_STEPS, TOTAL_JOURNEY_STEPS } from './journey-steps';

export interface JourneyDocumentFacts {
  id: string;
  stepId: number;
  documentName: string;
  documentType: JourneyDocument['type'];
  status: JourneyDocument['rawStatus'];
  required: boolean;
  householdMemberId: string | null;
  dueDate: string | null;
  submittedAt: Date | null;
  approvedAt: Date | null;
  rejectionReason: string | null;
  waivedReason?: string | null;
  processingStatus?: string;
  validityMonths?: number | null;
  /** YYYY-MM-DD. */
  expiresOn?: string | null;
}

export interface JourneyFacts {
  currentStep: number;
  /** families.status; 'approved' completes every step. */
  status: string;
  /** In display order within each step. */
  documents: readonly JourneyDocumentFacts[];
  members: readonly { id: string; name: string; role: string }[];
}

const isDone = (status: string) => documentItemStatus(status) === 'completed';

/** The day a completed step was signed off: its latest approval (or submission), as YYYY-MM-DD. */
function completedDate(documents: readonly JourneyDocumentFacts[]): string | null {
  const times = documents
    .map((d) => (d.approvedAt ?? d.submittedAt)?.getTime())
    .filter((t): t is number => t !== undefined);
  return times.length ? new Date(Math.max(...times)).toISOString().slice(0, 10) : null;
}

/** Days until the earliest due date among the step's open items. */
function stepDaysRemaining(documents: readonly JourneyDocumentFacts[], now: Date): number | null {
  const due = documents
    .filter((d) => !isDone(d.status) && d.dueDate !== null)
    .map((d) => d.dueDate as string)
    .sort()[0];
  return due === undefined ? null : daysRemaining(due, now);
}

/** Step 1 lists the Primary Applicant's items first, then the Co-Applicant's, then Other Adults' (stable). */
function byGroup(documents: JourneyDocument[]): JourneyDocument[] {
  const rank = (d: JourneyDocument) => (d.group ? DOCUMENT_GROUPS.indexOf(d.group) : 0);
  return [...documents].sort((a, b) => rank(a) - rank(b));
}

/**
 * The 8 steps with their status, dates, documents and actions (spec 01 §3–§4), from a family's position
 * and its document rows. Step 1 documents carry their Primary Applicant / Co-Applicant / Other Adult group.
 */
export function buildJourney(facts: JourneyFacts, now: Date): Journey {
  const approved = facts.status === 'approved';
  const members = new Map(facts.members.map((m) => [m.id, m]));
  const steps = JOURNEY_STEPS.map((definition): JourneyStep => {
    const documents = facts.documents.filter((d) => d.stepId === definition.id);
    const status = stepStatus(definition.id, facts.currentStep, {
      hasRejected: documents.some((d) => d.status === 'rejected'),
      approved,
    });
    const content = journeyStepContent(definition.id);
    return {
      id: definition.id,
      title: content.title,
      description: content.description,
      status,
      completedDate: status === 'completed' ? completedDate(documents) : null,
      daysRemaining:
        status === 'in-progress' || status === 'needs-revision' ? stepDaysRemaining(documents, now) : null,
      actions: [...content.actions],
      documents: byGroup(
        documents.map((d) => {
          const owner = d.householdMemberId ? members.get(d.householdMemberId) : undefined;
          return {
            id: d.id,
            name: d.documentName,
            type: d.documentType,
            status: documentItemStatus(d.status),
            rawStatus: d.status,
            ...(definition.id === 1 ? { group: documentGroup(owner?.role ?? null) } : {}),
            memberName: owner?.name ?? null,
            required: d.required,
            rejectionReason: d.status === 'rejected' ? d.rejectionReason : null,
            waivedReason: d.status === 'waived' ? (d.waivedReason ?? null) : null,
            validityMonths: d.validityMonths ?? null,
            expiresOn: d.status === 'approved' ? (d.expiresOn ?? null) : null,
            processing:
              d.status === 'submitted' &&
              (d.processingStatus === 'pending' || d.processingStatus === 'processing'),
          };
        }),
      ),
    };
  });
  const completedSteps = completedStepsOf(facts.currentStep, facts.status);
  return {
    steps,
    completedSteps,
    currentStep: currentStepNumber(completedSteps),
    percent: journeyPercent(completedSteps),
    totalSteps: TOTAL_JOURNEY_STEPS,
  };
}
