import { expect, test } from 'vitest';
import { moveItem } from './list-order';

test('an item moves to its new place and the others keep their order', () => {
  expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  expect(moveItem(['a', 'b', 'c'], 1, 0)).toEqual(['b', 'a', 'c']);
});

test('a move out of range or to the same place changes nothing and returns a copy', () => {
  const items = ['a', 'b'];
  expect(moveItem(items, 0, 2)).toEqual(items);
  expect(moveItem(items, -1, 0)).toEqual(items);
  expect(moveItem(items, 1, 1)).not.toBe(items);
});
