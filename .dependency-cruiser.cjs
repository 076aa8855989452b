/**
 * The import graph's rules, checked by `pnpm lint` after eslint: no import circle anywhere (type
 * imports included: a circle of types still ties the files' designs together), and no feature
 * reaching into another feature's files (features talk through shared code or the store).
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'Files that import each other in a circle: move what both need into a file of its own.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-cross-feature',
      severity: 'error',
      comment: 'A feature imports only its own files, shared code and the store, never another feature.',
      from: { path: '^([^/]+)/src/features/([^/]+)/' },
      to: { path: '^[^/]+/src/features/[^/]+/', pathNot: '^$1/src/features/$2/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|dist-one-bundle|coverage|test-results|playwright-report|\\.federation|\\.publish-staging)/|^\\.local/|^api/\\.data/',
    },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
  },
};
