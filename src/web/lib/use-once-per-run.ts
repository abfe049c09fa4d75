import { useCallback, useEffect, useRef } from 'react';

/**
 * Lets an action start once until `busy` (its request under way) has come and gone, and
 * again whenever `resetWhen` changes (a dialog opened anew). A double click sends one
 * request: a mutation's `isPending` reaches the screen a task after the click (TanStack
 * notifies with setTimeout 0), too late to disable the button for the second click.
 */
export function useOncePerRun(busy: boolean, resetWhen?: unknown) {
  const started = useRef(false);
  useEffect(() => {
    if (!busy) started.current = false;
  }, [busy, resetWhen]);
  return useCallback((action: () => void) => {
    if (started.current) return;
    started.current = true;
    action();
  }, []);
}
