/**
 * Document names and descriptions come from the agency's checklist: staff-editable data, stored in English. The
 * seeded items have translations in `locales/` (the client's `checklist` namespace, and the server's e-mails),
 * keyed by their English name. An item staff added or renamed has none and reads as written; a description is
 * translated only while it is still the seeded English one (staff may have rewritten it under the same name).
 */
export interface ChecklistEntry {
  name?: string;
  description?: string;
}
export type ChecklistEntries = Readonly<Record<string, ChecklistEntry>>;

export interface ChecklistText {
  /** The item's name in the language; a name without a translation reads as written. */
  name: (name: string) => string;
  /** The description in the language while it is still the seeded English one; else as written. */
  description: (name: string, description: string | null) => string | null;
}

/** The checklist words of one language (`entries`), with the English file to recognise seeded descriptions. */
export function checklistTextOf(entries: ChecklistEntries, english: ChecklistEntries): ChecklistText {
  return {
    name: (name) => entries[name]?.name ?? name,
    description: (name, description) =>
      description !== null && english[name]?.description === description
        ? (entries[name]?.description ?? description)
        : description,
  };
}
