import { lazy, Suspense, type ReactNode } from 'react';
import { LAYOUT_CLASS, MAIN_CLASS } from '#src/shared/site/first-paint';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { RouteErrorBoundary } from './route-error';
import { PageFallback, RouteLoading } from './route-loading';
import { SiteHeader, type HeaderVariant } from './site-header';

// Below the fold (main is at least a screen tall) or shown only after scrolling: they
// load after the app's first render, not in the first-load JavaScript (issue #7's budget).
// A chunk that fails to load (a release mid-visit, a dropped connection) leaves its part
// out rather than taking the page down with it.
const nothing = { default: (): ReactNode => null };
const SiteFooter = lazy(() =>
  import('./site-footer').then(
    (module) => ({ default: module.SiteFooter }),
    () => nothing,
  ),
);
const ScrollToTopButton = lazy(() =>
  import('./scroll-to-top-button').then(
    (module) => ({ default: module.ScrollToTopButton }),
    () => nothing,
  ),
);

// docs/screens.md "Routes": /home-2 uses the alternative, static header.
const STATIC_HEADER_PATHS = new Set(['/home-2']);

export function RootLayout() {
  const { pathname } = useLocation();
  const headerVariant: HeaderVariant = STATIC_HEADER_PATHS.has(pathname) ? 'static' : 'overlay';
  return (
    <div className={LAYOUT_CLASS}>
      <SkipLink />
      <SiteHeader variant={headerVariant} />
      {/* At least a screen tall: the footer starts below the fold, so pages whose content
          arrives after the first paint do not push it around in view (layout shift). */}
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className={MAIN_CLASS}>
        {/* Keyed by path: a failed page does not stay failed on the next one. */}
        <RouteErrorBoundary key={pathname}>
          <Suspense fallback={<PageFallback />}>
            <Outlet />
          </Suspense>
        </RouteErrorBoundary>
      </main>
      <Suspense fallback={null}>
        <SiteFooter />
        <ScrollToTopButton />
      </Suspense>
      <RouteLoading />
    </div>
  );
}
