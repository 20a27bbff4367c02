import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryError } from '@client/components/query-error';

interface ConfigSectionProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** Height of the loading placeholder. */
  skeletonHeight: number;
  children: (data: T) => ReactNode;
}

/** One titled part of System Configuration, with its own loading and error states. */
export function ConfigSection<T>({ title, query, skeletonHeight, children }: ConfigSectionProps<T>) {
  let content: ReactNode;
  if (query.data !== undefined) content = children(query.data);
  else if (query.isError) {
    content = (
      <QueryError
        title={`Unable to load ${title.toLowerCase()}`}
        error={query.error}
        onRetry={() => void query.refetch()}
      />
    );
  } else content = <Skeleton h={skeletonHeight} radius="md" aria-label={`Loading ${title.toLowerCase()}`} />;

  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {title}
        </Title>
        {content}
      </Stack>
    </Paper>
  );
}
