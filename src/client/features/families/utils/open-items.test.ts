import { expect, test } from 'vitest';
import type { FamilyDocument } from '@shared/families/families.schema';
import { openRequiredItems, openStepItems } from './open-items';

const item = (documentName: string, overrides: Partial<FamilyDocument>): FamilyDocument => ({
  id: crypto.randomUUID(),
  stepId: 1,
  documentName,
  documentType: 'upload',
  required: true,
  status: 'pending',
  processingStatus: 'completed',
  memberName: null,
  dueDate: null,
  submittedAt: null,
  approvedAt: null,
  rejectedAt: null,
  rejectionReason: null,
  waivedReason: null,
  ...overrides,
});

test('the open items of a step are its required items not yet approved or waived', () => {
  const documents = [
    item('RFA 01A', { documentType: 'form', status: 'completed' }),
    item('Photo ID', { memberName: 'Ana Reyes', status: 'rejected' }),
    item('Photo ID', { memberName: 'Luis Reyes', status: 'approved' }),
    item('Pet records', { required: false }),
    item('Waived letter', { status: 'waived' }),
    item('Proof of income', { stepId: 2 }),
  ];
  expect(openRequiredItems(documents, 1).map((d) => [d.documentName, d.memberName, d.status])).toEqual([
    ['RFA 01A', null, 'completed'],
    ['Photo ID', 'Ana Reyes', 'rejected'],
  ]);
  expect(openRequiredItems(documents, 3)).toEqual([]);
});

test("on the home study's step the assessment is open until it is completed", () => {
  const documents = [item('RFA 01C', { stepId: 7, memberName: 'Ana Reyes', status: 'rejected' })];
  expect(openStepItems(documents, { status: 'in_progress', openItems: 4 }, 7).map((row) => row.text)).toEqual(
    ['RFA 01C (Ana Reyes): Rejected', 'Home environment assessment: in progress, 4 items open'],
  );
  expect(openStepItems([], { status: 'not_started', openItems: 1 }, 7).map((row) => row.text)).toEqual([
    'Home environment assessment: not started, 1 item open',
  ]);
  expect(openStepItems([], { status: 'completed', openItems: 0 }, 7)).toEqual([]);
  expect(openStepItems([], { status: 'not_started', openItems: 13 }, 6)).toEqual([]);
});
