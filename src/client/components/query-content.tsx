import { useDeferredValue, type ReactNode } from 'react';
import { Alert, Anchor, Skeleton, Stack, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@client/lib/api-client';
import { QueryError } from './query-error';

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** Alert title when loading fails, e.g. 'Unable to load families'. */
  errorTitle: string;
  /** Shown while the first answer loads; default: skeleton rows named `loadingLabel`. */
  loading?: ReactNode;
  loadingLabel?: string;
  /** Shown instead of `children` when `isEmpty` says the answer holds nothing. */
  empty?: ReactNode;
  isEmpty?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

/** Skeleton rows while a list or page loads. */
export function SkeletonRows({ label, rows = 6 }: { label?: string; rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-label={label ?? t('shell.loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} h={40} radius="sm" />
      ))}
    </Stack>
  );
}

/**
 * What a query's part of the screen shows: loading, the error with a retry, the empty state or the data.
 * When a refresh fails after data arrived, the data stays on screen with a quiet note and a retry.
 *
 * An answer reaches React as a store update, which it renders at once and in one piece, however long the list
 * it brings; the first answer shown here is a deferred copy instead, so React renders it in the background in
 * slices that leave the main thread free. Later answers replace what is shown at once, so a page
 * never shows the previous filter's figures after the new ones have arrived.
 */
export function QueryContent<T>({
  query,
  errorTitle,
  loading,
  loadingLabel,
  empty,
  isEmpty,
  children,
}: QueryContentProps<T>) {
  const { t } = useTranslation();
  // Only the first answer is deferred: a later one (another filter, a refresh) shows at once, never the last.
  const firstAnswer = useDeferredValue(query.data);
  const data = firstAnswer === undefined ? undefined : query.data;
  const retry = () => void query.refetch();
  if (data === undefined) {
    if (query.isError) return <QueryError title={errorTitle} error={query.error} onRetry={retry} />;
    return loading ?? <SkeletonRows label={loadingLabel} />;
  }
  return (
    <>
      {query.isError && (
        <Alert color="yellow" variant="light" p="xs" mb="xs">
          <Text size="sm">
            {t('shell.couldNotRefresh', { message: errorMessage(query.error) })}{' '}
            <Anchor component="button" type="button" size="sm" onClick={retry}>
              {t('shell.retry')}
            </Anchor>
          </Text>
        </Alert>
      )}
      {empty !== undefined && isEmpty?.(data) ? empty : children(data)}
    </>
  );
}
