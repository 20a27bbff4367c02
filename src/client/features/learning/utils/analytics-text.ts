import { formatPercent } from './course-labels';

/** A question's share answered correctly (0..1) as a percent to 1 decimal; 'No answers yet' without any. */
export function shareCorrectText(share: number | null): string {
  return share === null ? 'No answers yet' : formatPercent(share * 100);
}
