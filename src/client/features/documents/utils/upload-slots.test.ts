import { expect, test } from 'vitest';
import type { JourneyDocument, JourneyStep } from '@shared/journey/journey.schema';
import { openUploadSlots } from './upload-slots';

let next = 0;
function doc(patch: Partial<JourneyDocument>): JourneyDocument {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    name: 'Proof of Income',
    type: 'upload',
    status: 'pending',
    rawStatus: 'pending',
    memberName: null,
    required: true,
    rejectionReason: null,
    waivedReason: null,
    processing: false,
    ...patch,
  };
}

function step(id: number, title: string, documents: JourneyDocument[]): JourneyStep {
  return {
    id,
    title,
    description: '',
    status: 'pending',
    completedDate: null,
    daysRemaining: null,
    documents,
    actions: [],
  };
}

test('only uploads waiting for a file or a replacement are offered, grouped by step', () => {
  const physician = doc({ name: "Physician's Report (LIC 503)", memberName: 'Maria Martinez' });
  const insurance = doc({ name: "Homeowner's or Renter's Insurance Declaration", rawStatus: 'rejected' });
  const slots = openUploadSlots({
    steps: [
      step(3, 'Determine', [doc({ rawStatus: 'approved', status: 'completed' }), doc({ type: 'form' })]),
      step(4, 'Document', [physician, insurance, doc({ rawStatus: 'submitted', status: 'in-progress' })]),
    ],
  });
  expect(slots.groups).toEqual([
    {
      group: 'Step 4 · Document',
      items: [
        { value: physician.id, label: "Physician's Report (LIC 503) (Maria Martinez)" },
        {
          value: insurance.id,
          label: "Homeowner's or Renter's Insurance Declaration · Rejected — please upload again",
        },
      ],
    },
  ]);
  expect(slots.targets.get(insurance.id)).toEqual({
    documentId: insurance.id,
    stepId: 4,
    documentName: "Homeowner's or Renter's Insurance Declaration",
  });
});
