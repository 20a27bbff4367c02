import type { JourneyDocument, JourneyStep } from '@shared/journey/journey.schema';
import { formatDate, plural } from '@client/lib/format';

type DocumentGroup = NonNullable<JourneyDocument['group']>;

/** Spec 01 §2: step 1 lists its documents under these headings, in this order. */
const GROUP_ORDER: readonly DocumentGroup[] = ['Primary Applicant', 'Co-Applicant', 'Other Adult'];

export interface DocumentSection {
  /** null: one plain list (every step but the first). */
  heading: DocumentGroup | null;
  documents: JourneyDocument[];
}

/** A step's documents: grouped by whose they are when the server marked groups (step 1), else one list. */
export function documentSections(step: Pick<JourneyStep, 'documents'>): DocumentSection[] {
  if (!step.documents.some((document) => document.group)) {
    return step.documents.length ? [{ heading: null, documents: step.documents }] : [];
  }
  return GROUP_ORDER.map((heading) => ({
    heading,
    documents: step.documents.filter((document) => (document.group ?? 'Primary Applicant') === heading),
  })).filter((section) => section.documents.length > 0);
}

/** 'Completed Oct 7, 2026', '8 days remaining', or null when neither is known. */
export function stepTiming(
  step: Pick<JourneyStep, 'status' | 'completedDate' | 'daysRemaining'>,
): string | null {
  if (step.status === 'completed')
    return step.completedDate ? `Completed ${formatDate(step.completedDate)}` : 'Completed';
  if (step.daysRemaining !== null) return `${plural(step.daysRemaining, 'day')} remaining`;
  return null;
}

/** What clicking a journey document does (spec 01 §2 "Approval progress tile"). */
export function documentMessage(document: Pick<JourneyDocument, 'type' | 'name'>): string | null {
  if (document.type === 'form') return `Opening form for ${document.name}`;
  if (document.type === 'e-sign') return `E-signature required for ${document.name}`;
  return null;
}

/** Items an upload fills (or replaces); one already handed in or waived gets another file under its name. */
const NEEDS_A_COPY: readonly JourneyDocument['rawStatus'][] = ['pending', 'rejected', 'expired'];

/** What the upload dialog needs to know to take a file for this journey item. */
export function uploadRequestFor(
  document: Pick<JourneyDocument, 'id' | 'name' | 'rawStatus'>,
  stepId: number,
) {
  return {
    documentId: NEEDS_A_COPY.includes(document.rawStatus) ? document.id : undefined,
    stepId,
    documentName: document.name,
  };
}
