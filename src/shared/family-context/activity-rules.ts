/** Feed actions that say nothing new when repeated: a run of them by one person reads as one line. */
export const REPEATABLE_ACTIONS: readonly string[] = ['auth.sign_in'];

/** How many more audit rows a feed reads than it shows, so collapsed runs still leave a full list. */
export const FEED_OVERFETCH = 5;

interface FeedRow {
  action: string;
  actorName: string | null;
  description: string;
}

/**
 * Newest-first feed items with each run of consecutive REPEATABLE_ACTIONS by the same person collapsed into
 * its newest item ('Maria Martinez signed in 4 times'); everything else is kept as it is.
 */
export function collapseRepeats<T extends FeedRow>(items: readonly T[]): T[] {
  const result: { item: T; count: number }[] = [];
  for (const item of items) {
    const last = result.at(-1);
    if (
      last &&
      REPEATABLE_ACTIONS.includes(item.action) &&
      last.item.action === item.action &&
      last.item.actorName === item.actorName
    ) {
      last.count += 1;
    } else {
      result.push({ item, count: 1 });
    }
  }
  return result.map(({ item, count }) =>
    count === 1 ? item : { ...item, description: `${item.description} ${count} times` },
  );
}
