import { useEffect, useState } from 'react';
import { Button, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { DashboardTile } from '@shared/system-config/system-config.schema';
import { useSaveDashboardTiles } from '../api/use-dashboard-tiles';
import { moveTile, tilesChanged, toUpdateTilesBody, updateTile } from '../utils/tile-order';
import { moveButtonId, TileRow, type MoveDirection } from './tile-row';
import { useReportUnsaved } from './unsaved-changes';

interface PendingFocus {
  tile: DashboardTile;
  direction: MoveDirection;
}

/** Enable, resize and reorder the 14 family dashboard tiles; nothing is stored until 'Save changes'. */
export function DashboardTilesEditor({ loaded }: { loaded: DashboardTile[] }) {
  const saveTiles = useSaveDashboardTiles();
  const [edited, setEdited] = useState<DashboardTile[] | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [pendingFocus, setPendingFocus] = useState<PendingFocus | null>(null);
  const tiles = edited ?? loaded;
  const changed = edited !== null && tilesChanged(loaded, edited);
  useReportUnsaved('dashboard-tiles', changed);

  // Keep the keyboard on the tile that moved; at the top or bottom its other button takes the focus.
  useEffect(() => {
    if (!pendingFocus) return;
    const button = document.getElementById(moveButtonId(pendingFocus.tile, pendingFocus.direction));
    const other = document.getElementById(
      moveButtonId(pendingFocus.tile, pendingFocus.direction === 'up' ? 'down' : 'up'),
    );
    (button instanceof HTMLButtonElement && !button.disabled ? button : other)?.focus();
  }, [pendingFocus]);

  function move(index: number, direction: MoveDirection) {
    const tile = tiles[index];
    if (!tile) return;
    const next = moveTile(tiles, index, direction === 'up' ? -1 : 1);
    setEdited(next);
    setPendingFocus({ tile, direction });
    setAnnouncement(`${tile.displayName} moved to position ${next.indexOf(tile) + 1} of ${next.length}`);
  }

  function save() {
    saveTiles.mutate(toUpdateTilesBody(tiles), { onSuccess: () => setEdited(null) });
  }

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Header tiles stack first on the family dashboard, then the grid; support tiles go last. Within each
        group the tiles keep this order.
      </Text>
      <Stack
        component="ol"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label="Family dashboard tiles"
      >
        {tiles.map((tile, index) => (
          <TileRow
            key={tile.componentName}
            tile={tile}
            position={index + 1}
            count={tiles.length}
            onToggle={(isEnabled) => setEdited(updateTile(tiles, tile.componentName, { isEnabled }))}
            onResize={(gridSize) => setEdited(updateTile(tiles, tile.componentName, { gridSize }))}
            onMove={(direction) => move(index, direction)}
          />
        ))}
      </Stack>
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" disabled={!changed || saveTiles.isPending} onClick={() => setEdited(null)}>
          Reset
        </Button>
        <Button disabled={!changed} loading={saveTiles.isPending} onClick={save}>
          Save changes
        </Button>
      </Group>
    </Stack>
  );
}
