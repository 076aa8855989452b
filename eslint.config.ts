import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { APP_PACKAGES as apps } from 'tooling/apps';

/** A deployable may use the shared package and its own files, never another app's files. */
const appPatterns = (app: string) =>
  apps
    .filter((other) => other !== app)
    .flatMap((other) => [
      {
        group: [other, `${other}/*`],
        message: `${app} may not import ${other}: use its exposed parcels or the shared package.`,
      },
      { group: [`**/${other}/**`], message: `${app} may not import ${other}'s files.` },
    ]);

const boundaries = apps.map((app) => ({
  files: [`${app}/**/*.{ts,tsx}`],
  rules: { 'no-restricted-imports': ['error', { patterns: appPatterns(app) }] },
}));

/**
 * A feature (`<app>/src/features/<name>/`) never imports another feature's files: what two
 * features need goes to the shared package, and screens in `src/routes/` compose features. A
 * file `depth` folders inside its feature leaves it with depth + 1 `../`, which lands in
 * `features/`; anything else it reaches from there (src/assets, …) stays allowed. The app's
 * own boundaries are repeated here, because a later rule of the same name replaces them.
 */
const FEATURE_DEPTHS = [0, 1, 2, 3, 4];
const CROSS_FEATURE =
  "A feature may not import another feature's files: move what both need to shared/, or compose them in src/routes/.";
const featurePatterns = (depth: number) => [
  { regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)`, message: CROSS_FEATURE },
  { regex: `^(\\.\\./){${depth + 2},}(.*/)?features/`, message: CROSS_FEATURE },
];
const features = apps.flatMap((app) =>
  FEATURE_DEPTHS.map((depth) => ({
    files: [`${app}/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: [...appPatterns(app), ...featurePatterns(depth)] }] },
  })),
);

/**
 * Inside the shared package, one subpath reaches another only through its public name
 * ('shared/store', …): a relative import would bundle a private copy beside the federated
 * singleton, and state (the store, the parcel loader) would silently split in two.
 */
const sharedSubpaths = [
  {
    // A subpath inside another (shared/ui/bookings) reaches its parent by name too.
    files: ['shared/src/*/*.{ts,tsx}', 'shared/src/*/*/*.{ts,tsx}'],
    ignores: ['shared/src/*/__tests__/*'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../*'], message: "Import another subpath as 'shared/<name>'." }] },
      ],
    },
  },
  {
    files: ['shared/src/*/__tests__/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['../../*'], message: "Import another subpath as 'shared/<name>'." }] },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-one-bundle/**',
      '.local/**',
      '**/node_modules/**',
      '**/.federation/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'api/.data/**',
    ],
  },
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
  ...features,
  ...sharedSubpaths,
);
