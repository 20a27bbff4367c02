import { FAMILY_NAME_MAX } from '@shared/families/families.limits';
import { REFERENCE_RELATIONSHIP_MAX } from '@shared/references/references.limits';
import type { RequestReferenceBody } from '@shared/references/references.schema';
import { INVISIBLE_FORMATTING } from '@shared/text/invisible-characters';
import { ApiRequestError } from '@client/lib/api-client';

/**
 * "Request a reference": the form's values, the checks it makes before sending (those of
 * `RequestReferenceBodySchema`, from the shared limits; the server still checks everything) and the body it sends.
 */
export interface RequestFormValues {
  name: string;
  email: string;
  relationship: string;
}

export const EMPTY_REQUEST: RequestFormValues = { name: '', email: '', relationship: '' };

/** The longest each field may be (the inputs stop there too). */
export const REQUEST_MAX = {
  name: FAMILY_NAME_MAX,
  email: 254,
  relationship: REFERENCE_RELATIONSHIP_MAX,
} as const satisfies Record<keyof RequestFormValues, number>;

/**
 * What a field breaks: `required` blank, `email` not an address, `tooLong` over its limit, `invalid` characters
 * the server refuses (control characters, and in a name invisible formatting).
 */
export type RequestProblem = 'required' | 'email' | 'tooLong' | 'invalid';
export type RequestFormErrors = Partial<Record<keyof RequestFormValues, RequestProblem>>;

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// eslint-disable-next-line no-control-regex -- the point is to find control characters
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function textProblem(text: string, max: number, { name = false } = {}): RequestProblem | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return 'required';
  if (trimmed.length > max) return 'tooLong';
  if (CONTROL_CHARACTERS.test(trimmed) || LONE_SURROGATE.test(trimmed)) return 'invalid';
  if (name && INVISIBLE_FORMATTING.test(trimmed)) return 'invalid';
  return undefined;
}

/** Each field's problem; an empty object when the request can go. */
export function requestFormErrors(values: RequestFormValues): RequestFormErrors {
  const email = values.email.trim();
  const errors: RequestFormErrors = {
    name: textProblem(values.name, REQUEST_MAX.name, { name: true }),
    email:
      email === ''
        ? 'required'
        : email.length > REQUEST_MAX.email
          ? 'tooLong'
          : EMAIL_PATTERN.test(email)
            ? undefined
            : 'email',
    relationship: textProblem(values.relationship, REQUEST_MAX.relationship),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, problem]) => problem !== undefined));
}

/** The body as the server takes it: trimmed, the address in lower case. */
export function toRequestBody(values: RequestFormValues): RequestReferenceBody {
  return {
    name: values.name.trim(),
    email: values.email.trim().toLowerCase(),
    relationship: values.relationship.trim(),
  };
}

const FIELDS = Object.keys(EMPTY_REQUEST) as (keyof RequestFormValues)[];

/**
 * The fields a refused request names (400 VALIDATION_FAILED, `details` paths 'body.email'…), so the dialog marks
 * them beside its message; the detail's own words are the server's English, not shown to a family.
 */
export function refusedFields(error: unknown): (keyof RequestFormValues)[] {
  if (!(error instanceof ApiRequestError) || error.code !== 'VALIDATION_FAILED') return [];
  const paths = new Set((error.details ?? []).map((detail) => detail.path.replace(/^body\./, '')));
  return FIELDS.filter((field) => paths.has(field));
}
