import { useId, type ReactNode } from 'react';
import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '@client/components/query-error';

interface TileCardProps {
  title: string;
  /** Shown before the title. */
  icon?: ReactNode;
  /** Shown at the title's right (badges, links). */
  aside?: ReactNode;
  children: ReactNode;
}

/** The frame of every dashboard tile: a titled region. */
export function TileCard({ title, icon, aside, children }: TileCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'lg' }}
      h="100%"
    >
      <Stack gap="md">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs" wrap="nowrap">
            {icon}
            <Title id={titleId} order={2} fz="h4">
              {title}
            </Title>
          </Group>
          {aside}
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

/** Grey bars in the tile's shape while its data loads. */
export function TileSkeleton({ lines = 3 }: { lines?: number }) {
  return (
    <Stack gap="sm" role="status" aria-label="Loading">
      {Array.from({ length: lines }, (_, index) => (
        <Skeleton
          key={index}
          height={index === 0 ? 24 : 16}
          width={index === 0 ? '60%' : '100%'}
          radius="sm"
        />
      ))}
    </Stack>
  );
}

interface QueryContentProps<T> {
  query: UseQueryResult<T>;
  /** The error's title, e.g. 'Unable to load family statistics'. */
  errorTitle: string;
  skeletonLines?: number;
  /** Shown while loading instead of the skeleton lines. */
  loading?: ReactNode;
  children: (data: T) => ReactNode;
}

/** A tile body that follows its query: skeleton, error with retry, or the data. */
export function QueryContent<T>({
  query,
  errorTitle,
  skeletonLines,
  loading,
  children,
}: QueryContentProps<T>) {
  if (query.isPending) return loading ?? <TileSkeleton lines={skeletonLines} />;
  if (query.isError)
    return <QueryError title={errorTitle} error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
