import { expect, test } from 'vitest';
import { documentStorageKey, isSafeStorageKey } from './storage-key';

const familyId = '00000000-0000-4000-8000-000000000001';
const documentId = '3f2b8c1e-9a4d-4e2f-8b1a-0c9d8e7f6a5b';
const at = new Date('2026-03-01T12:00:00.000Z');

test('document keys are {familyId}/{documentId}_{timestamp}.{ext}', () => {
  expect(documentStorageKey({ familyId, documentId, at, extension: 'jpg' })).toBe(
    `${familyId}/${documentId}_1772366400000.jpg`,
  );
  expect(documentStorageKey({ familyId, documentId, at, extension: 'pdf' })).toMatch(/_1772366400000\.pdf$/);
});

test('thumbnail keys sit next to the document with a _thumb suffix', () => {
  expect(documentStorageKey({ familyId, documentId, at, extension: 'webp', variant: 'thumbnail' })).toBe(
    `${familyId}/${documentId}_1772366400000_thumb.webp`,
  );
});

test('keys are built only from UUIDs and a plain extension', () => {
  expect(() => documentStorageKey({ familyId: '../etc', documentId, at, extension: 'jpg' })).toThrow();
  expect(() => documentStorageKey({ familyId, documentId: 'x/y', at, extension: 'jpg' })).toThrow();
  expect(() => documentStorageKey({ familyId, documentId, at, extension: 'jpg/../x' })).toThrow();
  expect(() => documentStorageKey({ familyId, documentId, at, extension: 'JPG' })).toThrow();
});

test('generated keys are safe and traversal or absolute keys are not', () => {
  expect(isSafeStorageKey(documentStorageKey({ familyId, documentId, at, extension: 'png' }))).toBe(true);
  for (const key of [
    '../a.jpg',
    'a/../b',
    '/abs.jpg',
    'a//b',
    'a/.b',
    'a\\b',
    'a/b.',
    'a b.jpg',
    '',
    'a/\u0000.jpg',
  ]) {
    expect(isSafeStorageKey(key), key).toBe(false);
  }
});
