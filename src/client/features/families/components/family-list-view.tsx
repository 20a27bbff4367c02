import { EmptyState, Group, Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { FilterChips } from '@client/components/filter-chips';
import { familyScopeChips } from '@client/lib/family-scope-chips';
import { ListPagination } from '@client/components/list-pagination';
import { QueryContent } from '@client/components/query-content';
import { FAMILIES_PAGE_SIZE, useFamilies } from '../api/use-families';
import { useFamilyListState } from '../hooks/use-family-list-state';
import { FamiliesTable } from './families-table';
import { FamilyFilters } from './family-filters';
import { SortControl } from './sort-control';

/**
 * All Families: search, step and status filters (and the caseworker and applicant type of a link from
 * Analytics, as chips), sortable columns and server-side pages of 25.
 */
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
      {(state.caseworker || state.applicantType) && (
        <Group gap="xs">
          <FilterChips chips={familyScopeChips(state, families.data?.caseworkerName, list.setScope)} />
        </Group>
      )}
      <SortControl sort={state.sort} order={state.order} onChange={list.setSort} />
      <QueryContent
        query={families}
        errorTitle="Unable to load families"
        loadingLabel="Loading families"
        empty={
          <EmptyState
            icon={<IconUsersGroup aria-hidden />}
            title="No families match your search."
            size="sm"
            py="xl"
          />
        }
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
