import { Navigate, useLocation } from 'react-router';

/**
 * docs/screens.md "Routes": old links (/login, /forgot-pass) land on the real pages with their
 * query string, e.g. a "redirect back to" parameter. Replacing the entry (rather than redirecting
 * in a loader, which pushes on first load) keeps the Back button usable.
 */
export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
