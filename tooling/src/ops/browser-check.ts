import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../chromium.ts';
import { SINGLETON_PACKAGES } from '../webpack/singletons.ts';
import {
  installRendererCounter,
  KEEP_NAMES_SHIM,
  mountParcels,
  RENDERERS_GLOBAL,
  singletonCopies,
} from './contract-page.ts';
import type { ContractCheck } from './contract.ts';
import { contractSite } from './contract-site.ts';
import { REMOTES } from './remotes.ts';

/** The page the host is loaded on: public, and the same for any visitor. */
export const CONTRACT_PAGE = '/about';
const PAGE_TIMEOUT_MS = 30_000;

/** Packages of which the page must hold exactly one copy once the candidate's parcels are mounted. */
const ONE_COPY: string[] = [...SINGLETON_PACKAGES, 'react-dom/client', 'shared/store'];

/**
 * The browser contract check: headless Chromium loads the real host with the candidate as its
 * remote's version, mounts every parcel the contract says the remote exposes, and fails on a parcel
 * that does not mount, on more than one React or store on the page, and on any console error or
 * uncaught error.
 */
export const browserContractCheck: ContractCheck = async (env, candidate) => {
  const started = Date.now();
  const problems: string[] = [];
  const parcels = REMOTES[candidate.remote].exposes.map((expose) => `${candidate.remote}/${expose.slice(2)}`);
  const site = await contractSite(env, candidate);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const page = await browser.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`uncaught error: ${error.message}`));
    await page.addInitScript({
      content: `${KEEP_NAMES_SHIM}(${installRendererCounter.toString()})(${JSON.stringify(RENDERERS_GLOBAL)});`,
    });
    await page.route('**/registry.json', (route) =>
      route.fulfill({ json: site.registry, headers: { 'Cache-Control': 'no-cache' } }),
    );
    await page.goto(new URL(CONTRACT_PAGE, site.url).href, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (globalThis as { __FEDERATION__?: { __INSTANCES__?: unknown[] } }).__FEDERATION__?.__INSTANCES__?.length,
    );
    const results = await page.evaluate(mountParcels, parcels);
    for (const result of results)
      if (!result.mounted) problems.push(`parcel ${result.parcel} did not mount: ${result.error ?? 'unknown'}`);
    await page.waitForLoadState('networkidle');
    const seen = await page.evaluate(singletonCopies, {
      global: RENDERERS_GLOBAL,
      packages: ONE_COPY,
    });
    const entry = site.registry.remotes[candidate.remote]?.entry;
    if (entry && !seen.scripts.includes(entry)) problems.push(`the page never loaded the candidate's ${entry}`);
    if (seen.renderers !== 1)
      problems.push(`${seen.renderers} copies of React (react-dom) rendered on the page, expected 1`);
    for (const pkg of ONE_COPY) {
      const copies = seen.copies[pkg] ?? [];
      if (copies.length > 1)
        problems.push(`${copies.length} copies of ${pkg} loaded (${copies.join(', ')}), expected 1`);
    }
    return {
      ok: problems.length === 0,
      problems,
      mounted: results.filter((result) => result.mounted).map((result) => result.parcel),
      empty: results.filter((result) => result.mounted && !result.rendered).map((result) => result.parcel),
      ms: Date.now() - started,
    };
  } finally {
    await browser.close();
    await site.close();
  }
};
