import type { DOCUMENT_GROUPS } from '../journey/journey.schema';
import { TOTAL_JOURNEY_STEPS } from '../journey/journey-steps';
import { householdGroup, isPrimaryApplicant } from './family-rules';

/** The greeting name: the stored family name, else "<last name of the primary contact> Family". */
export function familyDisplayName(familyName: string | null, primaryContactName: string): string {
  if (familyName?.trim()) return familyName.trim();
  const surname = primaryContactName.trim().split(/\s+/).at(-1);
  return surname ? `${surname} Family` : 'Your Family';
}

/** How a stored or free-text household role reads in the Household Information tile. */
export function householdRoleLabel(role: string): string {
  if (isPrimaryApplicant(role)) return 'Primary Applicant';
  const group = householdGroup(role);
  if (group === 'applicant') return 'Co-Applicant';
  return group === 'child' ? 'Child' : 'Adult';
}

/** Step 1 document groups: a personal item goes with its owner; family-level items are the primary applicant's. */
export function documentGroup(ownerRole: string | null): (typeof DOCUMENT_GROUPS)[number] {
  if (ownerRole === null || isPrimaryApplicant(ownerRole)) return 'Primary Applicant';
  return householdGroup(ownerRole) === 'applicant' ? 'Co-Applicant' : 'Other Adult';
}

/**
 * The dashboard's status line under 'Welcome Back', e.g.
 * 'Martinez Family · Step 4 of 8 · Document — 3 of 8 steps completed'.
 */
export function familyStatusLine(input: {
  familyName: string;
  currentStep: number;
  stepName: string;
  completedSteps: number;
  approved: boolean;
}): string {
  const completed = `${input.completedSteps} of ${TOTAL_JOURNEY_STEPS} steps completed`;
  if (input.approved) return `${input.familyName} · Approved — ${completed}`;
  return `${input.familyName} · Step ${input.currentStep} of ${TOTAL_JOURNEY_STEPS} · ${input.stepName} — ${completed}`;
}

/** Steps fully done: everything before the current step, or all of them once the family is approved. */
export function completedStepsOf(currentStep: number, status: string): number {
  return status === 'approved' ? TOTAL_JOURNEY_STEPS : Math.max(0, currentStep - 1);
}
