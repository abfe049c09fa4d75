// Self-hosted fonts (no third-party request; the CSP allows only 'self'), font-display: swap.
import '@fontsource/cormorant-garamond/600.css';
import './styles.css';
import { namedPageChunks, PAGE_CHUNKS_ID } from '../shared/site/page-chunks';
import { paintCartEarly } from './features/cart/first-paint';

const container = document.getElementById('root');
if (!container) throw new Error('index.html must contain <div id="root">');
const root = container;

// The page the server sent is shown first: its header and, on landing pages, their
// first picture (server/modules/storefront/page-shells), whose download then has the network to itself. The
// app, most of the JavaScript, is fetched and run after that (docs/decisions/0015),
// with the page's own chunks (named by the server, not preloaded, on those pages).
// The server-painted page's links work meanwhile.
const start = () => {
  for (const href of namedPageChunks(document.getElementById(PAGE_CHUNKS_ID)?.textContent)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  // React first, the app in a task of its own: two shorter tasks than one long one.
  void import('react-dom/client')
    .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
    .then(() => import('./app/start'))
    .then(({ startApp }) => startApp(root));
};

// The cart is only in the browser: its first line is painted here (and is then the
// picture the app waits for).
if (/^\/cart\/?$/.test(window.location.pathname)) paintCartEarly(root);

/** The longest the app waits for the server-painted picture. */
const MAX_PICTURE_WAIT_MS = 1000;

/** The picture the server painted and preloaded, until it has loaded (or failed). */
function leadPicture(): Promise<void> {
  const picture = root.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise<void>((resolve) => {
    picture.addEventListener('load', () => resolve(), { once: true });
    picture.addEventListener('error', () => resolve(), { once: true });
    setTimeout(resolve, MAX_PICTURE_WAIT_MS);
  });
}

/** After the next frame has been drawn (a frame's callbacks run just before it). */
const afterNextFrame = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))),
  );

if (document.visibilityState === 'visible') {
  void leadPicture().then(afterNextFrame).then(start);
} else {
  // A page opened in the background gets no frames until it is shown.
  start();
}
