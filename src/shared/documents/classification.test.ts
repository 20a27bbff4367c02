import { expect, test } from 'vitest';
import { classifyText, expectedClassification, isLikelyMismatch } from './classification';

test('a pay stub is classified as proof of income with a high confidence', () => {
  const result = classifyText(
    'ACME Corp EARNINGS STATEMENT\nPay period 03/01-03/15\nGross Pay 4,250.00 Net Pay 3,100.00',
  );
  expect(result.classification).toBe('proof_of_income');
  expect(result.confidence).toBeGreaterThan(0.8);
});

test('a driver license is classified as a photo ID', () => {
  const result = classifyText(
    'CALIFORNIA DRIVER LICENSE DL 12345 EXP 08/31/2030 DOB 01/02/1985 SEX F HGT 5-06 EYES BRN',
  );
  expect(result).toMatchObject({ classification: 'photo_id' });
  expect(result.confidence).toBeGreaterThanOrEqual(0.6);
});

test('the other classes are recognised by their keywords', () => {
  expect(classifyText('CERTIFICATE OF LIVE BIRTH  Place of birth: Fresno  Mother: Ana').classification).toBe(
    'birth_certificate',
  );
  expect(
    classifyText('Renters Insurance Declarations Page  Policy Number HO-1234  Premium $210').classification,
  ).toBe('insurance');
  expect(
    classifyText('Tuberculosis screening  TB test result: negative  Physician: Dr. Chen').classification,
  ).toBe('medical');
  expect(
    classifyText('Certificate of Completion  has completed CPR and First Aid training, 8 hours')
      .classification,
  ).toBe('training_certificate');
});

test('unreadable or unrelated text is other with a low confidence', () => {
  expect(classifyText('')).toEqual({ classification: 'other', confidence: 0.2 });
  expect(classifyText('hello world grocery list milk eggs').classification).toBe('other');
  expect(classifyText('income').confidence).toBeLessThan(0.5);
});

test('a competing class lowers the confidence', () => {
  const clear = classifyText('insurance policy number premium coverage deductible');
  const mixed = classifyText('insurance policy number premium physician medical patient');
  expect(mixed.confidence).toBeLessThan(clear.confidence);
});

test('the expected class is derived from the document slot name', () => {
  expect(expectedClassification('Government-Issued Photo ID')).toBe('photo_id');
  expect(expectedClassification('Proof of Income')).toBe('proof_of_income');
  expect(expectedClassification("Homeowner's or Renter's Insurance Declaration")).toBe('insurance');
  expect(expectedClassification('TB Test Results')).toBe('medical');
  expect(expectedClassification("Physician's Report (LIC 503)")).toBe('medical');
  expect(expectedClassification('Birth Certificate')).toBe('birth_certificate');
  expect(expectedClassification('CPR and First Aid Certificate')).toBe('training_certificate');
  expect(expectedClassification('Live Scan Fingerprinting Receipt (LIC 9163)')).toBeNull();
});

test('a confident different class is a likely mismatch; other or a low confidence is not', () => {
  expect(isLikelyMismatch('photo_id', { classification: 'proof_of_income', confidence: 0.9 })).toBe(true);
  expect(isLikelyMismatch('photo_id', { classification: 'photo_id', confidence: 0.9 })).toBe(false);
  expect(isLikelyMismatch('photo_id', { classification: 'other', confidence: 0.2 })).toBe(false);
  expect(isLikelyMismatch('photo_id', { classification: 'medical', confidence: 0.45 })).toBe(false);
  expect(isLikelyMismatch(null, { classification: 'medical', confidence: 0.9 })).toBe(false);
});
