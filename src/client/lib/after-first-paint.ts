import { startTransition, useEffect, useState } from 'react';

/**
 * What a page does not show in its first paint (the header's unread counts, the live-updates stream) starts
 * after it (decision 022): its requests and the renders of their answers would otherwise hold the first paint
 * back on a slow phone. The first paint is the first one with content (text, an image): the browser reports it
 * where it can; elsewhere it is the next frame after the first component asked (on screen when the frame after it
 * starts). A frame can paint before the page has content (the shell's background while the page waits for its
 * first read), so the frame is only the fallback. A tab in the background paints nothing, so a second at most.
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

/** Calls `then` in the frame after the next one: a frame's callback runs before its paint, the next is past it. */
const afterNextFrame = (then: () => void) => requestAnimationFrame(() => requestAnimationFrame(then));

/**
 * Calls `then` once the page has painted content, if the browser reports that; false when it cannot. When the
 * first content came before the app (the loading frame in the HTML of the pages a session opens on, decision
 * 029), the app's own first content is the first largest-paint candidate the browser reports after the app asked
 * (the frame's mark is none), reported once it is on screen; the frame after the asking components rendered is
 * no proof of that, for a slow device shows a frame some time after it is painted. When a candidate came before
 * the app too (a page the app went on from), that frame is the fallback.
 */
function onContentfulPaint(then: () => void): boolean {
  if (typeof PerformanceObserver === 'undefined') return false;
  const afterFrame = performance.getEntriesByName('first-contentful-paint').length > 0;
  const type = afterFrame ? 'largest-contentful-paint' : 'paint';
  if (!PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
  const asked = performance.now();
  const observer = new PerformanceObserver((list) => {
    const entries = afterFrame ? list.getEntries() : list.getEntriesByName('first-contentful-paint');
    if (entries.length === 0) return;
    observer.disconnect();
    if (!afterFrame || entries.some((entry) => entry.startTime >= asked)) then();
    else afterNextFrame(then);
  });
  observer.observe({ type, buffered: true });
  return true;
}

function schedule() {
  if (scheduled) return;
  scheduled = true;
  const openSoon = () => void setTimeout(open);
  if (!onContentfulPaint(openSoon)) afterNextFrame(openSoon);
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

/**
 * False until the page has painted, then true (and from then on). The change is a transition, which React
 * renders in slices: what the page holds back until then (the header's counts and menus) renders in the
 * background rather than in one piece.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(isPainted);
  useEffect(() => {
    if (!painted) return afterFirstPaint(() => startTransition(() => setPainted(true)));
  }, [painted]);
  return painted;
}
