import { expect, test } from 'vitest';
import {
  DEFAULT_FAMILY_LIST_STATE,
  familiesQuery,
  familyListSearchParams,
  nextSort,
  parseFamilyListParams,
} from './family-list-params';

test('an empty URL gives the default list: name ascending, page 1, no filters', () => {
  expect(parseFamilyListParams(new URLSearchParams())).toEqual(DEFAULT_FAMILY_LIST_STATE);
});

test('search, step, status, sort and page are read from the URL', () => {
  const state = parseFamilyListParams(
    new URLSearchParams('search=%20Martinez%20&step=4&status=on_hold&sort=lastLogin&order=desc&page=3'),
  );
  expect(state).toEqual({
    search: 'Martinez',
    step: 4,
    status: 'on_hold',
    sort: 'lastLogin',
    order: 'desc',
    page: 3,
  });
});

test('unknown or out-of-range values fall back to the defaults', () => {
  const state = parseFamilyListParams(new URLSearchParams('step=9&status=lost&sort=age&order=up&page=0'));
  expect(state).toEqual(DEFAULT_FAMILY_LIST_STATE);
  expect(parseFamilyListParams(new URLSearchParams('step=2.5&page=-1'))).toMatchObject({
    step: undefined,
    page: 1,
  });
});

test('the URL leaves out defaults and round-trips the rest', () => {
  expect(familyListSearchParams(DEFAULT_FAMILY_LIST_STATE).toString()).toBe('');
  const state = {
    search: 'HVN-2026',
    step: 2,
    status: 'active' as const,
    sort: 'step' as const,
    order: 'asc' as const,
    page: 2,
  };
  const params = familyListSearchParams(state);
  expect(params.toString()).toBe('search=HVN-2026&step=2&status=active&sort=step&order=asc&page=2');
  expect(parseFamilyListParams(params)).toEqual(state);
});

test('a descending name sort is kept in the URL although name is the default column', () => {
  const params = familyListSearchParams({ ...DEFAULT_FAMILY_LIST_STATE, order: 'desc' });
  expect(params.get('sort')).toBe('name');
  expect(params.get('order')).toBe('desc');
});

test('clicking the sorted column flips its order', () => {
  expect(nextSort({ sort: 'name', order: 'asc' }, 'name')).toEqual({ sort: 'name', order: 'desc' });
  expect(nextSort({ sort: 'name', order: 'desc' }, 'name')).toEqual({ sort: 'name', order: 'asc' });
});

test('another column starts in its natural order: latest login and most progress first', () => {
  expect(nextSort({ sort: 'name', order: 'asc' }, 'lastLogin')).toEqual({ sort: 'lastLogin', order: 'desc' });
  expect(nextSort({ sort: 'name', order: 'asc' }, 'progress')).toEqual({ sort: 'progress', order: 'desc' });
  expect(nextSort({ sort: 'progress', order: 'desc' }, 'startDate')).toEqual({
    sort: 'startDate',
    order: 'asc',
  });
  expect(nextSort({ sort: 'name', order: 'desc' }, 'step')).toEqual({ sort: 'step', order: 'asc' });
});

test('the API query sends an empty search as absent and carries the page size', () => {
  expect(familiesQuery(DEFAULT_FAMILY_LIST_STATE, 25)).toEqual({
    search: undefined,
    step: undefined,
    status: undefined,
    sort: 'name',
    order: 'asc',
    page: 1,
    pageSize: 25,
  });
});
