/**
 * Lighthouse runs against Debian's Chromium, on loopback only.
 *
 * Each build gets its own Chromium (`lighthouse-browser.ts`), prepared for the visit and
 * restarted before every run; Lighthouse connects to its DevTools port.
 *
 * A first visit keeps Lighthouse's storage reset ON: before every run it clears the HTTP cache
 * and the storage types in settings.clearStorageTypes (by default file_systems, shader_cache,
 * service_workers, cache_storage; we add indexeddb, where Firebase Auth keeps its state), so
 * every run is the same cold load; it never clears localStorage. A returning visit loads the page
 * once beforehand and runs with `disableStorageReset`, keeping the HTTP cache, V8's code cache
 * and the service worker that load left. Its cookie choice is "declined": accepting loads
 * Google's and Microsoft's tags, which this offline machine cannot fetch (console errors, and
 * third-party time that is the same for both builds and not ours to budget).
 */
import lighthouse from 'lighthouse';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { FailedAudit, LighthouseFigures, LongTask, Preset, Visit } from './figures.ts';
import { largestElement, summarizeLcpPath } from './lcp-path.ts';
import { longTasksOf } from './long-tasks.ts';
import type { LcpPath, LcpStep } from './lcp-steps.ts';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

export type LighthouseRun = {
  figures: LighthouseFigures;
  failedAudits: FailedAudit[];
  warnings: string[];
  /** With `lcpPath`, on the mobile preset: the simulated replay behind the LCP figure. */
  lcpPath?: LcpPath | null;
  /** The simulated tasks of 50 ms or more, what TBT is made of. */
  longTasks: LongTask[];
  /** Lighthouse's measure of this machine's CPU speed during the run (see LighthousePage). */
  benchmarkIndex: number;
};

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
async function simulatedLcpPath(
  artifacts: Record<string, unknown>,
  settings: unknown,
  element: string | null,
): Promise<LcpPath | null> {
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
    return summarizeLcpPath(lcp.timing, steps, element);
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
    longTasks: longTasksOf(audits['long-tasks']),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // The stored view is there on purpose (see the top of this file).
    warnings: lhr.runWarnings.filter((warning) => !/Local Storage/.test(warning)),
    // The LCP budget is the mobile preset's.
    lcpPath:
      lcpPath && preset === 'mobile'
        ? await simulatedLcpPath(
            result.artifacts as unknown as Record<string, unknown>,
            lhr.configSettings,
            largestElement(audits['largest-contentful-paint-element']),
          )
        : undefined,
  };
}
