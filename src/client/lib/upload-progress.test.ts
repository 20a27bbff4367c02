import { expect, test } from 'vitest';
import { sentPercent } from './upload-progress';

test('progress stays below 100 until the server has answered', () => {
  expect(sentPercent(0, 0)).toBe(0);
  expect(sentPercent(50, 200)).toBe(25);
  expect(sentPercent(200, 200)).toBe(99);
});
