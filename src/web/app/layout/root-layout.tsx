import { Suspense } from 'react';
import { LAYOUT_CLASS, MAIN_CLASS } from '../../../shared/site/first-paint';
import { Outlet, useLocation } from 'react-router';
import { SkipLink } from '../../components/ui/skip-link';
import { MAIN_CONTENT_ID } from '../../lib/main-content';
import { RouteErrorBoundary } from './route-error';
import { PageFallback, RouteLoading } from './route-loading';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderVariant } from './site-header';

// Storefront spec §2: /home-2 uses the alternative, static header.
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
      <SiteFooter />
      <ScrollToTopButton />
      <RouteLoading />
    </div>
  );
}
