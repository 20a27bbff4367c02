/** Spec 02 §4–§5: the rules of a document form, the same on the signing page and on the server. */

export type FieldType = 'text' | 'email' | 'tel' | 'date' | 'textarea' | 'checkbox' | 'radio';

export interface FormFieldRule {
  name: string;
  label: string;
  type: FieldType;
  required: boolean;
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

/** Every field's problem, in field order: required fields non-empty after trimming, e-mails well formed. */
export function formProblems(fields: readonly FormFieldRule[], data: FormData): Map<string, FieldProblem> {
  const problems = new Map<string, FieldProblem>();
  for (const field of fields) {
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

/** Keeps only the template's fields, each with a value of its kind (checkboxes true/false, others text). */
export function formDataOf(fields: readonly FormFieldRule[], data: FormData): FormData {
  const kept: FormData = {};
  for (const field of fields) {
    const value = data[field.name];
    if (value === undefined) continue;
    kept[field.name] = field.type === 'checkbox' ? value === true : typeof value === 'string' ? value : '';
  }
  return kept;
}
