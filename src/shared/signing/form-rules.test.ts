import { expect, test } from 'vitest';
import {
  conditionProblem,
  type FormFieldRule,
  formDataOf,
  formProblems,
  isFieldShown,
  shownData,
  shownFields,
} from './form-rules';

// RFA 01B's conviction question, its follow-up and a checkbox with a follow-up of its own (issue 44).
const convicted: FormFieldRule = {
  name: 'convicted',
  label: 'Have you ever been convicted of a crime?',
  type: 'radio',
  required: true,
  options: ['Yes', 'No'],
};
const details: FormFieldRule = {
  name: 'conviction_details',
  label: 'If yes, list each conviction',
  type: 'textarea',
  required: true,
  showWhen: { field: 'convicted', equals: 'Yes' },
};
const sealed: FormFieldRule = {
  name: 'record_sealed',
  label: 'A record was sealed or expunged',
  type: 'checkbox',
  required: false,
  showWhen: { field: 'convicted', equals: 'Yes' },
};
const sealedCourt: FormFieldRule = {
  name: 'sealed_court',
  label: 'Which court sealed it',
  type: 'text',
  required: true,
  showWhen: { field: 'record_sealed', equals: true },
};
const fields = [convicted, details, sealed, sealedCourt];

test('a field without a condition is always shown; with one, only when the field it names has that value', () => {
  expect(isFieldShown(convicted, {})).toBe(true);
  expect(isFieldShown(details, { convicted: 'Yes' })).toBe(true);
  expect(isFieldShown(details, { convicted: 'No' })).toBe(false);
  expect(isFieldShown(details, {})).toBe(false);
});

test('a checkbox condition counts an untouched checkbox as unticked', () => {
  const whenUnticked = { showWhen: { field: 'record_sealed', equals: false } };
  expect(isFieldShown(sealedCourt, { record_sealed: true })).toBe(true);
  expect(isFieldShown(sealedCourt, { record_sealed: false })).toBe(false);
  expect(isFieldShown(whenUnticked, {})).toBe(true);
  expect(isFieldShown(whenUnticked, { record_sealed: true })).toBe(false);
});

test('a hidden required field is not required; shown, it is', () => {
  expect([...formProblems(fields, { convicted: 'No' })]).toEqual([]);
  expect([...formProblems(fields, { convicted: 'Yes' })]).toEqual([['conviction_details', 'required']]);
  expect([
    ...formProblems(fields, { convicted: 'Yes', conviction_details: 'x', record_sealed: true }),
  ]).toEqual([['sealed_court', 'required']]);
});

test('a field whose condition names a hidden field is hidden too, whatever that field still held', () => {
  const data = { convicted: 'No', record_sealed: true, sealed_court: 'Fresno' };
  expect(shownFields(fields, data).map((f) => f.name)).toEqual(['convicted']);
  expect([...formProblems(fields, { convicted: 'No', record_sealed: true })]).toEqual([]);
  expect(shownData(fields, data)).toEqual({ convicted: 'No' });
});

test('formDataOf never keeps a hidden field’s answer', () => {
  expect(formDataOf(fields, { convicted: 'No', conviction_details: 'theft, 2009', stray: 'x' })).toEqual({
    convicted: 'No',
  });
  expect(formDataOf(fields, { convicted: 'Yes', conviction_details: 'theft, 2009' })).toEqual({
    convicted: 'Yes',
    conviction_details: 'theft, 2009',
  });
});

test('a template whose conditions name earlier radios and checkboxes by their own values has no problem', () => {
  expect(conditionProblem(fields)).toBeNull();
  expect(conditionProblem([convicted])).toBeNull();
});

test('a condition on a later, missing or unfit field, on itself or for a value it cannot have names the field', () => {
  const name: FormFieldRule = { name: 'name', label: 'Name', type: 'text', required: true };
  const on = (showWhen: FormFieldRule['showWhen']): FormFieldRule => ({ ...details, showWhen });
  expect(conditionProblem([on({ field: 'convicted', equals: 'Yes' }), convicted])).toMatch(
    /"If yes, list each conviction" \(conviction_details\).*comes after it/,
  );
  expect(conditionProblem([convicted, on({ field: 'nowhere', equals: 'Yes' })])).toMatch(
    /conviction_details.*does not have/,
  );
  expect(conditionProblem([convicted, on({ field: 'conviction_details', equals: 'Yes' })])).toMatch(
    /conviction_details.*itself/,
  );
  expect(conditionProblem([convicted, on({ field: 'convicted', equals: 'Maybe' })])).toMatch(
    /conviction_details.*"Maybe", which is not one of its options/,
  );
  expect(conditionProblem([convicted, on({ field: 'convicted', equals: true })])).toMatch(
    /not one of its options/,
  );
  expect(
    conditionProblem([
      convicted,
      sealed,
      { ...sealedCourt, showWhen: { field: 'record_sealed', equals: 'Yes' } },
    ]),
  ).toMatch(/sealed_court.*ticked or not ticked/);
  expect(conditionProblem([name, on({ field: 'name', equals: 'Ann' })])).toMatch(/not a radio or checkbox/);
});
