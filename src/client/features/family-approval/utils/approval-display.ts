import type { TFunction } from 'i18next';
import type { SeededReasonKey } from '@shared/decisions/decision-rules';
import type { ApprovalDecision } from './approval-view';

type T = TFunction<'familyApproval'>;

/**
 * A reason every agency starts with (the server marks it seeded) reads in the family's language; one the agency
 * added, as it was typed, and so does a seeded one this client has no words for yet.
 */
export function reasonText(t: T, reason: ApprovalDecision['reasons'][number]): string {
  return reason.seeded
    ? t(`reasons.${reason.key as SeededReasonKey}`, { defaultValue: reason.label })
    : reason.label;
}

/** The approval's capacity as label and value pairs: how many children, of which ages, and any condition. */
export function capacityFacts(
  t: T,
  capacity: NonNullable<ApprovalDecision['capacity']>,
): { label: string; value: string }[] {
  const facts = [
    { label: t('approved.children'), value: t('approved.childrenValue', { count: capacity.children }) },
    {
      label: t('approved.ages'),
      value: t('approved.agesValue', { min: capacity.ageMin, max: capacity.ageMax }),
    },
  ];
  const conditions = capacity.conditions.trim();
  return conditions ? [...facts, { label: t('approved.conditions'), value: conditions }] : facts;
}

/** Today on the family's own calendar ('2026-11-27'), to compare with a deadline's calendar date. */
export function localToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The family may still ask for a hearing on the deadline's day itself. */
export const hearingStillOpen = (appealDeadline: string, today: string) => today <= appealDeadline;
