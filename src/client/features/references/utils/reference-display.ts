import type { MantineColor } from '@mantine/core';
import { type FormData, isFieldShown, shownData } from '@shared/signing/form-rules';
import type { TemplateField } from '@shared/signing/signing.schema';
import type { ReferenceStatus } from '@shared/references/references.limits';
import type { FamilyReference } from '@shared/references/references.schema';

/**
 * Each status's colour (the word is the page's: the family's language, or staff's English) — never the only
 * signal, the word is always beside it.
 */
export const REFERENCE_STATUS_COLORS = {
  requested: 'blue',
  opened: 'cyan',
  completed: 'teal',
  cancelled: 'gray',
  expired: 'orange',
} as const satisfies Record<ReferenceStatus, MantineColor>;

/** Staff's words for the statuses (short: a table's column). */
export const STAFF_STATUS_LABELS = {
  requested: 'Requested',
  opened: 'Opened',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
} as const satisfies Record<ReferenceStatus, string>;

/** How many the agency has of what it asks for (completed ones only). */
export function referencesReceived(references: readonly Pick<FamilyReference, 'status'>[]): number {
  return references.filter((reference) => reference.status === 'completed').length;
}

/** The moments a request went through, oldest first, for the lines under its name. */
export function referenceMoments(
  reference: Pick<FamilyReference, 'requestedAt' | 'openedAt' | 'completedAt'>,
): { kind: 'requested' | 'opened' | 'completed'; at: string }[] {
  const moments = [
    { kind: 'requested' as const, at: reference.requestedAt },
    { kind: 'opened' as const, at: reference.openedAt },
    { kind: 'completed' as const, at: reference.completedAt },
  ];
  return moments.filter((moment): moment is { kind: typeof moment.kind; at: string } => moment.at !== null);
}

export interface AnswerLine {
  name: string;
  label: string;
  /** The answer as written; a checkbox reads Yes / No; null when the field was left empty. */
  answer: string | null;
}

/**
 * A completed questionnaire's answers for staff, in field order: only the fields the reference was shown (a field
 * whose condition their answers did not meet was never asked), each with its answer.
 */
export function answerLines(fields: readonly TemplateField[], formData: FormData): AnswerLine[] {
  const kept = shownData(fields, formData);
  return fields
    .filter((field) => isFieldShown(field, kept))
    .map((field) => {
      const value = formData[field.name];
      if (field.type === 'checkbox')
        return { name: field.name, label: field.label, answer: value ? 'Yes' : 'No' };
      const text = typeof value === 'string' ? value.trim() : '';
      return { name: field.name, label: field.label, answer: text === '' ? null : text };
    });
}
