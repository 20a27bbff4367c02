import { expect, test } from 'vitest';
import { HOUSEHOLD_ROLE_OPTIONS, readableDocumentKey, STEP_OPTIONS, stepLabel } from './family-labels';

test('missing document keys read as the document titles they came from', () => {
  expect(readableDocumentKey('government-issued_photo_id')).toBe('Government-Issued Photo ID');
  expect(readableDocumentKey('resource_family_application_(rfa_01a)')).toBe(
    'Resource Family Application (RFA 01A)',
  );
  expect(readableDocumentKey('personal_references_(3)')).toBe('Personal References (3)');
  expect(readableDocumentKey("homeowner's_or_renter's_insurance_declaration")).toBe(
    "Homeowner's or Renter's Insurance Declaration",
  );
  expect(readableDocumentKey('live_scan_fingerprinting_receipt_(lic_9163)')).toBe(
    'Live Scan Fingerprinting Receipt (LIC 9163)',
  );
  expect(readableDocumentKey('tb_test_results')).toBe('TB Test Results');
  expect(readableDocumentKey('the_family_profile')).toBe('The Family Profile');
});

test('the step line reads "Step N of 8 · Name"', () => {
  expect(stepLabel(4, 'Document')).toBe('Step 4 of 8 · Document');
});

test('the step filter offers the 8 steps by name', () => {
  expect(STEP_OPTIONS).toHaveLength(8);
  expect(STEP_OPTIONS[0]).toEqual({ value: '1', label: 'Step 1 · Dream' });
  expect(STEP_OPTIONS[7]).toEqual({ value: '8', label: 'Step 8 · Decide' });
});

test('household roles are offered with readable labels in their stored order', () => {
  expect(HOUSEHOLD_ROLE_OPTIONS).toEqual([
    { value: 'primary_applicant', label: 'Primary Applicant' },
    { value: 'co_applicant', label: 'Co-Applicant' },
    { value: 'adult', label: 'Adult' },
    { value: 'child', label: 'Child' },
  ]);
});
