import { useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

interface ChecklistEntry {
  name?: string;
  description?: string;
}

export interface ChecklistText {
  /** The item's name in the page's language; a name without a translation reads as written. */
  name: (name: string) => string;
  /** The description in the page's language while it is still the seeded English one; else as written. */
  description: (name: string, description: string | null) => string | null;
}

type Entries = Readonly<Record<string, ChecklistEntry>>;

const NONE: Entries = {};

/** The checklist texts of a language; the same object until that language's documents texts change. */
function entriesOf(i18n: I18n, language: string): Entries {
  return (i18n.getResource(language, 'documents', 'checklist') as Entries | undefined) ?? NONE;
}

function textOf(entries: Entries, english: Entries): ChecklistText {
  return {
    name: (name) => entries[name]?.name ?? name,
    description: (name, description) =>
      description !== null && english[name]?.description === description
        ? (entries[name]?.description ?? description)
        : description,
  };
}

/**
 * Document names and descriptions come from the agency's checklist (staff-editable data, stored in English). The
 * seeded items have translations in the documents namespace under `checklist`, keyed by their English name; an
 * item staff added or renamed has none and reads as written. A description is translated only while it is still
 * the seeded English one: staff may have rewritten it under the same name.
 */
export function checklistText(i18n: I18n): ChecklistText {
  return textOf(entriesOf(i18n, i18n.language), entriesOf(i18n, 'en'));
}

/** checklistText() for the page's language; re-renders when the language or its documents texts arrive. */
export function useChecklistText(): ChecklistText {
  const { i18n } = useTranslation('documents');
  const entries = entriesOf(i18n, i18n.language);
  const english = entriesOf(i18n, 'en');
  return useMemo(() => textOf(entries, english), [entries, english]);
}
