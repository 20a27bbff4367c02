import type { Household, HouseholdMember } from '../family-portal/family-portal.schema';
import { householdRoleLabel } from './family-display';
import { householdGroup } from './family-rules';

/** A member as the tile shows it: with its role label ('Primary Applicant', 'Co-Applicant', 'Adult', 'Child'). */
export function toHouseholdMember(member: Omit<HouseholdMember, 'roleLabel'>): HouseholdMember {
  return { ...member, roleLabel: householdRoleLabel(member.role) };
}

/**
 * The Household Information tile (spec 01 §2): applicants apart from everyone else, and the badges' counts
 * ('{n} Total Members', '{a} Adults, {c} Children'; applicants count as adults). Keeps the given order.
 */
export function buildHousehold(members: readonly Omit<HouseholdMember, 'roleLabel'>[]): Household {
  const withLabels = members.map(toHouseholdMember);
  const children = withLabels.filter((m) => householdGroup(m.role) === 'child').length;
  return {
    primaryApplicants: withLabels.filter((m) => householdGroup(m.role) === 'applicant'),
    members: withLabels.filter((m) => householdGroup(m.role) !== 'applicant'),
    totals: { total: withLabels.length, adults: withLabels.length - children, children },
  };
}
