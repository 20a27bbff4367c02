import type { HouseholdRole } from '../family-portal/family-portal.schema';

/**
 * The agency's document requirement checklist: who an item is for, and how a family's requested
 * documents follow from the checklist and the household (the server's sync and the staff editor share it).
 */

/** Who one checklist item asks a document of: the family once, or one copy per matching member. */
export const REQUIREMENT_AUDIENCES = ['household', 'each_applicant', 'each_adult', 'each_child'] as const;
export type RequirementAudience = (typeof REQUIREMENT_AUDIENCES)[number];

/** Where a family's requested document came from. */
export const DOCUMENT_SOURCES = [
  /** The agency's checklist; kept in line with the household by the sync. */
  'checklist',
  /** Added by staff for this family only. */
  'one_off',
  /** Handed in by the family without a request. */
  'family',
] as const;
export type DocumentSource = (typeof DOCUMENT_SOURCES)[number];

/** The household roles one audience asks a copy of; null means one copy for the household. */
export function rolesOfAudience(audience: RequirementAudience): readonly HouseholdRole[] | null {
  switch (audience) {
    case 'household':
      return null;
    case 'each_applicant':
      return ['primary_applicant', 'co_applicant'];
    case 'each_adult':
      return ['primary_applicant', 'co_applicant', 'adult'];
    case 'each_child':
      return ['child'];
  }
}

/** Longest validity staff can give an item (ten years). */
export const VALIDITY_MONTHS_MAX = 120;
