import { Stack } from '@mantine/core';
import { ListPagination } from '@client/components/list-pagination';
import { FAMILIES_PAGE_SIZE, useFamilies } from '../api/use-families';
import { useFamilyListState } from '../hooks/use-family-list-state';
import { FamiliesTable } from './families-table';
import { FamilyFilters } from './family-filters';
import { QueryContent } from './query-content';
import { SortControl } from './sort-control';

/** All Families: search, step and status filters, sortable columns and server-side pages of 25. */
export function FamilyListView() {
  const list = useFamilyListState();
  const { state } = list;
  const families = useFamilies(state);

  return (
    <Stack gap="md" aria-busy={families.isFetching}>
      <FamilyFilters
        searchText={list.searchText}
        state={state}
        onSearch={list.setSearch}
        onStep={list.setStep}
        onStatus={list.setStatus}
      />
      <SortControl sort={state.sort} order={state.order} onChange={list.setSort} />
      <QueryContent
        query={families}
        errorTitle="Unable to load families"
        loadingLabel="Loading families"
        emptyText="No families match your search."
        isEmpty={(page) => page.items.length === 0}
      >
        {(page) => (
          <FamiliesTable families={page.items} sort={state.sort} order={state.order} onSort={list.sortBy} />
        )}
      </QueryContent>
      {families.data && (
        <ListPagination
          page={state.page}
          pageSize={FAMILIES_PAGE_SIZE}
          total={families.data.total}
          noun="families"
          onChange={list.setPage}
        />
      )}
    </Stack>
  );
}
