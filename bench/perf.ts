/**
 * Speed benchmark (issue 7): the federated production build against the same code built as one
 * application (`pnpm build:one-bundle`), both served on loopback by the same static server with
 * `/api/*` forwarded to a local API with demo data. Measures build times, the JavaScript of cold
 * and warm loads, Lighthouse (mobile and desktop, median of runs) and the click to a page of a
 * remote not loaded yet; prints tables and the budgets, and exits 1 if a budget fails.
 *
 *   pnpm bench [--no-build] [--runs N] [--click-runs N] [--json FILE] [--only federated|one-bundle]
 *              [--layout origins|path] [--no-tls] [--visits first|returning|both] [--pages KEY,…] [--lcp-path]
 *              [--long-tasks]
 *
 * Every measurement alternates between the builds run by run, so a slow moment of a shared
 * machine does not land on one build only.
 */
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { startLocalStack, type Stack } from 'tooling/stack';
import { launchBrowser } from './browser.ts';
import { timeBuilds } from './build-times.ts';
import { checkBudgets, failed, medianFigures, nearestToMedian } from './budgets.ts';
import { CLICK_TARGETS, clickOnce, clickResult, type ClickSample } from './click-timing.ts';
import {
  PAGES,
  PRESETS,
  type BuildName,
  type Figures,
  type LighthousePage,
  type Preset,
  type View,
  type Visit,
} from './figures.ts';
import { measurePageJs } from './js-bytes.ts';
import { startLighthouseBrowser, type LighthouseBrowser } from './lighthouse-browser.ts';
import { runLighthouse, type LighthouseRun } from './lighthouse-runs.ts';
import { parseOptions } from './options.ts';
import { renderLcpPaths } from './lcp-path.ts';
import { renderLongTaskLists } from './long-tasks.ts';
import { renderBudgets, renderFailedAudits, renderFigures } from './report.ts';
import { oneBundleBuilt, serveFederated, serveOneBundle, type ServedBuild } from './sites.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');
const started = Date.now();
const log = (line: string) => {
  const seconds = Math.round((Date.now() - started) / 1000);
  console.log(
    `[${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}] ${line}`,
  );
};

let options: ReturnType<typeof parseOptions>;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const builds = options.builds;
const pages = PAGES.filter((page) => options.pages.includes(page.key));
const serving = { layout: options.layout, tls: options.tls };
const figures: Figures = { startedAt: new Date().toISOString(), builds: [], js: {}, lighthouse: {}, click: {} };

if (options.build) {
  log('Building, one package at a time …');
  figures.builds = await timeBuilds(repoRoot, {
    federated: builds.includes('federated'),
    oneBundle: builds.includes('one-bundle'),
    log,
  });
}
if (builds.includes('federated') && !existsSync(path.join(repoRoot, 'host', 'dist', 'index.html'))) {
  console.error('host/dist is missing: run pnpm build first (or pnpm bench without --no-build).');
  process.exit(1);
}
if (builds.includes('one-bundle') && !oneBundleBuilt(repoRoot)) {
  console.error(
    'host/dist-one-bundle is missing: run pnpm build:one-bundle first (or measure the federated build alone with --only federated).',
  );
  process.exit(1);
}

let stack: Stack | null = null;
const sites: Partial<Record<BuildName, ServedBuild>> = {};
const lighthouseBrowsers: Partial<Record<BuildName, LighthouseBrowser>> = {};
/**
 * Every step runs even when one before it fails. With one `Promise.all` after another, a failed
 * step (a browser profile that would not delete, say) ended the clean-up before the local stack
 * stopped, and its API kept port 4000 for whatever started next.
 */
const cleanUp = async () => {
  const outcomes = [
    ...(await Promise.allSettled(Object.values(lighthouseBrowsers).map((browser) => browser.close()))),
    ...(await Promise.allSettled(Object.values(sites).map((site) => site.close()))),
    ...(await Promise.allSettled([stack?.stop()])),
  ];
  for (const outcome of outcomes)
    if (outcome.status === 'rejected') console.error(`Clean-up: ${(outcome.reason as Error).message}`);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => void cleanUp().then(() => process.exit(130)));

try {
  log('Starting the Auth Emulator and the API with demo data …');
  stack = await startLocalStack({ repoRoot, seed: true, quiet: true });
  for (const build of builds) {
    sites[build] =
      build === 'federated'
        ? await serveFederated(repoRoot, stack.apiUrl, serving)
        : await serveOneBundle(repoRoot, stack.apiUrl, serving);
    log(
      `${build} build served at ${sites[build]!.url} (${serving.layout} layout, ${serving.tls ? 'HTTP/2 + TLS' : 'HTTP/1.1'})`,
    );
  }
  const served = builds.map((build) => sites[build]!);

  const browser = await launchBrowser([...new Set(served.flatMap((site) => site.chromiumFlags))]);
  try {
    for (const page of pages) {
      for (const site of served) {
        log(`JavaScript, cold and warm load: ${site.build} ${page.path}`);
        (figures.js[site.build] ??= []).push(await measurePageJs(browser, site.url, page));
      }
    }
    for (const target of CLICK_TARGETS) {
      const samples = new Map<BuildName, ClickSample[]>(builds.map((build) => [build, []]));
      for (let run = 1; run <= options.clickRuns; run += 1) {
        for (const site of served) {
          const sample = await clickOnce(browser, site, target);
          samples.get(site.build)!.push(sample);
          log(`Click ${target.description}, ${site.build} run ${run}/${options.clickRuns}: ${sample.ms.toFixed(0)} ms`);
        }
      }
      for (const build of builds) (figures.click[build] ??= []).push(clickResult(target, samples.get(build)!));
    }
  } finally {
    await browser.close();
  }

  for (const build of builds) lighthouseBrowsers[build] = await startLighthouseBrowser(sites[build]!.chromiumFlags);
  for (const page of pages) {
    for (const visit of options.visits) {
      for (const preset of PRESETS) {
        const runs = new Map<BuildName, LighthouseRun[]>(builds.map((build) => [build, []]));
        for (let run = 1; run <= options.runs; run += 1) {
          for (const site of served) {
            const result = await preparedRun(lighthouseBrowsers[site.build]!, site.url + page.path, page.view, {
              preset,
              visit,
              lcpPath: options.lcpPath,
            });
            runs.get(site.build)!.push(result);
            const { fcp, lcp, tbt, performance, accessibility, bestPractices, seo } = result.figures;
            log(
              `Lighthouse ${preset} ${visit} visit ${site.build} ${page.path} run ${run}/${options.runs}: ` +
                `FCP ${fcp.toFixed(0)} LCP ${lcp.toFixed(0)} TBT ${tbt.toFixed(0)} ms; scores ${performance}/${accessibility}/${bestPractices}/${seo}; ` +
                `CPU index ${result.benchmarkIndex.toFixed(0)}`,
            );
          }
        }
        for (const build of builds)
          (figures.lighthouse[build] ??= []).push(summarizeLighthouse(page.key, preset, visit, runs.get(build)!));
      }
    }
  }
} finally {
  await cleanUp();
}

/**
 * One Lighthouse run in a browser prepared for it (and restarted: see startLighthouseBrowser).
 * Two more tries, each in a browser prepared afresh: a protocol timeout on a busy machine, or a
 * trace without its navigation start (NO_NAVSTART, now and then), should not end a long run.
 */
async function preparedRun(
  browser: LighthouseBrowser,
  url: string,
  view: View,
  { preset, visit, lcpPath }: { preset: Preset; visit: Visit; lcpPath: boolean },
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await browser.prepareVisit(url, view, visit);
      return await runLighthouse(browser.port, url, preset, { lcpPath, visit });
    } catch (error) {
      if (attempt === 3) throw error;
      log(`Lighthouse failed (${(error as Error).message.split('\n')[0]}); trying again in a new browser`);
    }
  }
}

function summarizeLighthouse(
  page: LighthousePage['page'],
  preset: LighthousePage['preset'],
  visit: Visit,
  runs: LighthouseRun[],
): LighthousePage {
  const all = runs.map((run) => run.figures);
  const nearest = runs[nearestToMedian(all)]!;
  return {
    page,
    preset,
    visit,
    median: medianFigures(all),
    runs: all,
    failedAudits: nearest.failedAudits,
    warnings: [...new Set(runs.flatMap((run) => run.warnings))],
    lcpPath: nearest.lcpPath,
    longTasks: nearest.longTasks,
    benchmarkIndex: runs.map((run) => run.benchmarkIndex),
  };
}

const budgets = checkBudgets(figures);
console.log(`\n${renderFigures(figures, options.runs)}\n`);
console.log(`Served: ${serving.layout} layout, ${serving.tls ? 'HTTP/2 with TLS and brotli' : 'HTTP/1.1'}\n`);
const findings = renderFailedAudits(figures);
if (options.lcpPath) console.log(`${renderLcpPaths(figures)}\n`);
if (options.longTasks) console.log(`${renderLongTaskLists(figures)}\n`);
if (findings) console.log(`${findings}\n`);
console.log(renderBudgets(budgets));
if (options.json) {
  await writeFile(options.json, `${JSON.stringify({ options, figures, budgets }, null, 2)}\n`);
  log(`Figures written to ${options.json}`);
}
const failures = budgets.filter((budget) => budget.status === 'FAIL').length;
log(failed(budgets) ? `${failures} budget(s) FAILED` : 'Every measured budget passed');
process.exit(failed(budgets) ? 1 : 0);
