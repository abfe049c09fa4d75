import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { focusMainContent } from '../../lib/main-content';

// docs/screens.md "Layout" and "Timings": the indicator stays 500 ms per route change.
export const ROUTE_LOADING_MS = 500;

export function LoadingOverlay() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="fixed inset-0 z-50 grid place-items-center bg-linen-50"
    >
      <span
        aria-hidden="true"
        className="size-12 rounded-full border-4 border-linen-200 border-t-walnut-600 motion-safe:animate-spin"
      />
    </div>
  );
}

/**
 * Covers the screen for 500 ms after every change of path (not of query string, so
 * filters and pagination do not flash), then scrolls to the top. Also covers the wait
 * for a lazy page chunk (see PageFallback), so a click always gets immediate feedback.
 */
export function RouteLoading() {
  const { pathname } = useLocation();
  const [route, setRoute] = useState({ pathname, settled: true });

  // Adjusting state while rendering (not in an effect) puts the overlay in the same
  // paint as the new page, so the new page never flashes at the old scroll position.
  if (route.pathname !== pathname) setRoute({ pathname, settled: false });

  useEffect(() => {
    if (route.settled) return;
    const timer = window.setTimeout(() => {
      setRoute({ pathname: route.pathname, settled: true });
      window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
      // Keyboard and screen-reader users continue on the new page, not on the link they used.
      focusMainContent({ keepFocusWithin: true });
    }, ROUTE_LOADING_MS);
    return () => {
      window.clearTimeout(timer);
    };
  }, [route]);

  return route.settled ? null : <LoadingOverlay />;
}

/**
 * Shown while a page's chunk loads. After a click it covers the screen (the click gets
 * feedback however slow the network); on the first visit the header painted by
 * index.html stays in view instead, with the empty, screen-tall main below it.
 */
export function PageFallback() {
  const { key } = useLocation();
  return key === 'default' ? null : <LoadingOverlay />;
}
