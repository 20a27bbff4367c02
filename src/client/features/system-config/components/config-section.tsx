import type { ReactNode } from 'react';
import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { QueryContent } from '@client/components/query-content';

interface ConfigSectionProps<T> {
  title: string;
  query: UseQueryResult<T>;
  /** Height of the loading placeholder. */
  skeletonHeight: number;
  children: (data: T) => ReactNode;
}

/** One titled part of System Configuration, with its own loading and error states. */
export function ConfigSection<T>({ title, query, skeletonHeight, children }: ConfigSectionProps<T>) {
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} fz="h3">
          {title}
        </Title>
        <QueryContent
          query={query}
          errorTitle={`Unable to load ${title.toLowerCase()}`}
          loading={<Skeleton h={skeletonHeight} radius="md" aria-label={`Loading ${title.toLowerCase()}`} />}
        >
          {children}
        </QueryContent>
      </Stack>
    </Paper>
  );
}
