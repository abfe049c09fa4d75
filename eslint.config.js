// Lint rules, including the architecture's boundaries (docs/architecture.md "Boundaries").
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const features = readdirSync(new URL('./src/web/features', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const zones = [
  {
    target: './src/shared',
    from: ['./src/server', './src/db', './src/web'],
    message: 'src/shared is isomorphic: it imports nothing of server, db or web.',
  },
  {
    target: './src/web',
    from: ['./src/server', './src/db'],
    message: 'The browser code talks to the server only through the API.',
  },
  {
    target: ['./src/server', './src/db'],
    from: './src/web',
    message: 'The server does not import browser code.',
  },
  {
    target: './src/db',
    from: './src/server',
    message: 'The data layer does not depend on the server: what it needs is passed in.',
  },
  {
    target: './src/web/app/admin',
    from: './src/web/app/pages',
    message: 'The staff console and the storefront do not import each other.',
  },
  {
    target: './src/web/app/pages',
    from: './src/web/app/admin',
    message: 'The staff console and the storefront do not import each other.',
  },
  {
    target: './src/server/modules/**/*.routes.ts',
    from: './src/server/**/*.repo.ts',
    message: 'Routes reach data through their module’s service: route → service → repo.',
  },
  ...features.map((feature) => ({
    target: `./src/web/features/${feature}`,
    from: './src/web/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: share through src/web/components or src/web/lib.',
  })),
];

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'node_modules/', 'coverage/', '.scratch/', 'src/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['*.js', '*.mjs', 'scripts/*.mjs'] },
      },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver()] },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      // Deep relative paths are hard to read and break when files move: from three `../`
      // on, import through the package's `#src/…` and `#test/…` aliases (README.md, Layout).
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./){3,}',
              message: 'Import through #src/… or #test/… instead of three or more ../',
            },
          ],
        },
      ],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Fastify plugins and hooks are async functions by convention, awaiting or not.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // Route → service → repo: statements and query building (Drizzle, `sql`, the schema's
    // tables) live in the modules' *.repo.ts files. Every other module file (routes,
    // services, their helpers) calls repo functions and imports only types from
    // drizzle-orm or the schema. A rule of its own beside the zones above because
    // import-x/no-restricted-paths cannot let `import type` through. Tests and their
    // set-up files seed and check rows directly.
    files: ['src/server/modules/**/*.ts'],
    ignores: [
      'src/server/modules/**/*.repo.ts',
      'src/server/modules/**/*.test.ts',
      'src/server/modules/**/*.test-setup.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^drizzle-orm(/|$)',
              allowTypeImports: true,
              message:
                'Queries live in the module’s *.repo.ts (route → service → repo); import type is fine.',
            },
            {
              regex: '(^|/)db/schema(/|$)',
              allowTypeImports: true,
              message:
                'Tables are queried in the module’s *.repo.ts (route → service → repo); import type is fine.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: { globals: globals.node },
  },
);
