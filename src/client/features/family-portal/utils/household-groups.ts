import type { Household, HouseholdMember } from '@shared/family-portal/family-portal.schema';
import type { Journey, JourneyDocument } from '@shared/journey/journey.schema';

/** The three household pages of the family's sidebar: My Family, Alternative Caregiver, Other Adults. */
export const HOUSEHOLD_VIEWS = ['family', 'caregivers', 'adults'] as const;
export type HouseholdView = (typeof HOUSEHOLD_VIEWS)[number];

/** A group of members under its own heading, in page order. */
export interface HouseholdSection {
  key: 'applicants' | 'adults' | 'children' | 'caregivers';
  members: HouseholdMember[];
}

/**
 * Households record no caregiver flag: staff write who someone is in the free-text relationship, so an adult
 * whose relationship names a caregiver ('Alternative Caregiver', 'Respite caregiver') is one. Applicants are the
 * family's own caregivers and children are never one.
 */
export function isAlternativeCaregiver(member: Pick<HouseholdMember, 'role' | 'relationship'>): boolean {
  return member.role === 'adult' && /caregiver/i.test(member.relationship ?? '');
}

/**
 * The page's sections, empty ones left out: My Family lists applicants first, then other adults, then
 * children; Other Adults every adult who is not an applicant (caregivers among them); Alternative Caregiver
 * only the caregivers.
 */
export function householdSections(
  household: Pick<Household, 'primaryApplicants' | 'members'>,
  view: HouseholdView,
): HouseholdSection[] {
  const adults = household.members.filter((member) => member.role === 'adult');
  const sections: HouseholdSection[] =
    view === 'caregivers'
      ? [{ key: 'caregivers', members: adults.filter(isAlternativeCaregiver) }]
      : view === 'adults'
        ? [{ key: 'adults', members: adults }]
        : [
            { key: 'applicants', members: household.primaryApplicants },
            { key: 'adults', members: adults },
            { key: 'children', members: household.members.filter((member) => member.role === 'child') },
          ];
  return sections.filter((section) => section.members.length > 0);
}

/** A journey document and the step it belongs to (the upload dialog needs both). */
export interface MemberItem {
  document: JourneyDocument;
  stepId: number;
}

/** What the family still has to hand in: nothing yet, or a new copy after a rejection or an expiry. */
const OPEN_STATUSES: readonly JourneyDocument['rawStatus'][] = ['pending', 'rejected', 'expired'];

/**
 * The member's open items, in journey order: the documents in their name (the journey names whose an item is)
 * that still wait for the family; those being read are not open. Step 1's grouping by applicant is left off:
 * the items are under their member already.
 */
export function openItemsOf(journey: Pick<Journey, 'steps'>, memberName: string): MemberItem[] {
  return journey.steps.flatMap((step) =>
    step.documents
      .filter(
        (document) =>
          document.memberName === memberName &&
          OPEN_STATUSES.includes(document.rawStatus) &&
          !document.processing,
      )
      .map(({ group: _group, ...document }) => ({ document, stepId: step.id })),
  );
}
