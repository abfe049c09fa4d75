import os from 'node:os';
import { defineConfig } from 'vitest/config';

// security/api: the probes of the security suite (`npm run test:security`), one per
// ASVS requirement, run on both engines like the rest of the API suite.
const apiTests = ['src/server/**/*.test.ts', 'src/db/**/*.test.ts', 'security/api/**/*.test.ts'];
// Pure drawing code needs no database.
const dbFreeTests = [
  'src/db/seed/artwork*.test.ts',
  'src/server/modules/invoices/*.pdf.test.ts',
  'src/server/modules/quotes/*.pdf.test.ts',
  'src/server/modules/quotes/*.mails.test.ts',
  'src/server/modules/deliveries/*.mails.test.ts',
];
const unitTests = [
  'src/shared/**/*.test.ts',
  'src/web/**/*.test.ts',
  // The benchmark's reading of the performance targets.
  'bench/**/*.test.ts',
  // No file points at documents outside the repository.
  'test/self-contained.test.ts',
  ...dbFreeTests,
];
// React components, rendered in a simulated DOM.
const componentTests = ['src/web/**/*.test.tsx'];

/**
 * Test files share their worker's modules (`isolate: false`; docs/decisions/0018) except
 * the React components', which replace modules with `vi.mock`. At least two workers, also
 * on two cores (Vitest's default would be one there): much of a test's time is spent
 * waiting for Chromium or PostgreSQL.
 *
 * Unit tests; the API suite on PGlite; the same API suite on a PostgreSQL server when
 * TEST_DATABASE_URL is set; browser end-to-end tests against the built app.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    reporters: ['default', './test/summary-reporter.ts'],
    projects: [
      { extends: true, test: { name: 'unit', include: unitTests, isolate: false } },
      {
        extends: true,
        test: {
          name: 'components',
          include: componentTests,
          environment: 'happy-dom',
          setupFiles: ['test/components-setup.ts'],
          // Typing a whole form takes a few seconds when the machine is busy: a test cut
          // off at Vitest's default 5 s kept typing into the next test's form.
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api-pglite',
          include: apiTests,
          exclude: dbFreeTests,
          env: { TEST_DB_ENGINE: 'pglite' },
          globalSetup: ['test/global-setup-db.ts'],
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: apiTests,
                exclude: dbFreeTests,
                env: { TEST_DB_ENGINE: 'postgres' },
                globalSetup: ['test/global-setup-db.ts'],
                isolate: false,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
      {
        // The built server as its own process: killed, stopped, restarted, two at once.
        extends: true,
        test: {
          name: 'reliability',
          include: ['reliability/**/*.test.ts'],
          globalSetup: ['reliability/global-setup.ts'],
          isolate: false,
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts', 'security/browser/**/*.test.ts'],
          env: { TEST_DB_ENGINE: 'pglite' },
          globalSetup: [
            'test/global-setup-db.ts',
            'e2e/global-setup-build.ts',
            'e2e/global-setup-artwork.ts',
          ],
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A poll passes as soon as its condition holds; the wait only matters when the
          // machine is slow (a page's app starts a second or more after its load event
          // while the whole suite runs), where Vitest's default of 1 s failed tests.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
