import { useEffect } from 'react';
import { matchRoutes, useLocation, type Params, type RouteObject } from 'react-router';
import { documentTitle } from '#src/shared/site/page-titles';
import { useOwnPageTitle } from '../../lib/page-title';

/** Put on a route's `handle` so the browser tab and screen readers name the page. */
export type RouteHandle = { title: string | ((params: Params) => string) };

// Handles are untyped in React Router; routes without a title (redirects) have none.
function isRouteHandle(handle: unknown): handle is RouteHandle {
  if (typeof handle !== 'object' || handle === null || !('title' in handle)) return false;
  return typeof handle.title === 'string' || typeof handle.title === 'function';
}

function titleOf(handle: unknown, params: Params): string | undefined {
  if (!isRouteHandle(handle)) return undefined;
  return typeof handle.title === 'string' ? handle.title : handle.title(params);
}

/**
 * Sets document.title from the page's own title (usePageTitle) or else the deepest route
 * matching the location that declares one.
 */
export function useRouteTitle(routes: RouteObject[]) {
  const location = useLocation();
  const own = useOwnPageTitle();
  const matches = matchRoutes(routes, location) ?? [];
  const title =
    own?.path === location.pathname
      ? own.title
      : matches.reduce<string | undefined>(
          (found, match) => titleOf(match.route.handle, match.params) ?? found,
          undefined,
        );

  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
}
