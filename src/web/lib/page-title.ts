import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';

/** A title a page knows only once its data has loaded (a product's name), by path. */
let pageTitle: { path: string; title: string } | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Names the current page after its data (the product page: the product's name, as the
 * server's HTML does), instead of the route's general title.
 */
export function usePageTitle(title: string | undefined) {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!title) return;
    pageTitle = { path: pathname, title };
    for (const listener of listeners) listener();
  }, [pathname, title]);
}

/** The title the current page set for itself, if any (read by app/layout/use-route-title). */
export const useOwnPageTitle = () => useSyncExternalStore(subscribe, () => pageTitle);
