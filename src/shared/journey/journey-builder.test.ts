import { expect, test } from 'vitest';
import { buildJourney, type JourneyDocumentFacts } from './journey-builder';

const now = new Date('2026-11-21T18:00:00Z');
const members = [
  { id: 'm1', name: 'Maria Martinez', role: 'primary_applicant' },
  { id: 'm2', name: 'David Martinez', role: 'co_applicant' },
  { id: 'm3', name: 'Rosa Martinez', role: 'adult' },
];
let next = 0;
function doc(
  stepId: number,
  status: JourneyDocumentFacts['status'],
  extra: Partial<JourneyDocumentFacts> = {},
): JourneyDocumentFacts {
  next += 1;
  return {
    id: `00000000-0000-4000-8000-${String(next).padStart(12, '0')}`,
    stepId,
    documentName: `Item ${next}`,
    documentType: 'upload',
    status,
    required: true,
    householdMemberId: null,
    dueDate: null,
    submittedAt: null,
    approvedAt: status === 'approved' ? '2026-10-01T17:00:00+00:00' : null,
    rejectionReason: null,
    ...extra,
  };
}

test('steps before the current one are completed with their sign-off date; later ones pending', () => {
  const journey = buildJourney(
    {
      currentStep: 4,
      status: 'active',
      members,
      documents: [
        doc(2, 'approved', { approvedAt: '2026-10-05T17:00:00+00:00' }),
        doc(2, 'approved', { approvedAt: '2026-10-09T17:00:00.5+00:00' }),
        doc(4, 'submitted', { dueDate: '2026-11-29' }),
        doc(4, 'pending', { dueDate: '2026-12-03' }),
      ],
    },
    now,
  );
  expect(journey).toMatchObject({ completedSteps: 3, currentStep: 4, percent: 38, totalSteps: 8 });
  expect(journey.steps.map((s) => s.status)).toEqual([
    'completed',
    'completed',
    'completed',
    'in-progress',
    'pending',
    'pending',
    'pending',
    'pending',
  ]);
  expect(journey.steps[1]).toMatchObject({
    title: 'Discover',
    completedDate: '2026-10-09',
    daysRemaining: null,
  });
  expect(journey.steps[0]?.completedDate).toBeNull();
  expect(journey.steps[3]).toMatchObject({ title: 'Document', daysRemaining: 8, completedDate: null });
  expect(journey.steps[3]?.documents.map((d) => d.status)).toEqual(['in-progress', 'pending']);
  expect(journey.steps[4]?.daysRemaining).toBeNull();
  for (const step of journey.steps) {
    expect(step.description.length).toBeGreaterThan(20);
    expect(step.actions.length).toBeGreaterThan(0);
  }
});

test('a rejected item marks the current step needs-revision and carries its reason', () => {
  const journey = buildJourney(
    {
      currentStep: 4,
      status: 'active',
      members,
      documents: [doc(4, 'rejected', { rejectionReason: 'Page cut off' })],
    },
    now,
  );
  expect(journey.steps[3]?.status).toBe('needs-revision');
  expect(journey.steps[3]?.documents[0]).toMatchObject({
    status: 'pending',
    rawStatus: 'rejected',
    rejectionReason: 'Page cut off',
  });
});

test('step 1 groups items by Primary Applicant, Co-Applicant and Other Adult, primary first', () => {
  const journey = buildJourney(
    {
      currentStep: 1,
      status: 'active',
      members,
      documents: [
        doc(1, 'pending', { householdMemberId: 'm3' }),
        doc(1, 'pending', { householdMemberId: 'm2' }),
        doc(1, 'pending', { householdMemberId: 'm1' }),
        doc(1, 'pending'),
        doc(2, 'pending', { householdMemberId: 'm2' }),
      ],
    },
    now,
  );
  const step1 = journey.steps[0]?.documents ?? [];
  expect(step1.map((d) => [d.group, d.memberName])).toEqual([
    ['Primary Applicant', 'Maria Martinez'],
    ['Primary Applicant', null],
    ['Co-Applicant', 'David Martinez'],
    ['Other Adult', 'Rosa Martinez'],
  ]);
  expect(journey.steps[1]?.documents[0]).not.toHaveProperty('group');
  expect(journey.steps[1]?.documents[0]?.memberName).toBe('David Martinez');
});

test('an approved family has every step completed and 100 percent', () => {
  const journey = buildJourney({ currentStep: 8, status: 'approved', members: [], documents: [] }, now);
  expect(journey).toMatchObject({ completedSteps: 8, currentStep: 8, percent: 100 });
  expect(journey.steps.every((s) => s.status === 'completed')).toBe(true);
});
