/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';
import { APP_PACKAGES } from 'tooling/apps';

const browserPackages = ['shared', ...APP_PACKAGES];

/** One preset for every front-end package: jsdom, SWC, Testing Library matchers. */
const swc = ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] as const;

const config: Config = {
  // A hang guard, not a speed limit: screens that type, click and wait take seconds on a busy 2-core CI machine.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'tooling',
      rootDir: '<rootDir>/tooling',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/src/**/*.test.ts'],
      transform: { '^.+\\.ts$': [...swc] },
    },
    // The benchmark's budgets and tables, and the Chromium its Lighthouse runs use.
    {
      displayName: 'bench',
      rootDir: '<rootDir>/bench',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/__tests__/*.test.ts'],
      transform: { '^.+\\.ts$': [...swc] },
    },
    ...browserPackages.map((name) => ({
      displayName: name,
      rootDir: `<rootDir>/${name}`,
      testEnvironment: 'jsdom',
      testMatch: ['<rootDir>/src/**/*.test.{ts,tsx}'],
      setupFilesAfterEnv: ['<rootDir>/../tooling/jest/setup.ts'],
      transform: { '^.+\\.(t|j)sx?$': [...swc] },
      transformIgnorePatterns: ['/node_modules/(?!(single-spa|single-spa-react)/)'],
      moduleNameMapper: {
        '\\.(png|svg|jpe?g|webp)(\\?fixed-name)?$': '<rootDir>/../tooling/jest/file-stub.ts',
        // The shared package also imports itself by name (see eslint.config.ts for why).
        '^shared/(store|api-client|auth|theme|contracts|kit|parcel|remote-slot|ui|ui/bookings|consent|standalone|testing)$':
          '<rootDir>/../shared/src/$1/index',
        '^shared/kit/fields$': '<rootDir>/../shared/src/kit/fields',
        '^shared/ui/media-query$': '<rootDir>/../shared/src/ui/use-media-query',
        '^shared/consent/stored-choice$': '<rootDir>/../shared/src/consent/stored-choice',
      },
    })),
  ],
};

export default config;
