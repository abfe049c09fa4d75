/**
 * Module arrows run one way: no import cycle, counting
 * imports of types too. ESLint's import-x/no-cycle skips type-only imports, so a cycle
 * made of types alone passed it; this check, run by `npm run lint`, sees them.
 */
export default {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'A cycle of imports, types included: give the shared part one home.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|data|node_modules|src/db/migrations)/' },
    // Type-only imports are dependencies too: they are what this check adds to ESLint's.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
