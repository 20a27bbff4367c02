import {
  CAPACITY_AGE_MAX,
  CAPACITY_CHILDREN_MAX,
  type Recommendation,
} from '@shared/decisions/decision-rules';
import type { Capacity, Report, ReportSections, SaveReportBody } from '@shared/decisions/decisions.schema';

/** The editor's values: the sections, the recommendation and the capacity's fields as typed (a number or ''). */
export interface ReportFormValues {
  sections: ReportSections;
  recommendation: Recommendation | null;
  children: number | string;
  ageMin: number | string;
  ageMax: number | string;
  conditions: string;
}

export function formValuesOf(report: Report): ReportFormValues {
  return {
    sections: report.sections,
    recommendation: report.recommendation,
    children: report.capacity?.children ?? '',
    ageMin: report.capacity?.ageMin ?? '',
    ageMax: report.capacity?.ageMax ?? '',
    conditions: report.capacity?.conditions ?? '',
  };
}

const whole = (value: number | string, min: number, max: number): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max ? value : null;

/**
 * The capacity a save sends. Only a recommendation to approve has one; a draft may leave it blank for now (the
 * server asks for it on submitting), but a capacity begun must be whole: children and both ages.
 */
export function capacityOf(values: ReportFormValues): { capacity: Capacity | null; error: string | null } {
  if (values.recommendation !== 'approve') return { capacity: null, error: null };
  const conditions = values.conditions.trim();
  const blank = [values.children, values.ageMin, values.ageMax].every((value) => value === '');
  if (blank && conditions === '') return { capacity: null, error: null };
  const children = whole(values.children, 1, CAPACITY_CHILDREN_MAX);
  const ageMin = whole(values.ageMin, 0, CAPACITY_AGE_MAX);
  const ageMax = whole(values.ageMax, 0, CAPACITY_AGE_MAX);
  if (children === null)
    return { capacity: null, error: `Enter how many children, from 1 to ${CAPACITY_CHILDREN_MAX}` };
  if (ageMin === null || ageMax === null)
    return { capacity: null, error: `Enter the youngest and oldest age, from 0 to ${CAPACITY_AGE_MAX}` };
  if (ageMin > ageMax) return { capacity: null, error: 'The youngest age must not be above the oldest' };
  return { capacity: { children, ageMin, ageMax, conditions }, error: null };
}

/** The PUT body, or the reason the capacity cannot be sent as typed. */
export function saveBodyOf(
  values: ReportFormValues,
  version: number,
): { body: SaveReportBody; error: null } | { body: null; error: string } {
  const { capacity, error } = capacityOf(values);
  if (error !== null) return { body: null, error };
  return {
    body: { version, sections: values.sections, recommendation: values.recommendation, capacity },
    error: null,
  };
}

/** "2 children, ages 0 to 10" and any condition, for the read-only report and the approval dialog. */
export function capacityLine(capacity: Capacity): string {
  const children = capacity.children === 1 ? '1 child' : `${capacity.children} children`;
  const ages =
    capacity.ageMin === capacity.ageMax
      ? `age ${capacity.ageMin}`
      : `ages ${capacity.ageMin} to ${capacity.ageMax}`;
  return [`${children}, ${ages}`, capacity.conditions.trim()].filter(Boolean).join('; ');
}
