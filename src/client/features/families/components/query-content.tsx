import type { ReactNode } from 'react';
import { EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '@client/components/query-error';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Alert title when loading fails. */
  errorTitle: string;
  /** Accessible name of the loading skeleton. */
  loadingLabel: string;
  /** Shown instead of `children` when the answer holds nothing. */
  emptyText?: string;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Error with retry, loading skeleton rows, empty state, or the data (kept on screen if a refresh fails). */
export function QueryContent<T>({
  query,
  errorTitle,
  loadingLabel,
  emptyText,
  isEmpty,
  children,
}: QueryContentProps<T>) {
  if (query.isError && query.data === undefined)
    return <QueryError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  if (query.data === undefined) {
    return (
      <Stack gap="xs" role="status" aria-label={loadingLabel}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} h={40} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (emptyText && isEmpty?.(query.data)) {
    return <EmptyState icon={<IconUsersGroup aria-hidden />} title={emptyText} size="sm" py="xl" />;
  }
  return children(query.data);
}
