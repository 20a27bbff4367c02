import { expect, test } from 'vitest';
import type { JourneyDocument } from '@shared/journey/journey.schema';
import { documentMessage, documentSections, stepTiming, uploadRequestFor } from './journey-display';

let nextId = 0;
const doc = (name: string, extra: Partial<JourneyDocument> = {}): JourneyDocument => ({
  id: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`,
  name,
  type: 'upload',
  status: 'pending',
  rawStatus: 'pending',
  memberName: null,
  required: true,
  rejectionReason: null,
  waivedReason: null,
  processing: false,
  ...extra,
});

test('step 1 documents are grouped by Primary Applicant, Co-Applicant and Other Adult, in that order', () => {
  const sections = documentSections({
    documents: [
      doc('Photo ID (Rosa)', { group: 'Other Adult' }),
      doc('Application', { group: 'Primary Applicant' }),
      doc('Photo ID (David)', { group: 'Co-Applicant' }),
      doc('Photo ID (Maria)', { group: 'Primary Applicant' }),
    ],
  });
  expect(sections.map((s) => [s.heading, s.documents.map((d) => d.name)])).toEqual([
    ['Primary Applicant', ['Application', 'Photo ID (Maria)']],
    ['Co-Applicant', ['Photo ID (David)']],
    ['Other Adult', ['Photo ID (Rosa)']],
  ]);
});

test('other steps are one list, and a step without documents has none', () => {
  const sections = documentSections({ documents: [doc('Proof of Income'), doc('TB Test Results')] });
  expect(sections).toHaveLength(1);
  expect(sections[0]?.heading).toBeNull();
  expect(documentSections({ documents: [] })).toEqual([]);
});

test('a step shows its completion date or the days left', () => {
  expect(stepTiming({ status: 'completed', completedDate: '2026-10-07', daysRemaining: null })).toBe(
    'Completed Oct 7, 2026',
  );
  expect(stepTiming({ status: 'completed', completedDate: null, daysRemaining: null })).toBe('Completed');
  expect(stepTiming({ status: 'in-progress', completedDate: null, daysRemaining: 8 })).toBe(
    '8 days remaining',
  );
  expect(stepTiming({ status: 'needs-revision', completedDate: null, daysRemaining: 1 })).toBe(
    '1 day remaining',
  );
  expect(stepTiming({ status: 'pending', completedDate: null, daysRemaining: null })).toBeNull();
});

test('forms and e-signatures show an alert; uploads open the upload dialog instead', () => {
  expect(documentMessage({ type: 'form', name: 'Placement Preferences Questionnaire' })).toBe(
    'Opening form for Placement Preferences Questionnaire',
  );
  expect(documentMessage({ type: 'e-sign', name: 'LIC 627' })).toBe('E-signature required for LIC 627');
  expect(documentMessage({ type: 'upload', name: 'Proof of Income' })).toBeNull();
});

test('an upload fills a pending, rejected or expired item; a handed-in one gets another file under its name', () => {
  for (const rawStatus of ['pending', 'rejected', 'expired'] as const) {
    const item = doc('Photo ID', { rawStatus });
    expect(uploadRequestFor(item, 1)).toEqual({ documentId: item.id, stepId: 1, documentName: 'Photo ID' });
  }
  expect(uploadRequestFor(doc('TB Test', { rawStatus: 'submitted' }), 4)).toEqual({
    documentId: undefined,
    stepId: 4,
    documentName: 'TB Test',
  });
});
