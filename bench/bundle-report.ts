/**
 * Bundle report: builds the production bundles (unless --no-build), serves them as in
 * production, and measures in Chromium the JavaScript a cold load of each page fetches:
 * requests, raw bytes and gzip bytes, split by the origin (package) that served them.
 *
 *   pnpm bench:bundle [--no-build] [--json report.json]
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startLocalStack } from 'tooling/stack';
import { contextWithView, launchBrowser } from './browser.ts';
import { PAGES } from './figures.ts';
import { loadPage } from './js-bytes.ts';
import { serveFederated } from './sites.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const args = process.argv.slice(2);

if (!args.includes('--no-build')) {
  console.log('Building production bundles…');
  execFileSync('pnpm', ['build'], { cwd: repoRoot, stdio: 'inherit' });
}

// The business and event pages draw from the API, so the site needs it and its demo data.
const stack = await startLocalStack({ repoRoot, seed: true, quiet: true });
const site = await serveFederated(repoRoot, stack.apiUrl, { layout: 'origins', tls: false }).catch(
  async (error: unknown) => {
    await stack.stop();
    throw error;
  },
);
const packageOf = (url: string) => site.remoteOf(url) ?? (url.startsWith(site.url) ? 'host' : new URL(url).origin);

const browser = await launchBrowser();

const kb = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
const report: Array<{
  page: string;
  requests: number;
  raw: number;
  gzip: number;
  byPackage: Record<string, { requests: number; raw: number; gzip: number }>;
}> = [];

try {
  for (const page of PAGES) {
    const context = await contextWithView(browser, page.view);
    const scripts = await loadPage(context, `${site.url}${page.path}`, page.heading);
    await context.close();
    const byPackage: Record<string, { requests: number; raw: number; gzip: number }> = {};
    for (const script of scripts) {
      const pkg = packageOf(script.url);
      const entry = (byPackage[pkg] ??= { requests: 0, raw: 0, gzip: 0 });
      entry.requests += 1;
      entry.raw += script.raw;
      entry.gzip += script.gzip;
    }
    report.push({
      page: `${page.key} ${page.path}`,
      requests: scripts.length,
      raw: scripts.reduce((sum, s) => sum + s.raw, 0),
      gzip: scripts.reduce((sum, s) => sum + s.gzip, 0),
      byPackage,
    });
  }
} finally {
  await browser.close();
  await site.close();
  await stack.stop();
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
if (jsonIndex >= 0 && args[jsonIndex + 1])
  await writeFile(args[jsonIndex + 1]!, `${JSON.stringify(report, null, 2)}\n`);
