import { useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import type { AccessStatus } from '@shared/auth/auth.schema';
import { DEFAULT_PAGE_SIZE } from '@shared/page-size';
import { useStaffUsers } from '../api/use-staff-users';

export const USERS_PAGE_SIZE = DEFAULT_PAGE_SIZE;
const SEARCH_DEBOUNCE_MS = 300;

/** Search box text, the debounced search sent to the API and the current page of staff users. */
export function useStaffUserSearch(status: AccessStatus) {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const [debouncedSearch] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const users = useStaffUsers({ search: debouncedSearch, status, page, pageSize: USERS_PAGE_SIZE });

  function setSearch(value: string) {
    setSearchText(value);
    setPage(1);
  }

  return { search, setSearch, page, setPage, users };
}
