import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APP_PACKAGES as apps } from 'tooling/apps';

/** A deployable may use the shared package and its own files, never another app's files. */
const boundaries = apps.map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: apps
          .filter((other) => other !== app)
          .flatMap((other) => [
            { group: [other, `${other}/*`], message: `${app} may not import ${other}: use its exposed parcels or the shared package.` },
            { group: [`**/${other}/**`], message: `${app} may not import ${other}'s files.` },
          ]),
      },
    ],
  },
}));

/**
 * Inside the shared package, one subpath reaches another only through its public name
 * ('shared/store', …): a relative import would bundle a private copy beside the federated
 * singleton, and state (the store, the parcel loader) would silently split in two.
 */
const sharedSubpaths = [
  {
    files: ['shared/src/*/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../*'], message: "Import another subpath as 'shared/<name>'." }] }] },
  },
  {
    files: ['shared/src/*/__tests__/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../../*'], message: "Import another subpath as 'shared/<name>'." }] }] },
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-one-bundle/**', '.local/**', '**/node_modules/**', '**/.federation/**', '**/coverage/**', '**/test-results/**', '**/playwright-report/**', 'api/.data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  // Playwright fixtures that depend on nothing take `{}` by the runner's convention.
  { files: ['e2e/**/*.ts'], rules: { 'no-empty-pattern': 'off' } },
  ...boundaries,
  ...sharedSubpaths,
);
