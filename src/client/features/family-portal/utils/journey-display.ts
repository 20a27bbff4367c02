import type { TFunction } from 'i18next';
import type { JourneyDocument, JourneyStep } from '@shared/journey/journey.schema';
import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import { formatDate } from '@client/lib/format';
import { knownText, type TextSource } from '@client/lib/i18n/known-text';

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

/**
 * A step's words in the family's language. The server sends them in English from shared/journey (staff pages
 * and e-mails read them there); each is translated by step number while it is still that English.
 */
export function stepText(
  i18n: TextSource,
  step: Pick<JourneyStep, 'id' | 'title' | 'description'> & { actions: readonly string[] },
) {
  const key = `journey.steps.${step.id}`;
  return {
    title: knownText(i18n, `${key}.title`, step.title),
    description: knownText(i18n, `${key}.description`, step.description),
    actions: step.actions.map((action, index) => knownText(i18n, `${key}.actions.${index + 1}`, action)),
  };
}

/** The title of step `stepId` in the family's language ('Document', 'Documentar'). */
export function stepTitleOf(i18n: TextSource, stepId: number): string {
  const english = JOURNEY_STEPS.find((step) => step.id === stepId)?.title;
  return english ? knownText(i18n, `journey.steps.${stepId}.title`, english) : String(stepId);
}

/** 'Completed Oct 7, 2026', '8 days remaining', or null when neither is known. */
export function stepTiming(
  t: TFunction<'familyPortal'>,
  step: Pick<JourneyStep, 'status' | 'completedDate' | 'daysRemaining'>,
): string | null {
  if (step.status === 'completed')
    return step.completedDate
      ? t('journey.completedOn', { date: formatDate(step.completedDate) })
      : t('journey.completed');
  if (step.daysRemaining !== null) return t('journey.daysRemaining', { count: step.daysRemaining });
  return null;
}

/**
 * What clicking a journey document does (spec 01 §2 "Approval progress tile"): forms and e-signatures show
 * this alert (`name` is the document's name as the family reads it); uploads open the upload dialog (null).
 */
export function documentMessage(
  t: TFunction<'familyPortal'>,
  document: Pick<JourneyDocument, 'type'>,
  name: string,
): string | null {
  if (document.type === 'form') return t('journey.openingForm', { name });
  if (document.type === 'e-sign') return t('journey.eSignatureRequired', { name });
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
