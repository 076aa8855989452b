import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from 'tooling/chromium';
import { MAIN_SITE_URL } from './support/ports.ts';

/**
 * The production edge run for real: Debian's nginx on the generated configuration in front of
 * the built site and the API (see support/edge-global-setup.ts). `edge` checks the edge itself;
 * `smoke` runs a few of the end-to-end suite's files through it, unchanged.
 */
export default defineConfig({
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list']]
    : [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/edge' }]],
  globalSetup: './support/edge-global-setup.ts',
  use: {
    baseURL: MAIN_SITE_URL,
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'edge', testDir: './tests-edge' },
    {
      name: 'smoke',
      testDir: './tests',
      // Pages of the host and of every remote, sign-in through the Auth Emulator, the API's data.
      testMatch: ['shell.spec.ts', 'auth.spec.ts', 'search.spec.ts', 'metadata.spec.ts'],
    },
  ],
});
