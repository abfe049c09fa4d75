import { useEffect } from 'react';

// One question per click, however many forms on the page have changes.
const asked = new WeakSet<Event>();

export const LEAVE_UNSAVED = 'You have unsaved changes. Leave this page and lose them?';

/**
 * While `dirty`, leaving the page asks first: closing or reloading the tab (the browser's
 * own question) and following a link of the app (ours). The app's router (BrowserRouter)
 * cannot hold back a navigation itself, so links are caught before it sees them.
 */
export function useUnsavedChangesWarning(dirty: boolean) {
  useEffect(() => {
    if (!dirty) return undefined;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // browsers before the standard's preventDefault()
    };
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || asked.has(event)) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return; // new tab
      const link = (event.target as Element | null)?.closest?.('a[href]');
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return;
      if (link.target !== '' && link.target !== '_self') return; // another window or tab
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      if (to.origin !== here.origin) return; // beforeunload asks
      if (to.pathname === here.pathname && to.search === here.search) return; // same page
      asked.add(event);
      if (!window.confirm(LEAVE_UNSAVED)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty]);
}
