import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { ensureDeployed, recordFileFor, type EnvironmentRegistry } from 'tooling/ops';
import { startSite, type Site } from 'tooling/serve';
import { BASE_REGISTRY_ENV, REPO_ROOT } from './paths.ts';
import { E2E_API_PORT } from './ports.ts';

type Fixtures = {
  /** A private copy of the site on free ports and the main site's versions, for tests that stop servers or edit the registry. */
  ownSite: Site & { registryFile: string; registry: EnvironmentRegistry };
  /** Uncaught errors and unhandled rejections seen by the page; asserted empty after each test. */
  pageErrors: string[];
  /** Starts the visit with a view already chosen, as a returning visitor. */
  organizerPage: Page;
};

export const test = base.extend<Fixtures>({
  ownSite: async ({}, use) => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-own-site-'));
    const registryFile = path.join(dir, 'registry.json');
    const base = process.env[BASE_REGISTRY_ENV];
    if (base) {
      await copyFile(base, registryFile);
      await copyFile(recordFileFor(base), recordFileFor(registryFile));
    }
    const ports = { host: 0, remote_shell: 0, remote_notifications: 0, remote_organizer: 0, remote_provider: 0 };
    const site = await startSite({
      repoRoot: REPO_ROOT,
      registryFile,
      ports,
      apiUrl: `http://127.0.0.1:${E2E_API_PORT}`,
    });
    // The deploy step: the copied versions, their entries moved to this site's origins.
    const registry = await ensureDeployed(site.environment, 'site-start').catch(async (error: unknown) => {
      await site.close();
      throw error;
    });
    await use(Object.assign(site, { registryFile, registry }));
    await site.close();
    await rm(dir, { recursive: true, force: true });
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'uncaught errors on the page').toEqual([]);
  },
  organizerPage: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!window.localStorage.getItem('selectedView')) window.localStorage.setItem('selectedView', 'organizer');
    });
    await use(page);
  },
});

export { expect };
