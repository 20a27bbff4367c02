import { expect, test } from 'vitest';
import { type FamilyCandidate, matchFamily, namePrefixes } from './family-match';
import { parseStaffQuestion } from './staff-question-parser';

test.each([
  ['how many documents are waiting for review', 'documents_waiting_review'],
  ['How many docs are pending?', 'documents_waiting_review'],
  ['Which documents are expiring soon?', 'documents_expiring'],
  ['how many uploads failed processing', 'documents_failed_processing'],
  ['which families are in step 4 for more than 30 days', 'families_in_step_over_days'],
  ['how many families are in each step', 'families_by_step'],
  ['how many active applications do we have', 'families_by_step'],
  ['what is missing for the Martinez family', 'family_missing'],
  ["What's the Garcia family still missing?", 'family_missing'],
  ['how many training hours does the Garcia family have', 'family_training_hours'],
  ['which required courses are overdue', 'overdue_required_courses'],
  ['help', 'help'],
  ['what is the weather like', 'unknown'],
])('"%s" is understood as %s', (question, intent) => {
  expect(parseStaffQuestion(question).intent).toBe(intent);
});

test('the step and the number of days are taken from the question, in words or digits', () => {
  expect(parseStaffQuestion('which families are in step 4 for more than 30 days').entities).toEqual({
    step: 4,
    days: 30,
  });
  expect(parseStaffQuestion('families stuck in step four over 6 weeks').entities).toEqual({
    step: 4,
    days: 42,
  });
  expect(parseStaffQuestion('who has been in the Document step for more than a month?').entities).toEqual({
    step: 4,
    days: 30,
  });
  expect(parseStaffQuestion('how many families are in step 2').entities).toEqual({ step: 2 });
});

test('the family name is what is left once the known words are taken out, accents and case aside', () => {
  expect(parseStaffQuestion('what is missing for the Martinez family').entities.familyName).toBe('martinez');
  expect(parseStaffQuestion("What does María Martínez's household still need?").entities.familyName).toBe(
    'maria martinez',
  );
  expect(
    parseStaffQuestion('How many documents are waiting for review?').entities.familyName,
  ).toBeUndefined();
});

test('answers by a surer rule carry a higher confidence, and an unknown question a low one', () => {
  const named = parseStaffQuestion('what is missing for the Martinez family');
  const unnamed = parseStaffQuestion('what are families missing');
  expect(named.confidence).toBeGreaterThan(unnamed.confidence);
  expect(parseStaffQuestion('sing me a song').confidence).toBeLessThan(0.3);
});

const family = (id: string, name: string, contact: string, caseNumber: string): FamilyCandidate => ({
  id,
  name,
  primaryContactName: contact,
  caseNumber,
});
const martinez = family('1', 'Martinez Family', 'Maria Martinez', 'HVN-2026-0001');
const garcia = family('2', 'Garcia Family', 'Ana Garcia', 'HVN-2026-0003');
const otherMartinez = family('3', 'Martinez Family', 'Jose Martinez', 'HVN-2026-0042');

test('a family is found by its name in any case, forgiving a small typo, or by its case number', () => {
  expect(matchFamily('martinez', [martinez, garcia])).toEqual({ kind: 'one', family: martinez });
  expect(matchFamily('MARTINES', [martinez, garcia])).toEqual({ kind: 'one', family: martinez });
  expect(matchFamily('ana garcia', [martinez, garcia])).toEqual({ kind: 'one', family: garcia });
  expect(matchFamily('hvn 2026 0003', [martinez, garcia])).toEqual({ kind: 'one', family: garcia });
  expect(matchFamily('thompson', [martinez, garcia])).toEqual({ kind: 'none' });
});

test('two families with the same name are listed back; the contact name tells them apart', () => {
  const ambiguous = matchFamily('martinez', [martinez, garcia, otherMartinez]);
  expect(ambiguous.kind).toBe('ambiguous');
  expect(ambiguous.kind === 'ambiguous' && ambiguous.families.map((f) => f.id).sort()).toEqual(['1', '3']);
  expect(matchFamily('maria martinez', [martinez, garcia, otherMartinez])).toEqual({
    kind: 'one',
    family: martinez,
  });
});

test('the database narrows by three-letter prefixes of the asked words', () => {
  expect(namePrefixes('the Martinez family')).toEqual(['mar']);
  expect(namePrefixes('ana garcia')).toEqual(['ana', 'gar']);
});
