/**
 * Lighthouse runs against Debian's Chromium, on loopback only.
 *
 * Each build gets its own Chromium (its own user-data-dir), started here with a DevTools port
 * that Lighthouse connects to. What the visit needs in localStorage (the view, and the cookie
 * choice or its absence) is written into that profile first, through a short CDP connection to a
 * page of the site's origin.
 *
 * A first visit keeps Lighthouse's storage reset ON: before every run it clears the HTTP cache
 * and the storage types in settings.clearStorageTypes (by default file_systems, shader_cache,
 * service_workers, cache_storage; we add indexeddb, where Firebase Auth keeps its state), so
 * every run is the same cold load; it never clears localStorage. A returning visit loads the page
 * once beforehand and runs with `disableStorageReset`, keeping the HTTP cache and the service
 * worker that load left. Its cookie choice is "declined": accepting loads Google's and
 * Microsoft's tags, which this offline machine cannot fetch (console errors, and third-party
 * time that is the same for both builds and not ours to budget).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { STORAGE_KEYS } from 'shared/contracts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, settleServiceWorker } from './browser.ts';
import type { FailedAudit, LighthouseFigures, Preset, View, Visit } from './figures.ts';
import { summarizeLcpPath } from './lcp-path.ts';
import type { LcpPath, LcpStep } from './lcp-steps.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export type LighthouseRun = {
  figures: LighthouseFigures;
  failedAudits: FailedAudit[];
  warnings: string[];
  /** With `lcpPath`, on the mobile preset: the simulated replay behind the LCP figure. */
  lcpPath?: LcpPath | null;
};

export type LighthouseBrowser = {
  /** The DevTools port of the Chromium now running (it changes when prepareVisit restarts it). */
  readonly port: number;
  /**
   * Readies this browser's profile for one run on `url`: the view stored; for a first visit no
   * cookie choice, for a returning one a choice made and the page loaded once. Then Chromium is
   * restarted on the same profile, so the run starts in a renderer that has run none of the site.
   */
  prepareVisit: (url: string, view: View, visit: Visit) => Promise<void>;
  close: () => Promise<void>;
};

async function devToolsPort(userDataDir: string, child: ChildProcess): Promise<number> {
  // Chromium writes the port it picked for --remote-debugging-port=0 into this file.
  for (let attempt = 0; attempt < 150; attempt += 1) {
    if (child.exitCode !== null)
      throw new Error(`Chromium exited (${child.exitCode}) before opening its DevTools port`);
    const text = await readFile(path.join(userDataDir, 'DevToolsActivePort'), 'utf8').catch(() => '');
    const port = Number(text.split('\n')[0]);
    if (port > 0) return port;
    await sleep(100);
  }
  throw new Error('Chromium did not open its DevTools port in 15 s');
}

type Running = { child: ChildProcess; port: number };

/** Chromium on `userDataDir`, once its DevTools port is open. */
async function launch(userDataDir: string, flags: readonly string[]): Promise<Running> {
  // A previous Chromium's file would name its closed port.
  await rm(path.join(userDataDir, 'DevToolsActivePort'), { force: true });
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_FLAGS, ...flags, '--remote-debugging-port=0', `--user-data-dir=${userDataDir}`, 'about:blank'],
    { stdio: 'ignore' },
  );
  try {
    return { child, port: await devToolsPort(userDataDir, child) };
  } catch (error) {
    await stop(child);
    throw error;
  }
}

/** SIGTERM is Chromium's orderly shutdown: the profile's caches and service workers are written. */
async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(10_000)]);
  if (child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * `extraFlags`: what the served site needs, such as trusting its local certificate.
 *
 * Why the restart before every run: a renderer that has run the site keeps its scripts in V8's
 * in-memory compilation cache, and with a service worker registered Chromium puts the next page
 * of the site into that same renderer. Lighthouse's DevTools session, attaching there, made V8
 * re-parse every script for source positions: one task of 50-70 ms at the document's start,
 * 200-280 ms in the simulated phone's blocking time, for either build. No visitor pays for it,
 * and a visitor who comes back starts a new renderer, with what the disk kept: the HTTP cache,
 * V8's code cache, the service worker and its caches.
 */
export async function startLighthouseBrowser(extraFlags: readonly string[] = []): Promise<LighthouseBrowser> {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-'));
  let running: Running;
  try {
    running = await launch(userDataDir, extraFlags);
  } catch (error) {
    await rm(userDataDir, { recursive: true, force: true });
    throw error;
  }
  const close = async () => {
    await stop(running.child);
    await rm(userDataDir, { recursive: true, force: true });
  };
  const prepareVisit = async (url: string, view: View, visit: Visit) => {
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${running.port}`);
    try {
      const page = await browser.contexts()[0]!.newPage();
      // A path that is not the app (a 404 on the origin) is enough to reach its localStorage.
      await page.goto(new URL('/bench-set-view.txt', url).href);
      await page.evaluate(
        ({ keys, chosen, returning }) => {
          window.localStorage.setItem(keys.selectedView, chosen);
          if (returning) {
            window.localStorage.setItem(keys.userConsent, 'declined');
            window.localStorage.setItem(keys.consentTimestamp, String(Date.now()));
          } else {
            window.localStorage.removeItem(keys.userConsent);
            window.localStorage.removeItem(keys.consentTimestamp);
          }
        },
        { keys: STORAGE_KEYS, chosen: view, returning: visit === 'returning' },
      );
      if (visit === 'returning') {
        await page.goto(url, { waitUntil: 'networkidle' });
        await settleServiceWorker(page);
      }
      await page.close();
    } finally {
      // Disconnects only: Chromium keeps running until it is restarted below.
      await browser.close();
    }
    await stop(running.child);
    running = await launch(userDataDir, extraFlags);
  };
  return {
    get port() {
      return running.port;
    },
    prepareVisit,
    close,
  };
}

type AuditRef = { id: string; weight: number };
type Audit = {
  id: string;
  title: string;
  score: number | null;
  scoreDisplayMode: string;
  numericValue?: number;
  details?: { items?: Array<Record<string, unknown>> };
};

/** A short line per offending item: the node's selector and snippet, a URL, or the description. */
function describeItem(item: Record<string, unknown>): string {
  const node = item.node as { selector?: string; snippet?: string; explanation?: string } | undefined;
  const parts: unknown[] = node
    ? [node.selector, node.snippet, node.explanation?.split('\n').slice(0, 2).join(' ')]
    : [item.issueType, item.url, item.description, item.label, item.value];
  // inspector-issues nests the affected URLs.
  const sub = (item.subItems as { items?: Array<Record<string, unknown>> } | undefined)?.items ?? [];
  for (const entry of sub.slice(0, 3)) parts.push(typeof entry.url === 'string' ? entry.url : JSON.stringify(entry));
  return parts
    .filter((part): part is string => typeof part === 'string' && part.length > 0)
    .join(' | ')
    .slice(0, 300);
}

/** The parts of Lantern's graph nodes read here (Lighthouse's own types are internal). */
type LanternNode = {
  type: string;
  request?: { url: string; transferSize: number };
  getEvaluateScriptURLs?: () => Set<string>;
};
type LanternLcp = {
  timing: number;
  pessimisticEstimate: { nodeTimings: Map<LanternNode, { startTime: number; endTime: number }> };
};

/**
 * Lantern's LCP estimate again, from the run's own trace and network log, keeping the replay:
 * every request and main-thread task it counted, with their simulated times. The listing is
 * the pessimistic estimate's (it holds every step the optimistic one does, and more).
 */
async function simulatedLcpPath(artifacts: Record<string, unknown>, settings: unknown): Promise<LcpPath | null> {
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    simulator: null,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
  };
  const computed = LanternLargestContentfulPaint as unknown as {
    request: (
      input: typeof data,
      context: { computedCache: Map<string, unknown>; settings: unknown },
    ) => Promise<LanternLcp>;
  };
  try {
    const lcp = await computed.request(data, { computedCache: new Map(), settings });
    const steps: LcpStep[] = [...lcp.pessimisticEstimate.nodeTimings].map(([node, { startTime, endTime }]) =>
      node.type === 'network' && node.request
        ? {
            kind: 'request',
            url: node.request.url,
            bytes: node.request.transferSize,
            startMs: startTime,
            endMs: endTime,
          }
        : { kind: 'task', scripts: [...(node.getEvaluateScriptURLs?.() ?? [])], startMs: startTime, endMs: endTime },
    );
    return summarizeLcpPath(lcp.timing, steps);
  } catch {
    // No LCP in the trace, or a Lighthouse whose internals moved: the figures stand without it.
    return null;
  }
}

/** One Lighthouse run (mobile = the default config). */
export async function runLighthouse(
  port: number,
  url: string,
  preset: Preset,
  { lcpPath = false, visit = 'first' }: { lcpPath?: boolean; visit?: Visit } = {},
): Promise<LighthouseRun> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      // The default reset plus IndexedDB (Firebase Auth keeps its state there), never localStorage.
      clearStorageTypes: ['file_systems', 'shader_cache', 'service_workers', 'cache_storage', 'indexeddb'],
      // A returning visitor's cache and service worker, primed by prepareVisit.
      disableStorageReset: visit === 'returning',
    },
    preset === 'desktop' ? desktopConfig : undefined,
  );
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError)
    throw new Error(`Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const audits = lhr.audits as Record<string, Audit>;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;

  const failedAudits: FailedAudit[] = [];
  for (const category of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of (lhr.categories[category]?.auditRefs ?? []) as AuditRef[]) {
      const audit = audits[ref.id];
      if (!audit || !['binary', 'numeric', 'metricSavings', 'error'].includes(audit.scoreDisplayMode)) continue;
      if (audit.score !== null && audit.score >= 1) continue;
      failedAudits.push({
        category,
        id: audit.id,
        title: audit.title,
        score: audit.score,
        items: (audit.details?.items ?? []).slice(0, 5).map(describeItem),
      });
    }
  }
  return {
    figures: {
      fcp: numeric('first-contentful-paint'),
      lcp: numeric('largest-contentful-paint'),
      tbt: numeric('total-blocking-time'),
      cls: numeric('cumulative-layout-shift'),
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
    },
    failedAudits,
    // The stored view is there on purpose (see the top of this file).
    warnings: lhr.runWarnings.filter((warning) => !/Local Storage/.test(warning)),
    // The LCP budget is the mobile preset's.
    lcpPath:
      lcpPath && preset === 'mobile'
        ? await simulatedLcpPath(result.artifacts as unknown as Record<string, unknown>, lhr.configSettings)
        : undefined,
  };
}
