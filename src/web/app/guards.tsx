import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { returnPathOf, useSignedIn, type ReturnState } from '../lib/session';

/**
 * docs/screens.md "Routes": signed-in pages send a visitor to /signin, and back here afterwards.
 */
export function RequireSignIn({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const { pathname, search } = useLocation();
  if (!signedIn) {
    const state: ReturnState = { from: { pathname, search } };
    return <Navigate to="/signin" replace state={state} />;
  }
  return children;
}

/**
 * docs/screens.md "Routes": /signin, /signup and the password pages are for visitors; a signed-in
 * user goes back where they came from, or home.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (signedIn) return <Navigate to={returnPathOf(location.state)} replace />;
  return children;
}
