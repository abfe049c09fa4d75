import type { ReactNode } from 'react';
import { Navigate, useLocation, type Location } from 'react-router';
import { useSignedIn } from '../lib/session';

export type GuardedFrom = { from?: Pick<Location, 'pathname' | 'search'> };

/** Accounts §2: signed-in pages send a visitor to /signin, and back here afterwards. */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn) {
    const state: GuardedFrom = { from: { pathname, search } };
    return <Navigate to="/signin" replace state={state} />;
  }
  return children;
}

/**
 * Accounts §2 and §6: /signin, /signup and the password pages are for visitors; a
 * signed-in user goes back where they came from, or home.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn) {
    const from = (location.state as GuardedFrom | null)?.from;
    // Only a path of this site: never an address elsewhere ("//evil.example").
    const target =
      from && from.pathname.startsWith('/') && !from.pathname.startsWith('//')
        ? from.pathname + from.search
        : '/';
    return <Navigate to={target} replace />;
  }
  return children;
}
