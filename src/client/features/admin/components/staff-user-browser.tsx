import type { ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { StaffUser } from '@shared/admin/admin.schema';
import { ListPagination } from '@client/components/list-pagination';
import { QueryError } from '@client/components/query-error';
import { USERS_PAGE_SIZE, useStaffUserSearch } from '../hooks/use-staff-user-search';
import { UserSearchInput } from './user-search-input';

/** Search, loading, error, empty and paging around a list of staff users; the caller renders the users. */
export function StaffUserBrowser({ children }: { children: (users: StaffUser[]) => ReactNode }) {
  const { search, setSearch, page, setPage, users } = useStaffUserSearch();

  function content() {
    if (users.isError) {
      return (
        <QueryError title="Unable to load users" error={users.error} onRetry={() => void users.refetch()} />
      );
    }
    if (!users.data) return <Skeleton h={240} radius="md" aria-label="Loading users" />;
    if (users.data.items.length === 0) {
      return (
        <Text c="dimmed" size="sm">
          No users found
        </Text>
      );
    }
    return children(users.data.items);
  }

  return (
    <Stack gap="md" aria-busy={users.isFetching}>
      <UserSearchInput value={search} onChange={setSearch} />
      {content()}
      {users.data && (
        <ListPagination
          page={page}
          pageSize={USERS_PAGE_SIZE}
          total={users.data.total}
          noun="users"
          nounInRange={false}
          onChange={setPage}
        />
      )}
    </Stack>
  );
}
