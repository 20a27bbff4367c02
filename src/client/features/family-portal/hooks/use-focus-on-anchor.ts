import { useEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * When the address names this anchor (`#id`), scrolls the element with that id into view and moves focus to it,
 * once its content has loaded (`ready`) so the page no longer shifts. Every navigation to the anchor does it
 * again, also from the same page (the assistant's View Progress while the dashboard is open).
 */
export function useFocusOnAnchor(id: string, ready: boolean) {
  const { hash, key } = useLocation();
  const targeted = hash === `#${id}`;
  useEffect(() => {
    if (!targeted || !ready) return;
    const element = document.getElementById(id);
    if (!element) return;
    element.focus({ preventScroll: true });
    // Newer browsers return a promise from scrollIntoView: an effect must not return it.
    void element.scrollIntoView({ block: 'start' });
  }, [id, targeted, ready, key]);
}
