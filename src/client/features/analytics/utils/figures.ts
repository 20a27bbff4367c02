import { formatDate } from '@client/lib/format';

/** How the Analytics page writes its figures (staff pages are English). */

const whole = new Intl.NumberFormat('en-US');
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });

export const count = (value: number) => whole.format(value);

/** '75%' of a 0..1 rate; '—' without one. */
export const percent = (rate: number | null) => (rate === null ? '—' : `${oneDecimal.format(rate * 100)}%`);

/** '12.5' with a unit, or '—' when nothing was measured. */
export const measured = (value: number | null, unit: string) =>
  value === null ? '—' : `${oneDecimal.format(value)} ${unit}`;

/** 'Mar 2' style week labels for chart axes; the tables keep the full date. */
export const weekLabel = (weekStart: string) => formatDate(weekStart).replace(/, \d{4}$/, '');

/** The range the figures cover, as the agency's days: 'Dec 11, 2025 – Mar 10, 2026 (America/Los_Angeles)'. */
export const rangeLabel = (range: { from: string; to: string; timeZone: string }) =>
  `${formatDate(range.from)} – ${formatDate(range.to)} (${range.timeZone})`;
