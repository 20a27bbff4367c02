import { ActionIcon, Badge, Group, Paper, Select, Stack, Switch, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp } from '@tabler/icons-react';
import type { GridSize } from '@shared/family-portal/family-portal.schema';
import type { DashboardTile } from '@shared/system-config/system-config.schema';
import { GRID_SIZE_OPTIONS, TILE_CATEGORY_LABELS } from '../utils/system-config-labels';

export type MoveDirection = 'up' | 'down';

interface TileRowProps {
  tile: DashboardTile;
  position: number;
  count: number;
  onToggle: (enabled: boolean) => void;
  onResize: (size: GridSize) => void;
  onMove: (direction: MoveDirection) => void;
}

/** The id of a tile's move button, so focus can follow the tile after it moved. */
export function moveButtonId(tile: DashboardTile, direction: MoveDirection): string {
  return `tile-${tile.componentName}-move-${direction}`;
}

/** One family dashboard tile: order buttons, enable switch, category and grid size. */
export function TileRow({ tile, position, count, onToggle, onResize, onMove }: TileRowProps) {
  return (
    <Paper component="li" withBorder p="sm" radius="md" bg={tile.isEnabled ? undefined : 'gray.0'}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="nowrap" style={{ flex: '1 1 320px', minWidth: 0 }}>
          <Stack gap={2} style={{ flexShrink: 0 }}>
            <ActionIcon
              id={moveButtonId(tile, 'up')}
              variant="subtle"
              size="sm"
              aria-label={`Move ${tile.displayName} up`}
              disabled={position === 1}
              onClick={() => onMove('up')}
            >
              <IconArrowUp size={14} aria-hidden />
            </ActionIcon>
            <ActionIcon
              id={moveButtonId(tile, 'down')}
              variant="subtle"
              size="sm"
              aria-label={`Move ${tile.displayName} down`}
              disabled={position === count}
              onClick={() => onMove('down')}
            >
              <IconArrowDown size={14} aria-hidden />
            </ActionIcon>
          </Stack>
          <Text size="sm" c="dimmed" w={24} ta="right" style={{ flexShrink: 0 }} aria-hidden>
            {position}
          </Text>
          <Switch
            checked={tile.isEnabled}
            onChange={(event) => onToggle(event.currentTarget.checked)}
            label={tile.displayName}
            description={tile.description}
            styles={{ label: { fontWeight: 600 } }}
          />
        </Group>
        <Group gap="sm" wrap="nowrap">
          <Badge variant="light" color="gray">
            {TILE_CATEGORY_LABELS[tile.category]}
          </Badge>
          <Select
            aria-label={`${tile.displayName} grid size`}
            data={GRID_SIZE_OPTIONS}
            value={tile.gridSize}
            onChange={(value) => value && onResize(value as GridSize)}
            allowDeselect={false}
            w={200}
            size="xs"
          />
        </Group>
      </Group>
    </Paper>
  );
}
