import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
// Self-hosted fonts (no third-party request; the CSP allows only 'self'), font-display: swap.
import '@fontsource-variable/inter/wght.css';
import '@fontsource/cormorant-garamond/600.css';
import { AppProviders } from './app/providers';
import { router } from './app/router';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');

createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
