import { expect, test } from 'vitest';
import { UPLOAD_PAGES_MAX } from '@shared/documents/documents.limits';
import { pagesReducer, type ChosenPage } from './upload-pages';

const page = (id: string): ChosenPage => ({ id, file: new File(['x'], `${id}.jpg`) });
const ids = (pages: ChosenPage[]) => pages.map((p) => p.id);
const three = pagesReducer([], { type: 'added', pages: [page('a'), page('b'), page('c')] });

test('pages keep the order they were chosen in, and later choices come after', () => {
  expect(ids(pagesReducer(three, { type: 'added', pages: [page('d')] }))).toEqual(['a', 'b', 'c', 'd']);
});

test('a page moves one place up or down, never past either end', () => {
  expect(ids(pagesReducer(three, { type: 'moved', id: 'b', by: -1 }))).toEqual(['b', 'a', 'c']);
  expect(ids(pagesReducer(three, { type: 'moved', id: 'b', by: 1 }))).toEqual(['a', 'c', 'b']);
  expect(pagesReducer(three, { type: 'moved', id: 'a', by: -1 })).toBe(three);
  expect(pagesReducer(three, { type: 'moved', id: 'c', by: 1 })).toBe(three);
});

test('a page can be removed, and no more than the server takes can be chosen', () => {
  expect(ids(pagesReducer(three, { type: 'removed', id: 'b' }))).toEqual(['a', 'c']);
  const many = Array.from({ length: UPLOAD_PAGES_MAX + 5 }, (_, i) => page(String(i)));
  expect(pagesReducer([], { type: 'added', pages: many })).toHaveLength(UPLOAD_PAGES_MAX);
});
