import type { ReactNode } from 'react';
import { Skeleton, Stack, Text } from '@mantine/core';
import type { StaffUser } from '@shared/admin/admin.schema';
import type { AccessStatus } from '@shared/auth/auth.schema';
import { ListPagination } from '@client/components/list-pagination';
import { QueryContent } from '@client/components/query-content';
import { USERS_PAGE_SIZE, useStaffUserSearch } from '../hooks/use-staff-user-search';
import { UserSearchInput } from './user-search-input';

interface StaffUserBrowserProps {
  /** Which accounts to list: approved staff (the default), sign-ups waiting for approval, or declined ones. */
  status?: AccessStatus;
  emptyText?: string;
  children: (users: StaffUser[]) => ReactNode;
}

/** Search, loading, error, empty and paging around a list of staff users; the caller renders the users. */
export function StaffUserBrowser({
  status = 'approved',
  emptyText = 'No users found',
  children,
}: StaffUserBrowserProps) {
  const { search, setSearch, page, setPage, users } = useStaffUserSearch(status);

  return (
    <Stack gap="md" aria-busy={users.isFetching}>
      <UserSearchInput value={search} onChange={setSearch} />
      <QueryContent
        query={users}
        errorTitle="Unable to load users"
        loading={<Skeleton h={240} radius="md" aria-label="Loading users" />}
        empty={
          <Text c="dimmed" size="sm">
            {emptyText}
          </Text>
        }
        isEmpty={(data) => data.items.length === 0}
      >
        {(data) => children(data.items)}
      </QueryContent>
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
