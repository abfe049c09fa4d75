import type { MouseEvent } from 'react';
import { Outlet } from 'react-router';
import { focusMainContent, MAIN_CONTENT_ID } from './main-content';
import { RouteLoading } from './route-loading';
import { ScrollToTopButton } from './scroll-to-top-button';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { useRouteTitle } from './use-route-title';

// A fragment link would add a history entry the router treats as a navigation.
function skipToContent(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  focusMainContent();
}

export function RootLayout() {
  useRouteTitle();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_CONTENT_ID}`}
        onClick={skipToContent}
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-walnut-700 focus:shadow"
      >
        Skip to main content
      </a>
      <SiteHeader />
      <main id={MAIN_CONTENT_ID} tabIndex={-1} className="flex-1 outline-none">
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollToTopButton />
      <RouteLoading />
    </div>
  );
}
