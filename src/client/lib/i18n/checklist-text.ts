import { useMemo } from 'react';
import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';
import {
  checklistTextOf,
  type ChecklistEntries,
  type ChecklistText,
} from '@shared/requirements/checklist-text';

export type { ChecklistText };

const NONE: ChecklistEntries = {};

/** The checklist texts of a language; the same object until that language's checklist texts change. */
function entriesOf(i18n: I18n, language: string): ChecklistEntries {
  return (i18n.getResourceBundle(language, 'checklist') as ChecklistEntries | undefined) ?? NONE;
}

/**
 * The agency checklist's names in the page's language (the `checklist` namespace, loaded with the language; see
 * @shared/requirements/checklist-text for what is translated and what reads as written).
 */
export function checklistText(i18n: I18n): ChecklistText {
  return checklistTextOf(entriesOf(i18n, i18n.language), entriesOf(i18n, 'en'));
}

/** checklistText() for the page's language; re-renders when the language or its checklist texts arrive. */
export function useChecklistText(): ChecklistText {
  const { i18n } = useTranslation('checklist');
  const entries = entriesOf(i18n, i18n.language);
  const english = entriesOf(i18n, 'en');
  return useMemo(() => checklistTextOf(entries, english), [entries, english]);
}
