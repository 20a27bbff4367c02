import { useTranslation } from 'react-i18next';

interface ChecklistEntry {
  name?: string;
  description?: string;
}

/**
 * Document names and descriptions come from the agency's checklist (staff-editable data, stored in English). The
 * seeded items have translations in the documents namespace under `checklist`, keyed by their English name; an
 * item staff added or renamed has none and reads as written. A description is translated only while it is still
 * the seeded English one.
 */
export function useChecklistText() {
  const { i18n } = useTranslation('documents');
  const entries = (i18n.getResource(i18n.language, 'documents', 'checklist') ?? {}) as Record<
    string,
    ChecklistEntry
  >;
  const english = (i18n.getResource('en', 'documents', 'checklist') ?? {}) as Record<string, ChecklistEntry>;
  return {
    name: (name: string): string => entries[name]?.name ?? name,
    description: (name: string, description: string | null): string | null =>
      description !== null && english[name]?.description === description
        ? (entries[name]?.description ?? description)
        : description,
  };
}
