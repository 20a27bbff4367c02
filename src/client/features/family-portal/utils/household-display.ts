import type { HouseholdMember } from '@shared/family-portal/family-portal.schema';
import { plural } from '@client/lib/format';

/** Spec 01 §2 badges: '{n} Total Members' and '{a} Adults, {c} Children'. */
export function householdBadges(totals: {
  total: number;
  adults: number;
  children: number;
}): [string, string] {
  return [`${totals.total} Total Members`, `${totals.adults} Adults, ${totals.children} Children`];
}

/** Under a member's name: 'Spouse · 40 years'. */
export function memberSummary(member: Pick<HouseholdMember, 'relationship' | 'age'>): string {
  return [member.relationship, member.age === null ? null : plural(member.age, 'year')]
    .filter(Boolean)
    .join(' · ');
}
