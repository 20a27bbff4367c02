import { expect, test } from 'vitest';
import { byteRangeOf } from './send-file';

test('a Range header becomes one byte range clipped to the file, or the whole file', () => {
  expect(byteRangeOf('bytes=0-99', 1000)).toEqual({ start: 0, end: 99 });
  expect(byteRangeOf('bytes=900-', 1000)).toEqual({ start: 900, end: 999 });
  expect(byteRangeOf('bytes=-100', 1000)).toEqual({ start: 900, end: 999 });
  expect(byteRangeOf('bytes=990-5000', 1000)).toEqual({ start: 990, end: 999 });
  expect(byteRangeOf('bytes=-5000', 1000)).toEqual({ start: 0, end: 999 });
  for (const ignored of [undefined, '', 'bytes=-', 'items=0-1', 'bytes=0-1,5-9', 'bytes=a-b']) {
    expect(byteRangeOf(ignored, 1000)).toBeNull();
  }
  for (const refused of ['bytes=1000-', 'bytes=5-2', 'bytes=-0']) {
    expect(byteRangeOf(refused, 1000)).toBe('unsatisfiable');
  }
});
