import { expect, test } from 'vitest';
import {
  moveWithinStep,
  requirementFormValues,
  toRequirementBody,
  validateRequirementForm,
} from './requirement-form';

test('a valid form becomes the API body; empty validity and description mean none', () => {
  const values = { ...requirementFormValues(undefined, 4), name: '  Water Safety Plan ' };
  expect(validateRequirementForm(values)).toEqual({});
  expect(toRequirementBody(values)).toEqual({
    stepId: 4,
    name: 'Water Safety Plan',
    description: null,
    kind: 'upload',
    audience: 'household',
    required: true,
    programType: null,
    validityMonths: null,
  });
});

test('an item limited to a program type keeps it; an empty choice means every family', () => {
  const values = {
    ...requirementFormValues(undefined, 2),
    name: 'Adoption consent',
    programType: 'Adoption',
  };
  expect(toRequirementBody(values).programType).toBe('Adoption');
  const item = { ...toRequirementBody(values), id: crypto.randomUUID(), position: 10, enabled: true };
  expect(requirementFormValues({ ...item, description: null, programType: null }, 2).programType).toBe('');
});

test('the form refuses what the API refuses, one message per field', () => {
  const errors = validateRequirementForm({
    ...requirementFormValues(undefined, 1),
    name: 'X',
    validityMonths: '121',
  });
  expect(errors).toEqual({
    name: 'Enter a name of 2 to 160 characters',
    validityMonths: 'Enter a whole number of months from 1 to 120, or leave it empty',
  });
  expect(
    validateRequirementForm({
      ...requirementFormValues(undefined, 1),
      name: 'Ok name',
      validityMonths: '2.5',
    }),
  ).toHaveProperty('validityMonths');
});

test('moving an item swaps it with its neighbour and stays put at either end', () => {
  expect(moveWithinStep(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
  expect(moveWithinStep(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
  expect(moveWithinStep(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  expect(moveWithinStep(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
});
