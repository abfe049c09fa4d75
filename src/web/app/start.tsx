import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { formatEuro } from '../lib/format';
import { signedInNow } from '../lib/session';
import { AppProviders } from './providers';
import { AppRoutes, preloadPagesOf } from './router';

function renderApp(root: HTMLElement) {
  const app = createRoot(root);
  // As a transition, the first render yields to the browser every few milliseconds
  // instead of holding the main thread for the whole tree (Total Blocking Time); the
  // server-painted page stays on screen until React commits.
  startTransition(() =>
    app.render(
      <StrictMode>
        <AppProviders>
          {/* Without transitions a click renders at once: a ticked filter box never
            flickers back while the URL catches up, and the route overlay shows at once. */}
          <BrowserRouter useTransitions={false}>
            <AppRoutes />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Starts the app in `root`. The first render waits for the page's chunk (the page the
 * server painted stays meanwhile). A chunk that fails to load is reported by the page's
 * error boundary.
 */
export function startApp(root: HTMLElement): void {
  void preloadPagesOf(window.location.pathname)
    .catch(() => undefined)
    .then(async () => {
      // Signed in, the page shows prices: the euro formatter (the browser's first Intl
      // object loads its locale data, 10-20 ms on a phone) is made here, in a task of its
      // own, rather than inside one of the first render's.
      if (!signedInNow()) return;
      await nextTask();
      formatEuro(0);
      await nextTask();
    })
    .then(() => {
      renderApp(root);
    });
}
