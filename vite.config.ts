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

/**
 * The chunks of the build, by file name, for `preloadList`: taken before Vite's own
 * generateBundle writes, into each chunk, what its dynamic imports preload.
 */
let builtChunks = new Map<string, Rolldown.OutputChunk>();

function rememberChunks(): Plugin {
  return {
    name: 'remember-chunks',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        builtChunks = new Map(
          Object.values(bundle)
            .filter((file): file is Rolldown.OutputChunk => file.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
      },
    },
  };
}

/** `fileName` and every chunk it imports statically, however indirectly. */
function withStaticImports(fileName: string, files = new Set<string>()): Set<string> {
  const chunk = builtChunks.get(fileName);
  if (!chunk || files.has(fileName)) return files;
  files.add(fileName);
  for (const imported of chunk.imports) withStaticImports(imported, files);
  return files;
}

/**
 * The chunks a dynamic import of `file` from `importer` preloads. Vite lists the chunk and
 * all its static imports; each name (with its hash) is bytes in the importer, and the app's
 * list is part of every first load (issue #7's budget). Left out, with no change to what
 * is fetched or when:
 * - what the importer imports statically (React, the app, the entry's chunks in nearly
 *   every list): it ran before the importer did, so it is loaded already;
 * - the chunk itself, when nothing it needs has a stylesheet: the import() that follows in
 *   the same task fetches it. (With a stylesheet Vite waits for it before the import(),
 *   so the chunk is preloaded meanwhile. Today there is one stylesheet, the entry's.)
 */
function preloadList(file: string, deps: string[], importer: string): string[] {
  const loaded = withStaticImports(importer);
  const needed = deps.filter((dep) => !loaded.has(dep));
  const styled = needed.some((dep) => builtChunks.get(dep)?.viteMetadata?.importedCss.size);
  return styled ? needed : needed.filter((dep) => dep !== file);
}

export default defineConfig({
  root: fromRepo('./src/web'),
  publicDir: fromRepo('./src/web/public'),
  // The root is src/web, but .env files live at the repository root.
  envDir: fromRepo('./'),
  plugins: [react(), tailwindcss(), inlineStylesheet(), eagerCompile(), rememberChunks()],
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
    // What each dynamic import preloads (index.html's own list is left as Vite makes it).
    modulePreload: {
      resolveDependencies: (file, deps, { hostId, hostType }) =>
        hostType === 'js' ? preloadList(file, deps, hostId) : deps,
    },
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
