import { expect, test } from 'vitest';
import type { StaffAssessmentItem } from '@shared/home-assessment/home-assessment.schema';
import {
  defaultDueDate,
  draftOf,
  draftProblem,
  figuresLine,
  isDirty,
  recordBody,
  syncWithSaved,
} from './item-draft';

// Noon in California: the same calendar day on the agency's clock and in UTC.
const now = new Date('2026-03-05T20:00:00Z');

const item = (patch: Partial<StaffAssessmentItem> = {}): StaffAssessmentItem => ({
  key: 'fire_extinguisher',
  name: 'Fire extinguisher',
  guidance: 'The extinguisher where it hangs.',
  result: null,
  note: '',
  version: 0,
  correction: null,
  photos: [],
  open: true,
  updatedAt: null,
  updatedByName: null,
  ...patch,
});

const correction = (dueDate: string) => ({
  dueDate,
  status: 'open' as const,
  familyNote: null,
  answeredAt: null,
  staffReply: null,
  decidedAt: null,
});

test('a correction is due 14 days from today unless the item already has a date', () => {
  expect(defaultDueDate(now)).toBe('2026-03-19');
  expect(draftOf(item(), now).dueDate).toBe('2026-03-19');
  expect(
    draftOf(item({ result: 'needs_correction', correction: correction('2026-04-01') }), now).dueDate,
  ).toBe('2026-04-01');
});

test('today on the agency calendar, even late in the evening there (already tomorrow in UTC)', () => {
  expect(defaultDueDate(new Date('2026-03-06T06:30:00Z'))).toBe('2026-03-19');
});

test('an untouched draft is not dirty; a new choice, a note or a due date is', () => {
  const saved = item({ result: 'pass', note: 'Hangs in the kitchen', version: 2 });
  const draft = draftOf(saved, now);
  expect(isDirty(draft, saved)).toBe(false);
  expect(isDirty({ ...draft, note: 'Hangs in the kitchen  ' }, saved)).toBe(false);
  expect(isDirty({ ...draft, note: 'Hangs in the hall' }, saved)).toBe(true);
  expect(isDirty({ ...draft, result: 'not_applicable' }, saved)).toBe(true);
  const needing = item({ result: 'needs_correction', note: 'Gauge', correction: correction('2026-03-19') });
  expect(isDirty({ ...draftOf(needing, now), dueDate: '2026-03-20' }, needing)).toBe(true);
  // The due date of a passed item is not sent, so changing it changes nothing.
  expect(isDirty({ ...draft, dueDate: '2026-05-01' }, saved)).toBe(false);
});

test('the body trims the note and sends a due date only for a correction', () => {
  expect(recordBody({ result: 'pass', note: ' ok ', dueDate: '2026-03-19' }, 3)).toEqual({
    result: 'pass',
    note: 'ok',
    correctionDueDate: undefined,
    version: 3,
  });
  expect(recordBody({ result: 'needs_correction', note: 'Gauge', dueDate: '2026-03-19' }, 0)).toEqual({
    result: 'needs_correction',
    note: 'Gauge',
    correctionDueDate: '2026-03-19',
    version: 0,
  });
});

test('a correction needs a note for the family and a due date from today on', () => {
  const draft = { result: 'needs_correction' as const, note: '', dueDate: '2026-03-19' };
  expect(draftProblem(draft, now)).toBe('Say what needs to be corrected: the family reads this note.');
  expect(draftProblem({ ...draft, note: 'Gauge in the red', dueDate: '' }, now)).toBe(
    'Give the date by which the family should make the correction.',
  );
  expect(draftProblem({ ...draft, note: 'Gauge in the red', dueDate: '2026-03-04' }, now)).toBe(
    'The due date cannot be in the past.',
  );
  expect(draftProblem({ ...draft, note: 'Gauge in the red', dueDate: '2026-03-05' }, now)).toBeNull();
  expect(draftProblem({ result: 'pass', note: '', dueDate: '' }, now)).toBeNull();
  expect(draftProblem({ result: null, note: 'typed first', dueDate: '' }, now)).toMatch(/^Choose Pass/);
});

test('a read with a newer version is taken over when the caseworker has nothing unsaved', () => {
  const basedOn = item({ result: 'pass', version: 1 });
  const theirs = item({ result: 'not_applicable', version: 2 });
  expect(syncWithSaved(basedOn, draftOf(basedOn, now), theirs)).toBe('adopt');
  expect(syncWithSaved(basedOn, draftOf(basedOn, now), basedOn)).toBe('keep');
});

test('a newer version meeting unsaved, different values is a conflict, never an overwrite', () => {
  const basedOn = item({ result: 'pass', version: 1 });
  const theirs = item({ result: 'not_applicable', note: 'No extinguisher needed', version: 2 });
  const mine = { ...draftOf(basedOn, now), note: 'Mounted by the back door' };
  expect(syncWithSaved(basedOn, mine, theirs)).toBe('conflict');
  // Both chose the same: nothing to choose between.
  const same = {
    ...draftOf(basedOn, now),
    result: 'not_applicable' as const,
    note: 'No extinguisher needed',
  };
  expect(syncWithSaved(basedOn, same, theirs)).toBe('adopt');
  // An older read arriving after the caseworker's own save changes nothing.
  expect(syncWithSaved(theirs, mine, basedOn)).toBe('keep');
});

test('the figures read as one line', () => {
  expect(figuresLine({ total: 13, checked: 5, open: 9, answered: 1 })).toBe(
    '5 of 13 checked · 9 open · 1 answered by the family',
  );
});
