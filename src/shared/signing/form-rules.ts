/** Spec 02 §4–§5: the rules of a document form, the same on the signing page and on the server. */

export type FieldType = 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'checkbox' | 'radio';

/**
 * A field shown only when an earlier radio has the given option chosen, or an earlier checkbox is ticked
 * (`true`) or not (`false`) — issue 44. A hidden field is neither required nor stored nor printed.
 */
export interface ShowWhen {
  field: string;
  equals: string | boolean;
}

export interface FormFieldRule {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
  options?: readonly string[] | undefined;
  showWhen?: ShowWhen | undefined;
}

export type FormValue = string | boolean;
export type FormData = Record<string, FormValue>;

/** What a field breaks: the spec's two messages, worded by the caller ('{label} is required' …). */
export type FieldProblem = 'required' | 'invalidEmail';

const SIMPLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isBlank(value: FormValue | undefined): boolean {
  if (typeof value === 'boolean') return !value;
  return (value ?? '').trim() === '';
}

/**
 * Whether the field is shown for these answers: always without a condition; else when the field it names has the
 * value it asks for (an untouched checkbox counts as unticked). Pass answers already cleared of hidden fields
 * (`shownData`) for a condition on a field that is itself conditional.
 */
export function isFieldShown(field: Pick<FormFieldRule, 'showWhen'>, data: FormData): boolean {
  const condition = field.showWhen;
  if (!condition) return true;
  const value = data[condition.field];
  if (typeof condition.equals === 'boolean') return (value === true) === condition.equals;
  return value === condition.equals;
}

/**
 * The answers of the fields shown, in field order: a hidden field's answer is dropped, and so is the answer of a
 * field whose condition names a hidden one (conditions only name earlier fields, so one pass settles it).
 */
export function shownData(fields: readonly FormFieldRule[], data: FormData): FormData {
  const kept: FormData = {};
  for (const field of fields) {
    const value = data[field.name];
    if (value !== undefined && isFieldShown(field, kept)) kept[field.name] = value;
  }
  return kept;
}

/** The fields shown for these answers, in order (see `shownData`). */
export function shownFields<F extends FormFieldRule>(fields: readonly F[], data: FormData): F[] {
  const kept = shownData(fields, data);
  return fields.filter((field) => isFieldShown(field, kept));
}

/**
 * Every shown field's problem, in field order: required fields non-empty after trimming, e-mails well formed. A
 * hidden field is never required.
 */
export function formProblems(fields: readonly FormFieldRule[], data: FormData): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  const kept = shownData(fields, data);
  for (const field of fields) {
    if (!isFieldShown(field, kept)) continue;
    const value = data[field.name];
    if (field.required && isBlank(value)) problems.set(field.name, 'required');
    else if (field.type === 'email' && typeof value === 'string' && value.trim() !== '') {
      if (!SIMPLE_EMAIL.test(value.trim())) problems.set(field.name, 'invalidEmail');
    }
  }
  return problems;
}

/** The spec's English message of a problem. */
export function problemMessage(label: string, problem: FieldProblem): string {
  return problem === 'required' ? `${label} is required` : `${label} must be a valid email address`;
}

export type DisplayedState = 'completed' | 'pending_review' | 'in_progress';

/**
 * Spec 02 §4: completed when the document is (or staff approved it since); else 'Pending Review' once submitted;
 * else 'In Progress'.
 */
export function displayedState(documentStatus: string, submissionStatus: string): DisplayedState {
  if (documentStatus === 'completed' || documentStatus === 'approved') return 'completed';
  if (submissionStatus === 'submitted') return 'pending_review';
  return 'in_progress';
}

/**
 * Keeps only the template's shown fields, each with a value of its kind (checkboxes true/false, others text): a
 * hidden field's answer is never stored.
 */
export function formDataOf(fields: readonly FormFieldRule[], data: FormData): FormData {
  const kept: FormData = {};
  for (const field of fields) {
    const value = data[field.name];
    if (value === undefined || !isFieldShown(field, kept)) continue;
    kept[field.name] = field.type === 'checkbox' ? value === true : typeof value === 'string' ? value : '';
  }
  return kept;
}

/**
 * Why the condition of the field at `index` does not fit the template, naming the field (English, for staff), or
 * null: a condition names an earlier radio or checkbox of the same template, and asks for one of the radio's
 * options or for a checkbox's true/false. Pointing only backwards rules out a field depending on itself or a loop.
 */
export function fieldConditionProblem(fields: readonly FormFieldRule[], index: number): string | null {
  const field = fields[index];
  const condition = field?.showWhen;
  if (!field || !condition) return null;
  const where = `"${field.label}" (${field.name})`;
  if (condition.field === field.name) return `The field ${where} cannot be shown depending on itself.`;
  const target = fields.slice(0, index).find((f) => f.name === condition.field);
  if (!target) {
    return fields.some((f) => f.name === condition.field)
      ? `The field ${where} depends on "${condition.field}", which comes after it: a condition can only name an earlier field.`
      : `The field ${where} depends on "${condition.field}", which the template does not have.`;
  }
  if (target.type === 'radio') {
    if (typeof condition.equals !== 'string' || !(target.options ?? []).includes(condition.equals))
      return `The field ${where} is shown when "${target.label}" is ${JSON.stringify(condition.equals)}, which is not one of its options.`;
    return null;
  }
  if (target.type === 'checkbox') {
    return typeof condition.equals === 'boolean'
      ? null
      : `The field ${where} depends on the checkbox "${target.label}": its value must be ticked or not ticked.`;
  }
  return `The field ${where} depends on "${target.label}", which is not a radio or checkbox.`;
}

/** The first field whose condition does not fit the template (see `fieldConditionProblem`), or null. */
export function conditionProblem(fields: readonly FormFieldRule[]): string | null {
  for (const index of fields.keys()) {
    const problem = fieldConditionProblem(fields, index);
    if (problem) return problem;
  }
  return null;
}
