import { useEffect, useRef } from 'react';
import type { LiveEvent } from '@shared/conversations/conversations.schema';
import { apiEventStream } from '@client/lib/api-client';

/** A live event, or 'reconnected' after the stream came back (events may have been missed: refetch). */
export type LiveSignal = LiveEvent | { type: 'reconnected' };
type Listener = (signal: LiveSignal) => void;

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 30_000;

const listeners = new Set<Listener>();
let controller: AbortController | null = null;

function emit(signal: LiveSignal) {
  for (const listener of listeners) listener(signal);
}

/** Hands each `event:`/`data:` block of the stream to the listeners. */
function dispatch(block: string) {
  const data = /^data: (.*)$/m.exec(block)?.[1];
  if (!data) return;
  try {
    emit(JSON.parse(data) as LiveEvent);
  } catch {
    // A malformed block is skipped; the next event or reconnect brings the screen up to date.
  }
}

async function readStream(signal: AbortSignal) {
  const response = await apiEventStream('/live', { signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      dispatch(buffer.slice(0, end));
      buffer = buffer.slice(end + 2);
      end = buffer.indexOf('\n\n');
    }
  }
}

/**
 * One stream per tab (GET /api/live, decision 018), opened by the first listener and closed after the last;
 * after a drop it comes back with growing pauses, and listeners hear 'reconnected' to refetch what they show.
 */
async function run(signal: AbortSignal) {
  let delay = RETRY_MIN_MS;
  let connectedBefore = false;
  while (!signal.aborted) {
    const started = Date.now();
    try {
      const reading = readStream(signal);
      if (connectedBefore) emit({ type: 'reconnected' });
      connectedBefore = true;
      await reading;
    } catch {
      // Signed out, offline or the server restarted: try again after a pause.
    }
    if (signal.aborted) return;
    if (Date.now() - started > RETRY_MAX_MS) delay = RETRY_MIN_MS;
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, RETRY_MAX_MS);
  }
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  if (!controller) {
    const { signal } = (controller = new AbortController());
    void run(signal);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      controller?.abort();
      controller = null;
    }
  };
}

/** Calls `onSignal` for every live event this user may see while the component is mounted. */
export function useLiveEvents(onSignal: Listener, enabled = true) {
  const latest = useRef(onSignal);
  useEffect(() => {
    latest.current = onSignal;
  });
  useEffect(() => {
    if (!enabled) return;
    return subscribe((signal) => latest.current(signal));
  }, [enabled]);
}
