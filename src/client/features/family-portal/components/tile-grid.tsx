import { memo, startTransition, Suspense, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Grid, Paper, Skeleton, Stack } from '@mantine/core';
import { useIntersection, useWindowEvent } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DashboardTileRef } from '@shared/family-portal/family-portal.schema';
import { afterFirstPaint, isPainted } from '@client/lib/after-first-paint';
import {
  firstTiles,
  GRID_COLUMNS,
  tileCount,
  tilesInOrder,
  type DashboardLayout,
} from '../utils/dashboard-layout';
import { TileSkeleton } from './tile-card';
import { preloadTiles, rendersWithPage, tileElement, tilesLoaded } from './tile-registry';

/** Spec 01 §2: six placeholder blocks while the configuration loads. */
const PLACEHOLDER_BLOCKS = 6;

function TileSlot({ tile }: { tile: DashboardTileRef }) {
  // Chosen once: a tile first rendered lazily and later as its loaded component would mount again.
  const [element] = useState(() => tileElement(tile.componentName));
  if (!element) return null;
  return (
    <Suspense
      fallback={
        <Paper withBorder radius="md" p="lg" h="100%">
          <TileSkeleton />
        </Paper>
      }
    >
      {element}
    </Suspense>
  );
}

/** How far below the screen the tiles are put on the page ahead of the scroll: one screen's height. */
const RENDER_AHEAD = '0px 0px 100% 0px';

/**
 * Header tiles stacked, then the grid, then support tiles (the order comes from dashboardLayout()). The tiles at
 * the start that render with the page (`pageTile`) come in its first render, the placeholder below them until the
 * others are `ready` (decision 036); then one more each time the last has been put on the page: each tile's
 * render, commit and layout is then a short task of its own, where all of them at once made one long one that
 * held a phone's page unresponsive (decision 031).
 * A tile appears below those already there, so nothing on the page moves. The tiles go on coming while the end
 * of those shown is within a screen below the visible part of the page, and again as the family scrolls towards
 * it: a phone's first load renders six of the fourteen, and the rest as they are about to be seen (decision 032).
 * A link into the dashboard (`/family#…`) shows them all, so that its target is there to scroll to, and so does
 * printing the page.
 * Memoised: a render of the dashboard around it (its query's answer, a store update, which React renders at once
 * and in one piece) must not take the tiles along, nor mount a tile whose module has arrived meanwhile in that
 * same piece (decision 022).
 */
export const TileGrid = memo(function TileGrid({
  layout,
  ready,
}: {
  layout: DashboardLayout;
  ready: boolean;
}) {
  const withPage = leadingPageTiles(layout);
  const [count, setCount] = useState(() => Math.max(1, withPage));
  const { ref: endRef, entry: end } = useIntersection<HTMLDivElement>({ rootMargin: RENDER_AHEAD });
  const linkedTo = useLocation().hash !== '';
  const wanted = linkedTo || end?.isIntersecting === true;
  const total = tileCount(layout);
  useEffect(() => {
    if (ready && wanted && count < total) startTransition(() => setCount(count + 1));
  }, [count, total, ready, wanted]);
  // Printed, the dashboard is all its tiles: the browser lays the page out for print right after this event.
  useWindowEvent('beforeprint', () => flushSync(() => setCount(total)));
  // Printing shows every tile at once, also before the others' modules are there (they then show loading).
  const shown = ready || count === total ? count : withPage;
  const { header, grid, support } = firstTiles(layout, shown);
  return (
    <Stack gap="md">
      {header.map((tile) => (
        <TileSlot key={tile.componentName} tile={tile} />
      ))}
      {grid.length > 0 && (
        <Grid columns={GRID_COLUMNS} gap="md">
          {grid.map(({ tile, span }) => (
            <Grid.Col key={tile.componentName} span={span}>
              <TileSlot tile={tile} />
            </Grid.Col>
          ))}
        </Grid>
      )}
      {support.map((tile) => (
        <TileSlot key={tile.componentName} tile={tile} />
      ))}
      {shown < total && !ready && <TileGridPlaceholder />}
      {/* The end of the tiles shown: an empty mark, which nothing on the page sees move as tiles come. */}
      {ready && count < total && <div ref={endRef} />}
    </Stack>
  );
});

/** How many tiles at the start of the page's order render with the page (`pageTile`). */
function leadingPageTiles(layout: DashboardLayout): number {
  const order = tilesInOrder(layout);
  const firstLater = order.findIndex((tile) => !rendersWithPage(tile.componentName));
  return firstLater === -1 ? order.length : firstLater;
}

const tileNames = (layout: DashboardLayout) => tilesInOrder(layout).map((tile) => tile.componentName);

/**
 * True once the page has painted and the modules of the layout's tiles are there, with their reads (for two
 * seconds at most). The tiles come after the page's first paint (its title and status line) rather than with it,
 * in a transition (which React renders in slices), and with their modules loaded: a lazy tile suspends even when
 * its module is there, and React then commits the fallback and mounts the tile in another render, in one piece
 * (decisions 022 and 031).
 */
export function useTilesReady(layout: DashboardLayout): boolean {
  // The layout whose modules were asked for (loaded, or failed: a failure is left to the tile's own lazy load).
  const [asked, setAsked] = useState<DashboardLayout | null>(null);
  const queryClient = useQueryClient();
  const ready = isPainted() && (asked === layout || tilesLoaded(tileNames(layout)));
  useEffect(() => {
    if (ready) return;
    let current = true;
    const show = () => {
      if (current) startTransition(() => setAsked(layout));
    };
    const cancel = afterFirstPaint(() => void preloadTiles(tileNames(layout), queryClient).then(show, show));
    return () => {
      current = false;
      cancel();
    };
  }, [layout, ready, queryClient]);
  return ready;
}

export function TileGridPlaceholder() {
  const { t } = useTranslation('familyPortal');
  return (
    <Grid columns={GRID_COLUMNS} gap="md" role="status" aria-label={t('dashboard.loading')}>
      {Array.from({ length: PLACEHOLDER_BLOCKS }, (_, index) => (
        <Grid.Col key={index} span={{ base: 6, md: 3, lg: 2 }}>
          <Skeleton height={160} radius="md" />
        </Grid.Col>
      ))}
    </Grid>
  );
}
