import { describe, expect, it } from 'vitest';
import type { StaffCheck } from '@shared/background-checks/background-checks.schema';
import {
  checkActions,
  daysWaitingLabel,
  pendingExemption,
  recordBody,
  recordFormValues,
  recordOptions,
} from './check-rules';

const details = {
  submittedDate: '2026-11-01',
  expectedDate: null,
  resultDate: null,
  note: 'Sent',
  receipt: null,
  exemption: null,
  updatedAt: null,
  updatedBy: null,
};
const exemption = {
  id: '00000000-0000-4000-8000-000000000001',
  offenceCategory: 'Misdemeanour',
  documentsConsidered: 'Court record',
  requestNote: null,
  requestedBy: 'Sam',
  requestedAt: '2026-11-02T10:00:00.000Z',
  decision: null,
  decisionReason: null,
  decidedBy: null,
  decidedAt: null,
};
const check = (over: Partial<StaffCheck> = {}): StaffCheck => ({
  typeKey: 'fbi',
  typeName: 'FBI Fingerprint',
  status: 'submitted',
  version: 2,
  details,
  ...over,
});
const all = { canRecord: true, canDecideExemptions: true };

describe('recordOptions', () => {
  it('offers only the next statuses, in words', () => {
    expect(recordOptions('not_started')).toEqual([{ value: 'submitted', label: 'Submitted' }]);
    expect(recordOptions('cleared').map((o) => o.value)).toEqual(['cleared', 'needs_exemption']);
    expect(recordOptions('denied')).toEqual([]);
  });
});

describe('checkActions', () => {
  it('records while a next status exists and details are visible', () => {
    expect(checkActions(check(), all)).toEqual({ record: true, requestExemption: false, decide: false });
    expect(checkActions(check({ details: null }), all).record).toBe(false);
    expect(checkActions(check({ status: 'exemption_granted' }), all).record).toBe(false);
    expect(checkActions(check(), { canRecord: false, canDecideExemptions: true }).record).toBe(false);
  });

  it('asks for an exemption once, then offers the decision to deciders', () => {
    const needs = check({ status: 'needs_exemption' });
    expect(checkActions(needs, all)).toMatchObject({ requestExemption: true, decide: false });
    const asked = check({ status: 'needs_exemption', details: { ...details, exemption } });
    expect(pendingExemption(asked)).toBe(exemption);
    expect(checkActions(asked, all)).toMatchObject({ requestExemption: false, decide: true });
    expect(checkActions(asked, { canRecord: true, canDecideExemptions: false }).decide).toBe(false);
  });
});

describe('record form', () => {
  it('starts from the recorded values and sends blanks as null with the version', () => {
    const values = recordFormValues(check());
    expect(values).toMatchObject({ status: 'submitted', submittedDate: '2026-11-01', resultDate: '' });
    expect(recordBody({ ...values, status: 'cleared', resultDate: '2026-11-20' }, 2)).toEqual({
      status: 'cleared',
      submittedDate: '2026-11-01',
      expectedDate: null,
      resultDate: '2026-11-20',
      note: 'Sent',
      receiptDocumentId: null,
      version: 2,
    });
  });
});

it('words days waiting', () => {
  expect(daysWaitingLabel(null)).toBe('—');
  expect(daysWaitingLabel(1)).toBe('1 day');
  expect(daysWaitingLabel(12)).toBe('12 days');
});
