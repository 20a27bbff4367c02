import type { AssignCourseBody } from '@shared/learning/assignments.schema';

export interface FamilyOption {
  value: string;
  label: string;
}

export interface AssignCourseValues {
  familyIds: string[];
  courseId: string | null;
  /** YYYY-MM-DD, or null for no due date. */
  dueDate: string | null;
  requirement: 'required' | 'optional';
}

/** Spec 02 §5: the Assign Course button stays disabled until a family and a course are chosen. */
export function canAssign(values: AssignCourseValues): boolean {
  return values.familyIds.length > 0 && values.courseId !== null;
}

export function toAssignCourseBody(values: AssignCourseValues): AssignCourseBody {
  if (!values.courseId) throw new Error('No course chosen');
  return {
    courseId: values.courseId,
    familyIds: [...new Set(values.familyIds)],
    dueDate: values.dueDate,
    isRequired: values.requirement === 'required',
  };
}

/**
 * The options of the searchable family select: the families already chosen (kept, so their names stay on
 * screen while other searches run) followed by the current search's matches.
 */
export function mergeFamilyOptions(
  chosen: readonly FamilyOption[],
  found: readonly FamilyOption[],
): FamilyOption[] {
  const seen = new Set(chosen.map((option) => option.value));
  return [...chosen, ...found.filter((option) => !seen.has(option.value))];
}

/** A family as the select names it: 'Maria Martinez (Martinez Family)'. */
export function familyOptionLabel(family: { primaryContactName: string; familyName: string }): string {
  return family.primaryContactName === family.familyName
    ? family.familyName
    : `${family.primaryContactName} (${family.familyName})`;
}
