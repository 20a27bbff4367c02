import { SimpleGrid, Skeleton } from '@mantine/core';

/** The columns of the learning card grids (courses, families): one on a phone, up to three. */
export const CARD_GRID_COLUMNS = { base: 1, sm: 2, xl: 3 };

/** Three card-sized placeholders while a card grid loads, announced by `label`. */
export function CardGridSkeleton({ label, height }: { label: string; height: number }) {
  return (
    <SimpleGrid cols={CARD_GRID_COLUMNS} role="status" aria-label={label}>
      {[0, 1, 2].map((index) => (
        <Skeleton key={index} h={height} radius="md" />
      ))}
    </SimpleGrid>
  );
}
