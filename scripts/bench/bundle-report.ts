/**
 * Bundle report: builds the production bundles (unless --no-build), serves them as in
 * production, and measures in Chromium the JavaScript a cold load of each page fetches:
 * requests, raw bytes and gzip bytes, split by the origin (package) that served them.
 *
 *   pnpm bench:bundle [--no-build] [--json report.json]
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startSite } from 'tooling/serve';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const args = process.argv.slice(2);

/** `/` and one page of each remote; the shell and the bell are on every page. */
const PAGES = [
  { name: 'home /', path: '/', heading: "Plan Your Child's Next Party" },
  { name: 'organizer /account', path: '/account', heading: 'My Account' },
  { name: 'provider /quotes', path: '/quotes', heading: 'My Quotes' },
];

type Script = { url: string; origin: string; raw: number; gzip: number };

if (!args.includes('--no-build')) {
  console.log('Building production bundles…');
  execFileSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
}

const dir = await mkdtemp(path.join(os.tmpdir(), 'bundle-report-'));
const site = await startSite({
  repoRoot,
  registryFile: path.join(dir, 'registry.json'),
  ports: { host: 0, remote_shell: 0, remote_notifications: 0, remote_organizer: 0, remote_provider: 0 },
});
const packageOf = new Map<string, string>([[new URL(site.url).origin, 'host']]);
for (const [name, { manifest }] of Object.entries(site.registry.remotes)) packageOf.set(new URL(manifest).origin, name);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
const report: Array<{ page: string; requests: number; raw: number; gzip: number; byPackage: Record<string, { requests: number; raw: number; gzip: number }> }> = [];

try {
  for (const page of PAGES) {
    const context = await browser.newContext();
    await context.addInitScript(() => window.localStorage.setItem('selectedView', 'organizer'));
    const tab = await context.newPage();
    const pending: Array<Promise<Script | null>> = [];
    tab.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response
          .body()
          .then((body) => ({ url: response.url(), origin: new URL(response.url()).origin, raw: body.length, gzip: gzipSync(body, { level: 9 }).length }))
          .catch(() => null),
      );
    });
    await tab.goto(`${site.url}${page.path}`, { waitUntil: 'networkidle' });
    await tab.getByRole('heading', { level: 1, name: page.heading }).waitFor();
    const scripts = (await Promise.all(pending)).filter((script): script is Script => script !== null);
    const byPackage: Record<string, { requests: number; raw: number; gzip: number }> = {};
    for (const script of scripts) {
      const pkg = packageOf.get(script.origin) ?? script.origin;
      const entry = (byPackage[pkg] ??= { requests: 0, raw: 0, gzip: 0 });
      entry.requests += 1;
      entry.raw += script.raw;
      entry.gzip += script.gzip;
    }
    report.push({
      page: page.name,
      requests: scripts.length,
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      byPackage,
    });
    await context.close();
  }
} finally {
  await browser.close();
  await site.close();
  await rm(dir, { recursive: true, force: true });
}

console.log('\nCold load, JavaScript only (KiB):\n');
console.log(`${'page'.padEnd(22)} ${'requests'.padStart(8)} ${'raw'.padStart(8)} ${'gzip'.padStart(8)}`);
for (const row of report) {
  console.log(`${row.page.padEnd(22)} ${String(row.requests).padStart(8)} ${kb(row.raw)} ${kb(row.gzip)}`);
  for (const [pkg, figures] of Object.entries(row.byPackage)) {
    console.log(`  ${pkg.padEnd(20)} ${String(figures.requests).padStart(8)} ${kb(figures.raw)} ${kb(figures.gzip)}`);
  }
}

const jsonIndex = args.indexOf('--json');
if (jsonIndex >= 0 && args[jsonIndex + 1]) await writeFile(args[jsonIndex + 1]!, `${JSON.stringify(report, null, 2)}\n`);
