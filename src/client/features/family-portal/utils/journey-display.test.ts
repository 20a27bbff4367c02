import { expect, test } from 'vitest';
import { journeyStepContent } from '@shared/journey/journey-content';
import type { JourneyDocument } from '@shared/journey/journey.schema';
import {
  documentMessage,
  documentSections,
  stepText,
  stepTiming,
  stepTitleOf,
  uploadRequestFor,
} from './journey-display';
import { portalTranslations } from './test-i18n';

const { t } = portalTranslations('en');

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
  validityMonths: null,
  expiresOn: null,
  processing: false,
  addedByStaff: false,
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
  expect(stepTiming(t, { status: 'completed', completedDate: '2026-10-07', daysRemaining: null })).toBe(
    'Completed Oct 7, 2026',
  );
  expect(stepTiming(t, { status: 'completed', completedDate: null, daysRemaining: null })).toBe('Completed');
  expect(stepTiming(t, { status: 'in-progress', completedDate: null, daysRemaining: 8 })).toBe(
    '8 days remaining',
  );
  expect(stepTiming(t, { status: 'needs-revision', completedDate: null, daysRemaining: 1 })).toBe(
    '1 day remaining',
  );
  expect(stepTiming(t, { status: 'pending', completedDate: null, daysRemaining: null })).toBeNull();
  const es = portalTranslations('es').t;
  expect(stepTiming(es, { status: 'in-progress', completedDate: null, daysRemaining: 1 })).toBe(
    'Queda 1 día',
  );
  expect(stepTiming(es, { status: 'in-progress', completedDate: null, daysRemaining: 8 })).toBe(
    'Quedan 8 días',
  );
});

test('forms and e-signatures show an alert; uploads open the upload dialog instead', () => {
  expect(documentMessage(t, { type: 'form' }, 'Placement Preferences Questionnaire')).toBe(
    'Opening form for Placement Preferences Questionnaire',
  );
  expect(documentMessage(t, { type: 'e-sign' }, 'LIC 627')).toBe('E-signature required for LIC 627');
  expect(documentMessage(t, { type: 'upload' }, 'Proof of Income')).toBeNull();
  expect(documentMessage(portalTranslations('vi').t, { type: 'e-sign' }, 'LIC 627')).toBe(
    'Cần chữ ký điện tử cho LIC 627',
  );
});

test('a step reads in the family’s language while the server sends the English this client knows', () => {
  const step = journeyStepContent(3);
  expect(stepText(portalTranslations('en').i18n, step)).toEqual({
    title: step.title,
    description: step.description,
    actions: step.actions,
  });
  const es = stepText(portalTranslations('es').i18n, step);
  expect(es.title).toBe('Determinar');
  expect(es.description).toContain('huellas digitales');
  expect(es.actions[1]).toBe('Suba cada comprobante de Live Scan (LIC 9163)');
  expect(stepTitleOf(portalTranslations('zh').i18n, 4)).toBe('文件');
});

test('a step whose English changed on the server reads as sent rather than as an outdated translation', () => {
  const step = { ...journeyStepContent(2), description: 'A new description written since.' };
  const text = stepText(portalTranslations('es').i18n, step);
  expect(text.description).toBe('A new description written since.');
  expect(text.title).toBe('Descubrir');
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
