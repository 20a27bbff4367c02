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
  /** ISO times. */
  submittedAt: string | null;
  approvedAt: string | null;
  rejectionReason: string | null;
  waivedReason?: string | null;
  processingStatus?: string;
  validityMonths?: number | null;
  /** YYYY-MM-DD. */
  expiresOn?: string | null;
  /** Staff who handed in the current file for the family; null when the family did. */
  fileAddedBy?: string | null;
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
  let latest = -Infinity;
  for (const d of documents) {
    const at = d.approvedAt ?? d.submittedAt;
    if (at !== null) latest = Math.max(latest, Date.parse(at));
  }
  return latest === -Infinity ? null : new Date(latest).toISOString().slice(0, 10);
}

/** Days until the earliest due date among the step's open items. */
function stepDaysRemaining(documents: readonly JourneyDocumentFacts[], now: Date): number | null {
  let due: string | null = null;
  for (const d of documents) {
    if (d.dueDate !== null && !isDone(d.status) && (due === null || d.dueDate < due)) due = d.dueDate;
  }
  return due === null ? null : daysRemaining(due, now);
}

/** Step 1 lists the Primary Applicant's items first, then the Co-Applicant's, then Other Adults' (stable). */
function byGroup(documents: JourneyDocument[]): JourneyDocument[] {
  const rank = (d: JourneyDocument) => (d.group ? DOCUMENT_GROUPS.indexOf(d.group) : 0);
  return documents.sort((a, b) => rank(a) - rank(b));
}

/** The documents of each step by its id, in the facts' order. */
function documentsByStep(documents: readonly JourneyDocumentFacts[]): Map<number, JourneyDocumentFacts[]> {
  const steps = new Map<number, JourneyDocumentFacts[]>();
  for (const d of documents) {
    const step = steps.get(d.stepId);
    if (step) step.push(d);
    else steps.set(d.stepId, [d]);
  }
  return steps;
}

/**
 * The 8 steps with their status, dates, documents and actions (spec 01 §3–§4), from a family's position
 * and its document rows. Step 1 documents carry their Primary Applicant / Co-Applicant / Other Adult group.
 */
export function buildJourney(facts: JourneyFacts, now: Date): Journey {
  const approved = facts.status === 'approved';
  const members = new Map(facts.members.map((m) => [m.id, m]));
  const byStep = documentsByStep(facts.documents);
  const steps = JOURNEY_STEPS.map((definition): JourneyStep => {
    const documents = byStep.get(definition.id) ?? [];
    const status = stepStatus(definition.id, facts.currentStep, {
      hasRejected: documents.some((d) => d.status === 'rejected'),
      approved,
    });
    const content = journeyStepContent(definition.id);
    const items = documents.map((d): JourneyDocument => {
      const owner = d.householdMemberId ? members.get(d.householdMemberId) : undefined;
      const item: JourneyDocument = {
        id: d.id,
        name: d.documentName,
        type: d.documentType,
        status: documentItemStatus(d.status),
        rawStatus: d.status,
        memberName: owner?.name ?? null,
        required: d.required,
        rejectionReason: d.status === 'rejected' ? d.rejectionReason : null,
        waivedReason: d.status === 'waived' ? (d.waivedReason ?? null) : null,
        validityMonths: d.validityMonths ?? null,
        expiresOn: d.status === 'approved' ? (d.expiresOn ?? null) : null,
        processing:
          d.status === 'submitted' &&
          (d.processingStatus === 'pending' || d.processingStatus === 'processing'),
        addedByStaff: (d.fileAddedBy ?? null) !== null,
      };
      if (definition.id === 1) item.group = documentGroup(owner?.role ?? null);
      return item;
    });
    return {
      id: definition.id,
      title: content.title,
      description: content.description,
      status,
      completedDate: status === 'completed' ? completedDate(documents) : null,
      daysRemaining:
        status === 'in-progress' || status === 'needs-revision' ? stepDaysRemaining(documents, now) : null,
      actions: [...content.actions],
      documents: definition.id === 1 ? byGroup(items) : items,
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
