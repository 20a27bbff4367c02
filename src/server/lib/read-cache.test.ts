import { expect, test } from 'vitest';
import { ReadCache } from './read-cache';

test('a cached value is returned until a write invalidates it', () => {
  const cache = new ReadCache(60_000);
  cache.set('a', 1, cache.currentVersion());
  expect(cache.get('a')).toBe(1);
  cache.invalidate();
  expect(cache.get('a')).toBeUndefined();
});

test('a value computed before a write is never stored after it', () => {
  const cache = new ReadCache(60_000);
  const version = cache.currentVersion();
  cache.invalidate();
  cache.set('a', 'stale', version);
  expect(cache.get('a')).toBeUndefined();
});

test('entries expire after the ttl and a ttl of 0 caches nothing', async () => {
  const short = new ReadCache(20);
  short.set('a', 1, short.currentVersion());
  await new Promise((resolve) => setTimeout(resolve, 40));
  expect(short.get('a')).toBeUndefined();
  const off = new ReadCache(0);
  off.set('a', 1, off.currentVersion());
  expect(off.get('a')).toBeUndefined();
});
