import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import { plural } from '@client/lib/format';

/** Spec 01 §2 badges: '{n} Total Members' and '{a} Adults, {c} Children', in the singular for one. */
export function householdBadges(totals: {
  total: number;
  adults: number;
  children: number;
}): [string, string] {
  return [
    plural(totals.total, 'Total Member'),
    `${plural(totals.adults, 'Adult')}, ${plural(totals.children, 'Child', 'Children')}`,
  ];
}

/** Under a member's name: 'Spouse · 40 years'. */
export function memberSummary(member: Pick<HouseholdMember, 'relationship' | 'age'>): string {
  return [member.relationship, member.age === null ? null : plural(member.age, 'year')]
    .filter(Boolean)
    .join(' · ');
}
