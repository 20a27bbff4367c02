import type { FamilyDocument } from '@shared/families/families.schema';

/** A required item is done once staff approved or waived it; everything else is still open. */
const DONE: ReadonlySet<FamilyDocument['status']> = new Set(['approved', 'waived']);

/** The required checklist items of `step` that are not done, in the page's order: what advancing leaves open. */
export function openRequiredItems(documents: readonly FamilyDocument[], step: number): FamilyDocument[] {
  return documents.filter(
    (document) => document.stepId === step && document.required && !DONE.has(document.status),
  );
}
