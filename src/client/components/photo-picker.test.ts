import { expect, test } from 'vitest';
import { judgePhoto, PHOTO_ACCEPT } from './photo-picker';

test('a sharp 12 MP phone photo passes the scan quality rule', () => {
  const verdict = judgePhoto(3_500_000, { width: 4000, height: 3000 });
  expect(verdict.accepted).toBe(true);
  expect(verdict.quality).toBe(1 / 2 + 3_500_000 / 6_000_000 / 2);
});

test('a dark photo (few bytes for its pixels) is weak', () => {
  const verdict = judgePhoto(400_000, { width: 4000, height: 3000 });
  expect(verdict.accepted).toBe(false);
});

test('a small photo is weak even when its bytes are dense', () => {
  expect(judgePhoto(200_000, { width: 320, height: 240 }).accepted).toBe(false);
});

test('exactly at the threshold is not enough (the rule says it must exceed 0.6)', () => {
  // 1280×720: resolution score 1; 0.2 × half the pixels: size score 0.2; (1 + 0.2) / 2 = 0.6.
  expect(judgePhoto(0.2 * ((1280 * 720) / 2), { width: 1280, height: 720 }).accepted).toBe(false);
});

test('a photo the browser could not decode is left to the server', () => {
  expect(judgePhoto(2_000_000, null)).toEqual({ quality: null, accepted: true });
});

test('the chooser offers the image kinds every upload takes, not PDF', () => {
  expect(PHOTO_ACCEPT).toBe('image/jpeg,image/png,image/webp');
});
