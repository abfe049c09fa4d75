import { Suspense, type MouseEvent } from 'react';
import { LAYOUT_CLASS, MAIN_CLASS } from '../../../shared/site/first-paint';
import { Outlet, useLocation } from 'react-router';
import { focusMainContent, MAIN_CONTENT_ID } from '../../lib/main-content';
import { RouteErrorBoundary } from './route-error';
import { PageFallback, RouteLoading } from './route-loading';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader, type HeaderVariant } from './site-header';

// Storefront spec §2: /home-2 uses the alternative, static header.
const STATIC_HEADER_PATHS = new Set(['/home-2']);

// A fragment link would add a history entry the router treats as a navigation.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  focusMainContent();
}

export function RootLayout() {
  const { pathname } = useLocation();
  const headerVariant: HeaderVariant = STATIC_HEADER_PATHS.has(pathname) ? 'static' : 'overlay';
  return (
    <div className={LAYOUT_CLASS}>
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-walnut-700 focus:shadow"
      >
        Skip to main content
      </a>
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
