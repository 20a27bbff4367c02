import { useMemo, useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { useSearchParams } from 'react-router';
import type { FamilyScopeQuery } from '@shared/families/family-scope';
import {
  familyListSearchParams,
  nextSort,
  parseFamilyListParams,
  type FamilyListState,
  type FamilySort,
  type SortOrder,
} from '../utils/family-list-params';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * The All Families list state, kept in the URL. The search box answers at once; the search sent to the API
 * follows 300 ms after typing stops. Every change but paging starts again at page 1.
 */
export function useFamilyListState() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => parseFamilyListParams(params), [params]);
  const [searchText, setSearchText] = useState(state.search);

  function update(patch: Partial<FamilyListState>) {
    setParams(
      (previous) => familyListSearchParams({ ...parseFamilyListParams(previous), page: 1, ...patch }),
      {
        replace: true,
      },
    );
  }

  const commitSearch = useDebouncedCallback(
    (search: string) => update({ search: search.trim() }),
    SEARCH_DEBOUNCE_MS,
  );

  return {
    state,
    searchText,
    setSearch(value: string) {
      setSearchText(value);
      commitSearch(value);
    },
    setStep: (step: number | undefined) => update({ step }),
    setStatus: (status: FamilyListState['status']) => update({ status }),
    setScope: (scope: FamilyScopeQuery) => update(scope),
    sortBy: (column: FamilySort) => update(nextSort(state, column)),
    setSort: (sort: FamilySort, order: SortOrder) => update({ sort, order }),
    setPage: (page: number) => update({ page }),
  };
}
