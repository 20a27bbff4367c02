import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import {
  documentFiltersToSearchParams,
  EMPTY_FILTERS,
  parseDocumentFilters,
  withFilter,
  type StaffDocumentFilters,
} from '../utils/staff-document-filters';

const SEARCH_DEBOUNCE_MS = 300;

/** The list filters, read from and written to the query string; the search box is debounced. */
export function useDocumentFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseDocumentFilters(params), [params]);
  const [searchText, setSearchText] = useState(filters.search);
  /**
   * The filters last asked for. A navigation lands a moment after it is asked for, so a second change in
   * that moment (the debounced search, then a select) must build on this, not on the URL, or it undoes the
   * first. The URL replaces it only when it changes from outside (back, forward, a link).
   */
  const latest = useRef(filters);
  /** Query strings this hook asked for that have not all landed yet; the last one is `lastAsked`. */
  const asked = useRef(new Set<string>());
  const lastAsked = useRef<string | null>(null);
  useEffect(() => {
    const current = params.toString();
    if (!asked.current.has(current)) {
      latest.current = filters;
      return;
    }
    if (current === lastAsked.current) asked.current.clear();
  }, [params, filters]);

  const apply = useCallback(
    (next: StaffDocumentFilters) => {
      latest.current = next;
      const search = documentFiltersToSearchParams(next);
      asked.current.add(search.toString());
      lastAsked.current = search.toString();
      setParams(search, { replace: true });
    },
    [setParams],
  );
  const setFilter = useCallback(
    (patch: Parameters<typeof withFilter>[1]) => apply(withFilter(latest.current, patch)),
    [apply],
  );
  const commitSearch = useDebouncedCallback((search: string) => setFilter({ search }), SEARCH_DEBOUNCE_MS);

  function setSearch(value: string) {
    setSearchText(value);
    commitSearch(value);
  }

  function setPage(page: number) {
    apply({ ...latest.current, page });
  }

  function clearAll() {
    commitSearch.cancel();
    setSearchText('');
    apply(EMPTY_FILTERS);
  }

  return { filters, searchText, setSearch, setFilter, setPage, clearAll };
}
