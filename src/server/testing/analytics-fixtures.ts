import { JOURNEY_STEPS } from '@shared/journey/journey-steps';
import type { Db } from '../db/client';
import {
  auditLog,
  conversationMessages,
  conversationSessions,
  courseAssignments,
  courseEnrollments,
  courses,
  documentTemplates,
  families,
  familyDocuments,
  familySupportStaff,
  familyTraining,
  formSubmissions,
} from '../db/schema';
import { createStaffUser } from './test-users';

/**
 * A small agency whose analytics answers are worked out by hand (see the tests). Today is Tuesday 2026-03-10 in
 * Los Angeles (PDT since 2026-03-08); instants are UTC. Families: Alpha (active, step 3, caseworker Casey),
 * Beta (active, step 1, Kinship), Gamma (approved, Casey), Delta (on hold, step 2), Epsilon (active, step 2,
 * Kinship), Zeta (withdrawn).
 */
export const ANALYTICS_NOW = new Date('2026-03-10T19:00:00Z');

const at = (iso: string) => new Date(iso);

export async function seedAnalyticsAgency(db: Db) {
  const casey = await createStaffUser(db, { email: 'casey@agency.test', roles: ['staff'] });
  const family = async (
    key: string,
    values: {
      status?: 'active' | 'on_hold' | 'approved' | 'withdrawn';
      step: number;
      start: string;
      type?: string;
    },
  ) => {
    const [row] = await db
      .insert(families)
      .values({
        caseNumber: `ANA-${key}`,
        familyName: `${key} Family`,
        primaryContactName: `Pat ${key}`,
        applicantType: values.type ?? 'Specialized Foster Care',
        status: values.status ?? 'active',
        currentStep: values.step,
        stepName: JOURNEY_STEPS[values.step - 1]!.title,
        startDate: values.start,
      })
      .returning({ id: families.id });
    return row!.id;
  };
  const alpha = await family('0001-Alpha', { step: 3, start: '2026-01-01' });
  const beta = await family('0002-Beta', { step: 1, start: '2026-01-31', type: 'Kinship' });
  const gamma = await family('0003-Gamma', { status: 'approved', step: 8, start: '2025-12-01' });
  const delta = await family('0004-Delta', { status: 'on_hold', step: 2, start: '2026-03-01' });
  const epsilon = await family('0005-Epsilon', { step: 2, start: '2026-02-01', type: 'Kinship' });
  const zeta = await family('0006-Zeta', { status: 'withdrawn', step: 4, start: '2025-06-01' });
  await db.insert(familySupportStaff).values([
    { familyId: alpha, userId: casey.id, roleTitle: 'Caseworker' },
    { familyId: gamma, userId: casey.id, roleTitle: 'Caseworker' },
  ]);

  const move = (familyId: string, when: string, from: number, to: number, status = 'active') => ({
    action: 'family.step_moved',
    objectType: 'family',
    objectId: familyId,
    familyId,
    at: at(when),
    details: { direction: 'advance', reason: 'ready', from, to, stepName: 'x', status },
  });
  await db.insert(auditLog).values([
    // Alpha: step 1 for 10.5 days (from its start, midnight in LA = 08:00Z), step 2 for 20 days, on step 3 since Jan 31.
    move(alpha, '2026-01-11T20:00:00Z', 1, 2),
    move(alpha, '2026-01-31T20:00:00Z', 2, 3),
    // Epsilon: step 1 for 20.5 days.
    move(epsilon, '2026-02-21T20:00:00Z', 1, 2),
    // Gamma: approved 90.5 days after its start; its only record, so step 8 since the start.
    move(gamma, '2026-03-01T20:00:00Z', 8, 8, 'approved'),
  ]);

  const doc = (familyId: string, name: string, values: Partial<typeof familyDocuments.$inferInsert>) => ({
    familyId,
    documentName: name,
    stepId: 1,
    ...values,
  });
  await db.insert(familyDocuments).values([
    // 23:30 on Sunday March 1 in LA (UTC already says Monday March 2): the week of February 23.
    doc(alpha, 'Late Sunday', {
      status: 'submitted',
      submittedAt: at('2026-03-02T07:30:00Z'),
      mismatch: true,
    }),
    doc(alpha, 'Early Monday', {
      status: 'approved',
      submittedAt: at('2026-03-02T08:30:00Z'),
      approvedAt: at('2026-03-03T08:30:00Z'),
    }),
    doc(beta, 'Tuesday', {
      status: 'rejected',
      submittedAt: at('2026-03-03T10:00:00Z'),
      rejectedAt: at('2026-03-03T22:00:00Z'),
      rejectionReason: 'Unreadable scan.',
    }),
    ...['2026-05-09', '2026-05-10'].map((expiresOn) =>
      doc(alpha, `Expires ${expiresOn}`, {
        status: 'approved',
        submittedAt: at('2024-12-31T18:00:00Z'),
        approvedAt: at('2025-01-01T18:00:00Z'),
        expiresOn,
      }),
    ),
    doc(gamma, 'Expired', {
      status: 'expired',
      submittedAt: at('2024-12-31T18:00:00Z'),
      expiresOn: '2026-02-01',
    }),
    doc(gamma, 'Never handed in', { status: 'expired', expiresOn: '2026-02-01' }),
  ]);
  const decision = (familyId: string, when: string, reason?: string) => ({
    action: reason ? 'document.rejected' : 'document.approved',
    objectType: 'document',
    familyId,
    at: at(when),
    details: { documentName: 'x', ...(reason ? { reason } : {}) },
  });
  await db.insert(auditLog).values([
    decision(alpha, '2026-03-03T08:30:00Z'),
    decision(beta, '2026-03-03T22:00:00Z', 'Unreadable scan.'),
    decision(alpha, '2026-02-24T20:00:00Z', '  Unreadable scan. '),
    // Said once, so never shown: free text can name a person.
    decision(beta, '2026-02-25T20:00:00Z', 'Pat Beta misspelled'),
  ]);

  await db.insert(familyTraining).values([
    { familyId: alpha, completedHours: 10 },
    { familyId: beta, completedHours: 0 },
    { familyId: gamma, completedHours: 40 },
    { familyId: delta, completedHours: 20 },
    { familyId: epsilon, completedHours: 30 },
    { familyId: zeta, completedHours: 40 },
  ]);
  const [trauma, cpr] = await db
    .insert(courses)
    .values([
      { title: 'Trauma-Informed Care', isPublished: true },
      { title: 'CPR', isPublished: true },
    ])
    .returning({ id: courses.id });
  await db.insert(courseEnrollments).values([
    { familyId: alpha, courseId: trauma!.id, status: 'completed', completedAt: at('2026-03-05T18:00:00Z') },
    { familyId: beta, courseId: trauma!.id, status: 'enrolled' },
    { familyId: gamma, courseId: trauma!.id, status: 'completed', completedAt: at('2025-06-01T18:00:00Z') },
    { familyId: alpha, courseId: cpr!.id, status: 'in_progress' },
  ]);
  await db.insert(courseAssignments).values([
    { familyId: beta, courseId: trauma!.id, dueDate: '2026-03-01' },
    { familyId: alpha, courseId: trauma!.id, dueDate: '2026-03-01' },
    { familyId: alpha, courseId: cpr!.id, dueDate: '2026-03-09' },
    { familyId: epsilon, courseId: cpr!.id, dueDate: '2026-03-10' },
    { familyId: delta, courseId: cpr!.id, dueDate: '2026-01-01', isRequired: false },
  ]);

  await seedForms(db, { alpha, beta, gamma });
  await seedChats(db, { alpha, beta });
  return { casey, alpha, beta, gamma, delta, epsilon, zeta, trauma: trauma!.id, cpr: cpr!.id };
}

async function seedForms(db: Db, f: { alpha: string; beta: string; gamma: string }) {
  const [template] = await db
    .insert(documentTemplates)
    .values({ templateName: 'Analytics Test Form', templateType: 'state_form', category: 'Test' })
    .returning({ id: documentTemplates.id });
  const form = async (familyId: string, created: string, submitted: string | null) => {
    const [document] = await db
      .insert(familyDocuments)
      .values({ familyId, documentName: 'Analytics Test Form', documentType: 'e-sign', stepId: 4 })
      .returning({ id: familyDocuments.id });
    await db.insert(formSubmissions).values({
      documentId: document!.id,
      templateId: template!.id,
      familyId,
      createdAt: at(created),
      submissionStatus: submitted ? 'submitted' : 'draft',
      submittedAt: submitted ? at(submitted) : null,
    });
  };
  await form(f.alpha, '2026-03-01T20:00:00Z', '2026-03-02T20:00:00Z'); // 24 hours
  await form(f.beta, '2026-03-04T20:00:00Z', null);
  await form(f.gamma, '2026-03-05T08:00:00Z', '2026-03-05T14:00:00Z'); // 6 hours
  const event = (action: string, familyId: string, when: string) => ({
    action,
    objectType: 'document',
    familyId,
    at: at(when),
    details: { documentName: 'Analytics Test Form' },
  });
  await db
    .insert(auditLog)
    .values([
      event('signing.submitted', f.alpha, '2026-03-02T20:00:00Z'),
      event('signing.submitted', f.gamma, '2026-03-05T14:00:00Z'),
      event('signing.submitted', f.gamma, '2025-01-05T14:00:00Z'),
      event('signing.returned', f.alpha, '2026-03-02T22:00:00Z'),
    ]);
}

async function seedChats(db: Db, f: { alpha: string; beta: string }) {
  const session = async (
    familyId: string | null,
    values: Partial<typeof conversationSessions.$inferInsert>,
    intents: string[],
  ) => {
    const [row] = await db
      .insert(conversationSessions)
      .values({ audience: familyId ? 'family' : 'staff', familyId, ...values })
      .returning({ id: conversationSessions.id });
    if (intents.length)
      await db.insert(conversationMessages).values(
        intents.map((intentDetected) => ({
          sessionId: row!.id,
          familyId,
          messageType: 'user' as const,
          content: 'a question',
          intentDetected,
        })),
      );
  };
  const minutesAfter = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);
  const escalation = (iso: string, answeredAfter: number | null) => ({
    escalated: true,
    escalatedAt: at(iso),
    firstResponseAt: answeredAfter === null ? null : minutesAfter(iso, answeredAfter),
  });
  await session(
    f.alpha,
    {
      sessionStart: at('2026-03-01T20:00:00Z'),
      totalMessages: 4,
      satisfactionScore: 5,
      ...escalation('2026-03-01T20:05:00Z', 3),
    },
    ['documents', 'documents', 'training'],
  );
  await session(
    f.beta,
    {
      languageCode: 'es',
      sessionStart: at('2026-03-02T20:00:00Z'),
      totalMessages: 2,
      satisfactionScore: 2,
      ...escalation('2026-03-02T20:05:00Z', 10),
    },
    ['documents'],
  );
  await session(f.alpha, { languageCode: 'es', sessionStart: at('2026-03-03T20:00:00Z'), totalMessages: 2 }, [
    'training',
    'greeting',
    ...Array.from({ length: 10 }, (_, i) => `topic-${String(i).padStart(2, '0')}`),
  ]);
  await session(
    f.beta,
    {
      sessionStart: at('2026-03-04T20:00:00Z'),
      totalMessages: 2,
      ...escalation('2026-03-04T20:05:00Z', null),
    },
    [],
  );
  // The staff assistant is not the families' chat.
  await session(null, { sessionStart: at('2026-03-04T20:00:00Z'), totalMessages: 9 }, ['documents']);
}
