import { expect, test } from 'vitest';
import type { TemplateField } from '@shared/signing/signing.schema';
import { answerLines, referenceMoments, referencesReceived } from './reference-display';

const QUESTIONNAIRE: TemplateField[] = [
  { name: 'known_years', label: 'How many years have you known the family?', type: 'text', required: true },
  {
    name: 'concerns',
    label: 'Do you have any concerns about children in their care?',
    type: 'radio',
    required: true,
    options: ['Yes', 'No'],
  },
  {
    name: 'concerns_detail',
    label: 'Please describe your concerns',
    type: 'textarea',
    required: true,
    showWhen: { field: 'concerns', equals: 'Yes' },
  },
  { name: 'recommend', label: 'I recommend this family', type: 'checkbox', required: false },
  { name: 'comments', label: 'Anything else?', type: 'textarea', required: false },
];

test('staff read the answers in the questionnaire’s order; a question the reference was never shown is left out', () => {
  expect(
    answerLines(QUESTIONNAIRE, { known_years: '6', concerns: 'No', recommend: true, comments: '  ' }),
  ).toEqual([
    { name: 'known_years', label: 'How many years have you known the family?', answer: '6' },
    { name: 'concerns', label: 'Do you have any concerns about children in their care?', answer: 'No' },
    { name: 'recommend', label: 'I recommend this family', answer: 'Yes' },
    { name: 'comments', label: 'Anything else?', answer: null },
  ]);
  const withConcerns = answerLines(QUESTIONNAIRE, {
    known_years: '2',
    concerns: 'Yes',
    concerns_detail: 'They often leave the gate open.',
  });
  expect(withConcerns.map((line) => [line.name, line.answer])).toEqual([
    ['known_years', '2'],
    ['concerns', 'Yes'],
    ['concerns_detail', 'They often leave the gate open.'],
    ['recommend', 'No'],
    ['comments', null],
  ]);
});

test('only completed references count towards the ones the agency asks for', () => {
  expect(
    referencesReceived([
      { status: 'completed' },
      { status: 'opened' },
      { status: 'cancelled' },
      { status: 'completed' },
      { status: 'expired' },
    ]),
  ).toBe(2);
});

test('a request’s moments are the ones it went through, in order', () => {
  expect(
    referenceMoments({
      requestedAt: '2026-03-01T10:00:00.000Z',
      openedAt: null,
      completedAt: null,
    }),
  ).toEqual([{ kind: 'requested', at: '2026-03-01T10:00:00.000Z' }]);
  expect(
    referenceMoments({
      requestedAt: '2026-03-01T10:00:00.000Z',
      openedAt: '2026-03-02T08:00:00.000Z',
      completedAt: '2026-03-02T08:30:00.000Z',
    }).map((moment) => moment.kind),
  ).toEqual(['requested', 'opened', 'completed']);
});
