import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, trustCertificateFlags } from 'tooling/chromium';
import { localCertificate, localTlsDir } from 'tooling/serve';
import { EDGE_URL } from './support/edge.ts';
import { REPO_ROOT } from './support/paths.ts';

/**
 * The production edge run for real: Debian's nginx on the generated configuration in front of
 * the built site and the API (see support/edge-global-setup.ts), in the layout production uses,
 * over HTTPS with HTTP/2. `edge` checks the edge itself; `smoke` runs a few of the end-to-end
 * suite's files through it, unchanged.
 *
 * The local certificate is made here, before any worker starts: Chromium accepts it by its public
 * key (an SPKI pin, nothing else), and the workers' own requests (Node's fetch) trust it as a CA.
 */
const certificate = await localCertificate(localTlsDir(REPO_ROOT));
process.env.NODE_EXTRA_CA_CERTS = certificate.file;

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
    baseURL: EDGE_URL,
    browserName: 'chromium',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, ...trustCertificateFlags(certificate.spki)],
    },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'edge', testDir: './tests-edge' },
    {
      name: 'smoke',
      testDir: './tests',
      // Pages of the host and of every remote, sign-in through the Auth Emulator, the API's data,
      // each page's head spliced in by nginx's SSI.
      testMatch: ['shell.spec.ts', 'auth.spec.ts', 'search.spec.ts', 'metadata.spec.ts', 'page-head.spec.ts'],
    },
  ],
});
