import type { TFunction } from 'i18next';
import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';

/** Spec 01 §2 badges: '{n} Total Members' and '{a} Adults, {c} Children', in the singular for one. */
export function householdBadges(
  t: TFunction<'familyPortal'>,
  totals: { total: number; adults: number; children: number },
): [string, string] {
  return [
    t('household.totalMembers', { count: totals.total }),
    t('household.adultsAndChildren', {
      adults: t('household.adults', { count: totals.adults }),
      children: t('household.children', { count: totals.children }),
    }),
  ];
}

/** Under a member's name: 'Spouse · 40 years' (`relationship` as the family reads it). */
export function memberSummary(
  t: TFunction<'familyPortal'>,
  member: Pick<HouseholdMember, 'age'> & { relationship: string | null },
): string {
  return [member.relationship, member.age === null ? null : t('household.years', { count: member.age })]
    .filter(Boolean)
    .join(' · ');
}

/** The role badge's key for a stored household role. */
export const ROLE_KEYS = {
  primary_applicant: 'primaryApplicant',
  co_applicant: 'coApplicant',
  adult: 'adult',
  child: 'child',
} as const satisfies Record<HouseholdMember['role'], string>;

/** The status badge's key for a member's share of the paperwork. */
export const MEMBER_STATUS_KEYS = {
  complete: 'complete',
  nearly_complete: 'nearlyComplete',
  in_progress: 'inProgress',
} as const satisfies Record<HouseholdMember['status'], string>;
