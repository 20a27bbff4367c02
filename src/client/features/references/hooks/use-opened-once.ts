import { useState } from 'react';

/**
 * True from the first render in which `value` is true, and from then on: a dialog loaded on first use
 * (React.lazy) is rendered once this is true and then stays mounted, so Mantine's close transition and every
 * later opening play as before.
 */
export function useOpenedOnce(value: boolean): boolean {
  const [once, setOnce] = useState(value);
  // Derived state, set while rendering (React re-renders at once, before the children).
  if (value && !once) setOnce(true);
  return once || value;
}
