import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { clearCartAndQuoteFiles } from '#src/web/lib/cart-store';
import { announceSessionChange } from '#src/web/lib/session';
import { USER_DETAILS_QUERY_KEY } from '#src/web/lib/user-details';
import { logout } from '../api/logout';

/**
 * Signs out: asks the server to end the session (a failure is ignored: the browser
 * forgets the user anyway), empties the cart and forgets the checkout's retry key (the
 * next person on this browser must not inherit the lines, references and quote files),
 * drops the user's cached data (prices disappear) and goes home. Only this explicit
 * sign-out does so: a session the server ended (401) is the same buyer coming back.
 * Returns `signOut()` and whether the request is still running.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // A plain request, not a mutation hook: the header runs this on every page, and React
  // Query's mutation observer would be the first load's only use of it (docs/performance.md).
  const [isPending, setPending] = useState(false);

  const signOut = useCallback(async () => {
    setPending(true);
    // The checkout's retry key is the checkout's module: fetched (alongside the request) only
    // when someone signs out, as the header runs this hook on every page's first load.
    const retryKey = import('#src/web/lib/idempotency-key').catch(() => undefined);
    try {
      await logout();
    } catch {
      // The server may already have ended the session (expired, revoked).
    }
    try {
      clearCartAndQuoteFiles();
    } catch {
      // Storage refused: nothing more the browser can do; signing out must still finish.
    }
    // Its chunk did not load (no connection): signing out still finishes.
    (await retryKey)?.forgetIdempotencyKey();
    announceSessionChange();
    queryClient.removeQueries({ queryKey: USER_DETAILS_QUERY_KEY });
    void queryClient.invalidateQueries();
    setPending(false);
    void navigate('/');
  }, [navigate, queryClient]);

  return { signOut, isSigningOut: isPending };
}
