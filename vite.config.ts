import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const fromRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The Fastify server (npm start) listens here; in development Vite forwards to it so
// the SPA and the API share one origin, as they do in production.
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': API_ORIGIN,
  '/media': API_ORIGIN,
  '/category-images': API_ORIGIN,
};

/**
 * Puts the (small, ~8 KB compressed) stylesheet into index.html: the header painted
 * before the JavaScript runs needs no second round trip, so first paint comes sooner
 * on a slow phone network. The CSP allows inline styles already (React style props).
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const html = bundle['index.html'];
      if (html?.type !== 'asset' || typeof html.source !== 'string') return;
      html.source = html.source.replace(
        /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/g,
        (link, fileName: string) => {
          const css = bundle[fileName];
          if (css?.type !== 'asset' || typeof css.source !== 'string') return link;
          return `<style>${css.source}</style>`;
        },
      );
    },
  };
}

/**
 * What a storefront landing page (those Lighthouse measures) runs on its first load,
 * besides the entry: React, the app, the page itself, and what the app's layout loads on
 * every page; with, below, everything these import statically.
 */
const FIRST_LOAD_CHUNKS = new Set([
  'react',
  'app',
  'first-paint',
  'home-page',
  'products-page',
  'category-page',
  'product-detail-page',
  'cart-page',
  'site-footer',
  'scroll-to-top-button',
  'toaster',
]);

/** V8's explicit compile hint (Chromium 136 and later): compile every function eagerly. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Marks the code a landing page runs on its first load for eager compilation
 * (docs/decisions/0024). V8 otherwise compiles each function on the main thread when it
 * is first called, inside the app's first render: 850 functions, 120-130 ms at 1x on
 * our benchmark machine. With the hint it compiles them on a background thread while the
 * file streams in. Other browsers ignore the comment. It is added to the finished chunk,
 * after hashing, so a change to this list alone leaves file names as they were: harmless,
 * a comment.
 */
function eagerCompile(): Plugin {
  return {
    name: 'eager-compile',
    apply: 'build',
    // After Vite's own (which puts the entry's list of preloads at its top).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(
          (file): file is Rolldown.OutputChunk => file.type === 'chunk',
        );
        const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const eager = new Set<Rolldown.OutputChunk>();
        const visit = (chunk: Rolldown.OutputChunk | undefined) => {
          if (!chunk || eager.has(chunk)) return;
          eager.add(chunk);
          for (const fileName of chunk.imports) visit(byFile.get(fileName));
        };
        chunks.filter((chunk) => chunk.isEntry || FIRST_LOAD_CHUNKS.has(chunk.name)).forEach(visit);
        for (const chunk of eager) chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
      },
    },
  };
}

export default defineConfig({
  root: fromRepo('./src/web'),
  publicDir: fromRepo('./src/web/public'),
  // The root is src/web, but .env files live at the repository root.
  envDir: fromRepo('./'),
  plugins: [react(), tailwindcss(), inlineStylesheet(), eagerCompile()],
  resolve: {
    // The shared phone rule checks numbers against every allocated range (the full
    // metadata, 40 KB gzip) on the server; the browser checks their shape with the small
    // metadata (20 KB) the phone field uses anyway (docs/decisions/0025).
    alias: { 'libphonenumber-js/max': 'libphonenumber-js/min' },
  },
  build: {
    outDir: fromRepo('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
    // Read by the server to preload the chunks of the page a URL shows (storefront-html).
    manifest: true,
    rolldownOptions: {
      output: {
        // The app (web/app/start.tsx, imported by the entry once the page's first picture
        // is on screen) and everything it imports in one chunk (groups take their
        // dependencies): one request, not ten. Vite's
        // preload helper, which the entry uses to import the app, stays out of it:
        // otherwise the entry would import the app's chunk statically and run it at once.
        codeSplitting: {
          groups: [
            { name: 'preload-helper', test: /vite\/preload-helper/, priority: 4 },
            // What the entry paints /cart with (and its few shared modules): a small chunk
            // the entry loads at once; in the app's group it would load (and run) the app.
            {
              name: 'first-paint',
              test: /\/src\/web\/features\/cart\/first-paint\.ts$/,
              priority: 3,
            },
            // React's own modules, which the entry runs a task before the app's.
            { name: 'react', test: /node_modules\/(react|react-dom|scheduler)\//, priority: 2 },
            { name: 'app', test: /\/src\/web\/app\/start\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    proxy,
  },
  preview: {
    proxy,
  },
});
