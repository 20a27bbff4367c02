import type { TFunction } from 'i18next';
import { formatAddress } from '@shared/household-changes/home-address';
import type { HouseholdChange } from '@shared/household-changes/household-changes.schema';
import { isAlternativeCaregiver, type HouseholdView } from './household-groups';

type T = TFunction<['familyPortalHousehold', 'familyPortal']>;

/** The change in a few words: 'Tunde Adeyemi is moving in', 'Bola Okafor moved out', 'Moving to 12 Oak St…'. */
export function changeSummary(t: T, change: HouseholdChange): string {
  switch (change.kind) {
    case 'add_member':
      return t('changes.summary.add_member', { name: change.details.name });
    case 'remove_member':
      return t('changes.summary.remove_member', { name: change.details.memberName });
    case 'new_address':
      return t('changes.summary.new_address', { address: formatAddress(change.details) });
  }
}

/** Who the person is, as a member's card says it: role, relationship (translated when common), age. */
function newMemberFacts(
  t: T,
  relationshipText: (english: string) => string,
  details: Extract<HouseholdChange, { kind: 'add_member' }>['details'],
) {
  return [
    t(`familyPortal:household.roles.${details.role}`),
    relationshipText(details.relationship),
    t('familyPortal:household.years', { count: details.age }),
  ].join(' · ');
}

/** The line under the summary: who a newcomer is, or the day of the move. */
export function changeFacts(
  t: T,
  change: HouseholdChange,
  { date, relationship }: { date: (isoDate: string) => string; relationship: (english: string) => string },
): string {
  switch (change.kind) {
    case 'add_member':
      return newMemberFacts(t, relationship, change.details);
    case 'remove_member':
      return t('changes.movedOutOn', { date: date(change.details.movedOutOn) });
    case 'new_address':
      return t('changes.movingOn', { date: date(change.details.movingOn) });
  }
}

/** Who a change is about, as the household pages group people (a new address concerns only My Family). */
function personOf(change: HouseholdChange): { role: string; relationship: string | null } | null {
  if (change.kind === 'add_member') return change.details;
  if (change.kind === 'remove_member')
    return { role: change.details.memberRole, relationship: change.details.memberRelationship };
  return null;
}

/**
 * The changes a household page lists: My Family every one; Other Adults those about an adult who is not an
 * applicant; Alternative Caregiver those about a caregiver (household-groups' rule).
 */
export function changesForView(changes: readonly HouseholdChange[], view: HouseholdView): HouseholdChange[] {
  if (view === 'family') return [...changes];
  return changes.filter((change) => {
    const person = personOf(change);
    if (!person || person.role !== 'adult') return false;
    return view === 'adults' || isAlternativeCaregiver({ role: 'adult', relationship: person.relationship });
  });
}
