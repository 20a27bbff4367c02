import {
  RequirementBodySchema,
  type Requirement,
  type RequirementBody,
} from '@shared/requirements/requirements.schema';

/**
 * The editor's form: text fields as typed, validity as a string (empty = no expiry), the program type as a
 * string (empty = every family).
 */
export interface RequirementFormValues {
  stepId: number;
  name: string;
  description: string;
  kind: RequirementBody['kind'];
  audience: RequirementBody['audience'];
  required: boolean;
  programType: string;
  validityMonths: string;
}

export function requirementFormValues(item: Requirement | undefined, stepId: number): RequirementFormValues {
  return {
    stepId: item?.stepId ?? stepId,
    name: item?.name ?? '',
    description: item?.description ?? '',
    kind: item?.kind ?? 'upload',
    audience: item?.audience ?? 'household',
    required: item?.required ?? true,
    programType: item?.programType ?? '',
    validityMonths: item?.validityMonths ? String(item.validityMonths) : '',
  };
}

function toCandidate(values: RequirementFormValues) {
  const description = values.description.trim();
  const validity = values.validityMonths.trim();
  return {
    ...values,
    description: description === '' ? null : description,
    programType: values.programType === '' ? null : values.programType,
    validityMonths: validity === '' ? null : Number(validity),
  };
}

/** Field errors from the API's own schema, so the form refuses exactly what the server would. */
export function validateRequirementForm(values: RequirementFormValues): Record<string, string> {
  const result = RequirementBodySchema.safeParse(toCandidate(values));
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? 'name');
    errors[field] ??= FIELD_MESSAGES[field] ?? issue.message;
  }
  return errors;
}

const FIELD_MESSAGES: Record<string, string> = {
  name: 'Enter a name of 2 to 160 characters',
  description: 'Keep the description under 1,000 characters, on plain text',
  validityMonths: 'Enter a whole number of months from 1 to 120, or leave it empty',
};

export function toRequirementBody(values: RequirementFormValues): RequirementBody {
  return RequirementBodySchema.parse(toCandidate(values));
}

/** The step's items in the order after moving one of them up or down; unchanged at either end. */
export function moveWithinStep(ids: readonly string[], index: number, delta: -1 | 1): string[] {
  const target = index + delta;
  if (target < 0 || target >= ids.length) return [...ids];
  const next = [...ids];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}
