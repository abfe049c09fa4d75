import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRepo = (path: string) => fileURLToPath(new URL(path, import.meta.url));

// The Fastify server (npm start) listens here; in development Vite forwards to it so
// the SPA and the API share one origin, as they do in production.
const API_ORIGIN = 'http://localhost:3000';
const proxy = {
  '/api': API_ORIGIN,
  '/media': API_ORIGIN,
  '/category-images': API_ORIGIN,
};

export default defineConfig({
  root: fromRepo('./src/web'),
  publicDir: fromRepo('./src/web/public'),
  // The root is src/web, but .env files live at the repository root.
  envDir: fromRepo('./'),
  plugins: [react(), tailwindcss()],
  build: {
    outDir: fromRepo('./dist/web'),
    emptyOutDir: true,
    sourcemap: false,
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
