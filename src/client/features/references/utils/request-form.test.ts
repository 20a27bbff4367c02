import { expect, test } from 'vitest';
import { RequestReferenceBodySchema } from '@shared/references/references.schema';
import { ApiRequestError } from '@client/lib/api-client';
import {
  EMPTY_REQUEST,
  refusedFields,
  type RequestFormValues,
  requestFormErrors,
  toRequestBody,
} from './request-form';

const MARIA: RequestFormValues = {
  name: '  Maria Lopez ',
  email: ' Maria.Lopez@Example.org ',
  relationship: ' Neighbor for 6 years ',
};

test('a request needs a name, an e-mail address and how they know the family', () => {
  expect(requestFormErrors(EMPTY_REQUEST)).toEqual({
    name: 'required',
    email: 'required',
    relationship: 'required',
  });
  expect(requestFormErrors({ name: '   ', email: ' ', relationship: '\u00a0' })).toEqual({
    name: 'required',
    email: 'required',
    relationship: 'required',
  });
  expect(requestFormErrors(MARIA)).toEqual({});
});

test('the body is trimmed and the address in lower case, as the server stores it', () => {
  expect(toRequestBody(MARIA)).toEqual({
    name: 'Maria Lopez',
    email: 'maria.lopez@example.org',
    relationship: 'Neighbor for 6 years',
  });
});

test('the form refuses what the API schema refuses, and lets through what it takes', () => {
  const cases: RequestFormValues[] = [
    MARIA,
    EMPTY_REQUEST,
    { ...MARIA, email: 'maria@' },
    { ...MARIA, email: 'maria lopez@example.org' },
    { ...MARIA, email: `${'m'.repeat(250)}@example.org` },
    { ...MARIA, name: 'M'.repeat(120) },
    { ...MARIA, name: 'M'.repeat(121) },
    { ...MARIA, relationship: 'r'.repeat(80) },
    { ...MARIA, relationship: 'r'.repeat(81) },
    // A name that would display as another one (issue 42), a tab pasted into a one-line field.
    { ...MARIA, name: 'Maria\u200bLopez' },
    { ...MARIA, name: 'Maria\u202eLopez' },
    { ...MARIA, relationship: 'Neighbor\tfor 6 years' },
    { ...MARIA, relationship: 'Friend \ud800' },
    { ...MARIA, name: 'Zoë Nguyễn 陳' },
  ];
  for (const values of cases) {
    const clientAccepts = Object.keys(requestFormErrors(values)).length === 0;
    const serverAccepts = RequestReferenceBodySchema.safeParse(toRequestBody(values)).success;
    expect({ values, clientAccepts }).toEqual({ values, clientAccepts: serverAccepts });
  }
});

test('each problem is named for the field that has it', () => {
  expect(requestFormErrors({ ...MARIA, email: 'maria@' })).toEqual({ email: 'email' });
  expect(requestFormErrors({ ...MARIA, name: 'M'.repeat(121) })).toEqual({ name: 'tooLong' });
  expect(requestFormErrors({ ...MARIA, relationship: 'Friend\u0007' })).toEqual({ relationship: 'invalid' });
  expect(requestFormErrors({ ...MARIA, name: 'Maria\u200bLopez' })).toEqual({ name: 'invalid' });
});

test('a refusal of the server marks the fields its details name, and nothing for other errors', () => {
  const refused = new ApiRequestError(400, {
    code: 'VALIDATION_FAILED',
    message: 'body.email: Invalid email address; body.relationship: Too big',
    details: [
      { path: 'body.email', message: 'Invalid email address' },
      { path: 'body.relationship', message: 'Too big' },
    ],
  });
  expect(refusedFields(refused)).toEqual(['email', 'relationship']);
  expect(
    refusedFields(new ApiRequestError(409, { code: 'CONFLICT', message: 'Too many open requests' })),
  ).toEqual([]);
  expect(refusedFields(new Error('offline'))).toEqual([]);
});
