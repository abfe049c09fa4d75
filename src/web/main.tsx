import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
// Self-hosted fonts (no third-party request; the CSP allows only 'self'), font-display: swap.
// import '@fontsource-variable/inter/wght.css';
import '@fontsource/cormorant-garamond/600.css';
import { AppProviders } from './app/providers';
import { AppRoutes, preloadPagesOf } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

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

// The first render waits for the page's chunk (the header painted by index.html stays
// meanwhile). Not a top-level await: that would split the shell into many chunks. A
// chunk that fails to load is reported by the page's error boundary.
void preloadPagesOf(window.location.pathname)
  .catch(() => undefined)
  .then(() => {
    renderApp(container);
  });
