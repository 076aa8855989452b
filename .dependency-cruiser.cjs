/**
 * The import graph's rules, checked by `pnpm lint` after eslint: no import circle anywhere (type
 * imports included: a circle of types still ties the files' designs together), no feature
 * reaching into another feature's files (features talk through shared code or the store), no API
 * module reaching into another's files (only through its index), and no API route file importing
 * another route file.
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
    {
      name: 'api-module-through-index',
      severity: 'error',
      comment:
        "A module of api/src/modules reaches another only through that module's index.ts (its public surface), never its files.",
      from: { path: '^api/src/modules/([^/]+)/' },
      to: { path: '^api/src/modules/[^/]+/', pathNot: ['^api/src/modules/$1/', '^api/src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'api-route-imports-no-route',
      severity: 'error',
      comment:
        'A route file imports no other route file (a route plugin is an index.ts, or any file of another routes folder): what routes share belongs in a module or a plugin; only a helper beside it in its own folder may be imported.',
      from: { path: '^api/src/routes/(.+/)' },
      to: {
        path: '^api/src/routes/',
        pathNot: '^api/src/routes/$1[^/]+$',
      },
    },
    {
      name: 'api-route-imports-no-route-index',
      severity: 'error',
      comment: 'A route file never imports a route plugin (an index.ts under api/src/routes).',
      from: { path: '^api/src/routes/' },
      to: { path: '^api/src/routes/.*index\\.ts$' },
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
