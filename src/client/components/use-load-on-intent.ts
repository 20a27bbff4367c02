import { useCallback, useRef, useState } from 'react';

/** What the stand-in was doing when the loaded module took its place. */
export interface IntentState {
  /** The stand-in was pressed: open at once. */
  opened: boolean;
  /** The stand-in had the focus: the loaded control takes it. */
  focused: boolean;
}

/** How the stand-in was left when its module arrived: also whether the pointer was over it (a tooltip opens). */
export type LoadedIntent = IntentState & { hovered: boolean };

/**
 * For a control whose module is not part of the page's start (a menu, a popover): a plain stand-in button
 * loads it when pointed at, focused or pressed. Spread `intentProps` on the stand-in; once `loaded` is set,
 * render the loaded control with its `opened` and `focused` instead. A failed load (offline, a new deploy)
 * leaves the stand-in, and the next intent tries again.
 */
export function useLoadOnIntent<T>(load: () => Promise<T>) {
  const [loaded, setLoaded] = useState<(LoadedIntent & { module: T }) | null>(null);
  const pressed = useRef(false);
  const loading = useRef(false);
  const standIn = useRef<HTMLButtonElement>(null);

  function start() {
    if (loading.current) return;
    loading.current = true;
    load()
      .then((module) =>
        setLoaded({
          module,
          opened: pressed.current,
          focused: document.activeElement === standIn.current,
          hovered: standIn.current?.matches(':hover') ?? false,
        }),
      )
      .catch(() => {
        loading.current = false;
      });
  }

  const intentProps = {
    ref: standIn,
    onPointerEnter: start,
    onFocus: start,
    onClick: () => {
      pressed.current = true;
      start();
    },
  };
  return { loaded, intentProps };
}

/**
 * The loaded control takes over from its stand-in: `target` is its button's ref callback (focused as it mounts when the stand-in had
 * the focus) and its open state, opened from that same mount when the stand-in was pressed — an update after
 * the focus moved, so the popover notes where to return the focus when it closes.
 */
export function useTakeOver<T extends HTMLElement>({ opened: pressed, focused }: IntentState) {
  const [opened, setOpened] = useState(false);
  const target = useCallback(
    (node: T | null) => {
      if (!node) return;
      if (focused) node.focus();
      if (pressed) setOpened(true);
    },
    [focused, pressed],
  );
  return { target, opened, setOpened };
}
