import { expect, test } from 'vitest';
import { actionsHiddenFrom, AUDIT_EVENTS, describeAuditEvent, type AuditAction } from './audit-events';

test('feeds say who did what to what, and name the family where the feed spans families', () => {
  expect(
    describeAuditEvent({
      action: 'document.rejected',
      actorName: 'Jordan Lee',
      details: { documentName: 'TB Test Results', reason: 'Blurry' },
      familyName: 'Maria Martinez',
    }),
  ).toBe('Jordan Lee rejected TB Test Results (Maria Martinez)');
  expect(
    describeAuditEvent({
      action: 'document.approved',
      actorName: 'Jordan Lee',
      details: { documentName: 'Photo ID' },
    }),
  ).toBe('Jordan Lee approved Photo ID');
  expect(
    describeAuditEvent({
      action: 'document.rejected',
      actorName: 'Jordan Lee',
      details: { documentName: 'TB Test Results', memberName: 'David Martinez', reason: 'Blurry' },
      familyName: 'Maria Martinez',
    }),
  ).toBe('Jordan Lee rejected TB Test Results for David Martinez (Maria Martinez)');
});

test('work nobody did by hand is named as Haven, never "Someone" or "Agency staff"', () => {
  const sentence = describeAuditEvent({
    action: 'document.processed',
    actorName: null,
    details: {
      documentName: 'Pay Stub',
      classification: 'proof_of_income',
      confidence: 0.9,
      mismatch: false,
    },
    familyName: 'Maria Martinez',
  });
  expect(sentence).toBe('Haven processed Pay Stub (Maria Martinez)');
  expect(describeAuditEvent({ action: 'system.demo_data_seeded', actorName: null, details: {} })).toBe(
    'Haven loaded the demo data',
  );
});

test('step moves read with their reason; approval reads as approval', () => {
  const move = (direction: string, to: number, stepName: string, status: string, reason?: string) =>
    describeAuditEvent({
      action: 'family.step_moved',
      actorName: 'Sarah Johnson',
      details: { direction, to, stepName, status, reason },
    });
  expect(move('advance', 5, 'Describe', 'active', 'Paperwork complete')).toBe(
    'Sarah Johnson moved the family to step 5 (Describe): Paperwork complete',
  );
  expect(move('return', 3, 'Determine', 'active')).toBe(
    'Sarah Johnson returned the family to step 3 (Determine)',
  );
  expect(move('advance', 8, 'Decide', 'approved', 'All done')).toBe(
    'Sarah Johnson approved the family: All done',
  );
});

test('rows written before a detail existed still read, and unknown actions fall back to their key', () => {
  expect(describeAuditEvent({ action: 'document.processed', actorName: null, details: {} })).toBe(
    'Haven processed a document',
  );
  expect(describeAuditEvent({ action: 'user.role_assigned', actorName: 'Sam Rivera', details: null })).toBe(
    'Sam Rivera gave a staff member the unknown role',
  );
  expect(describeAuditEvent({ action: 'legacy.something', actorName: null, details: null })).toBe(
    'Haven: legacy.something',
  );
});

test('every action has a sentence that reads with empty details', () => {
  for (const action of Object.keys(AUDIT_EVENTS) as AuditAction[]) {
    const sentence = describeAuditEvent({ action, actorName: 'Alex Morgan', details: {} });
    expect(sentence, action).toMatch(/^(Alex Morgan|A sign-in as Alex Morgan|Haven) /);
    expect(sentence, action).not.toMatch(/undefined|null|\[object|\s\s|""/);
  }
});

test('security noise and support messages stay out of both feeds; processing failures and sign-outs stay out of the family feed', () => {
  expect(actionsHiddenFrom('staff')).toEqual([
    'auth.sign_in_failed',
    'auth.refresh_token_reused',
    // A signed document's opening, saving and downloading: its audit chain keeps them, feeds do not.
    'signing.document_viewed',
    'signing.form_saved',
    // A signing link's code going out: the link's own business, its use is what feeds show.
    'signing.link_code_sent',
    'signing.downloaded',
    // A reference opening and signing their questionnaire: its completion is what feeds show.
    'reference.opened',
    'reference.signed',
    'reference.downloaded',
    // A staff member's own message to support: about no family and no team's work.
    'support.request_sent',
  ]);
  expect(actionsHiddenFrom('family')).toEqual(
    expect.arrayContaining([
      'auth.sign_in_failed',
      'auth.refresh_token_reused',
      'auth.sign_out',
      'auth.password_reset_requested',
      'document.processing_failed',
      'document.reprocess_requested',
    ]),
  );
  expect(actionsHiddenFrom('family')).not.toContain('document.rejected');
});
