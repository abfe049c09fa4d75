import { useSyncExternalStore } from 'react';

/**
 * The page's scroll position, as the last scroll event left it (one passive listener for
 * the app's life). Reading `window.scrollY` while React renders would make the browser
 * lay the page out there and then, inside the render's task.
 */
let scrollY = 0;
const listeners = new Set<() => void>();
if (typeof window !== 'undefined') {
  scrollY = window.scrollY;
  window.addEventListener(
    'scroll',
    () => {
      scrollY = window.scrollY;
      for (const listener of listeners) listener();
    },
    { passive: true },
  );
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => {
    listeners.delete(onChange);
  };
}

const onServer = () => false;

/**
 * True once the page is scrolled more than `px` down. A boolean snapshot: React
 * re-renders when the threshold is crossed, not per pixel.
 */
export function useScrolledPast(px: number): boolean {
  return useSyncExternalStore(subscribe, () => scrollY > px, onServer);
}

/** True once the page is scrolled past 0. */
export const useScrolled = () => useScrolledPast(0);
