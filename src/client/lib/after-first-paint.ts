import { useSyncExternalStore } from 'react';

/**
 * What a page does not show in its first paint (the header's unread counts, the live-updates stream) starts
 * after it (decision 022): its requests and the renders of their answers would otherwise hold the first paint
 * back on a slow phone. The page's first paint is the next frame after the first component asked (it is on
 * screen when the frame after it starts); a tab in the background paints no frames, so a second at most.
 */
const LATEST_MS = 1000;

let painted = false;
let scheduled = false;
const waiting = new Set<() => void>();

function open() {
  if (painted) return;
  painted = true;
  // Each in a task of its own: together, with the renders they cause, they would make one long task.
  for (const callback of waiting) {
    setTimeout(() => {
      if (waiting.delete(callback)) callback();
    });
  }
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  // A frame's callback runs before its paint: the one of the frame after is past it.
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(open)));
  setTimeout(open, LATEST_MS);
}

/** Runs `callback` once the page has painted (at once if it has); the returned function cancels it. */
export function afterFirstPaint(callback: () => void): () => void {
  if (painted) {
    callback();
    return () => undefined;
  }
  waiting.add(callback);
  schedule();
  return () => void waiting.delete(callback);
}

/** True once the page has painted. */
export const isPainted = () => painted;

/** False until the page has painted, then true (and from then on). */
export function useAfterFirstPaint(): boolean {
  return useSyncExternalStore(afterFirstPaint, isPainted, () => false);
}
