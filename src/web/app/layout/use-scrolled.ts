import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  return () => {
    window.removeEventListener('scroll', onChange);
  };
}

// A boolean snapshot: React re-renders when the page leaves or reaches the top, not per pixel.
const isScrolled = () => window.scrollY > 0;
const onServer = () => false;

/** True once the page is scrolled past 0. */
export function useScrolled(): boolean {
  return useSyncExternalStore(subscribe, isScrolled, onServer);
}
