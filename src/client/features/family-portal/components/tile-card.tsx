import { useId, type ReactNode } from 'react';
import { Group, Paper, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface TileCardProps {
  title: string;
  /** Shown before the title. */
  icon?: ReactNode;
  /** Shown at the title's right (badges, links). */
  aside?: ReactNode;
  children: ReactNode;
  /** A link target (`/family#id`): the tile can then take focus, and stops below the header when scrolled to. */
  id?: string;
}

/** The frame of every dashboard tile: a titled region. */
export function TileCard({ title, icon, aside, children, id }: TileCardProps) {
  const titleId = useId();
  return (
    <Paper
      component="section"
      aria-labelledby={titleId}
      id={id}
      tabIndex={id ? -1 : undefined}
      style={id ? { scrollMarginTop: 'calc(var(--app-shell-header-height, 64px) + 16px)' } : undefined}
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
  const { t } = useTranslation();
  return (
    <Stack gap="sm" role="status" aria-label={t('shell.loading')}>
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
