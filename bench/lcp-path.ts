/**
 * What Lighthouse's simulated mobile LCP is made of. Lantern estimates LCP from the requests
 * and the script work that had finished before the LCP paint, replayed on a 1.6 Mbit/s, 150 ms
 * link with the CPU slowed down; the steps below are that replay, so a difference between the
 * builds can be read off rather than guessed.
 */
import { mobileEntries, type Figures } from './figures.ts';
import type { LcpPath, LcpStep } from './lcp-steps.ts';
import { formatTable } from './table.ts';

/** Tasks shorter than this (simulated) are left out of the listing; they are noise there. */
const SHORT_TASK_MS = 20;

/** A URL as the listings print it: origins shortened to their port (each site has its own), data URLs to their type. */
export const shortUrl = (url: string) => {
  if (url.startsWith('data:')) return `${url.split(/[;,]/)[0]}…`;
  try {
    const { pathname, port } = new URL(url);
    return `${port ? `:${port}` : ''}${pathname}`;
  } catch {
    return url;
  }
};

/** What this reads of Lighthouse's `largest-contentful-paint-element` audit: a list whose first table holds the node. */
type LcpElementAudit = { details?: { items?: Array<Record<string, unknown>> } };

/**
 * The element Lighthouse found as the run's largest paint, as its selector and label, or null
 * where it found none.
 */
export function largestElement(audit: LcpElementAudit | undefined): string | null {
  const tables = (audit?.details?.items ?? []) as Array<{ items?: Array<{ node?: Record<string, unknown> }> }>;
  const node = tables[0]?.items?.[0]?.node as { selector?: string; nodeLabel?: string } | undefined;
  if (!node?.selector) return null;
  const label = node.nodeLabel?.replace(/\s+/g, ' ').trim().slice(0, 60);
  return label ? `${node.selector} "${label}"` : node.selector;
}

/** The steps in order of start, origins shortened to ports (each site has its own), short tasks left out. */
export function summarizeLcpPath(lcpMs: number, steps: readonly LcpStep[], element: string | null = null): LcpPath {
  return {
    lcpMs,
    element,
    steps: [...steps]
      .filter((step) => step.kind === 'request' || step.endMs - step.startMs >= SHORT_TASK_MS)
      .sort((a, b) => a.startMs - b.startMs || a.endMs - b.endMs)
      .map((step) =>
        step.kind === 'request'
          ? { ...step, url: shortUrl(step.url) }
          : { ...step, scripts: step.scripts.map(shortUrl) },
      ),
  };
}

export function renderLcpPath(title: string, path: LcpPath): string {
  const rows = path.steps.map((step) => [
    step.kind === 'request'
      ? `request ${step.url}`
      : `task${step.scripts.length ? ` running ${step.scripts.join(', ')}` : ''}`,
    Math.round(step.startMs),
    Math.round(step.endMs),
    step.kind === 'request' ? (step.bytes / 1024).toFixed(1) : null,
  ]);
  const element = path.element ? `, largest element ${path.element}` : '';
  return `${title}: simulated LCP ${Math.round(path.lcpMs)} ms${element}\n${formatTable(['step', 'from ms', 'to ms', 'KiB'], rows)}`;
}

/** Every page's path, federated then one bundle, from the runs nearest the median. */
export function renderLcpPaths(figures: Figures): string {
  const sections = mobileEntries(figures)
    .filter(({ entry }) => entry.lcpPath !== undefined)
    .map(({ title, entry }) =>
      entry.lcpPath ? renderLcpPath(title, entry.lcpPath) : `${title}: the simulated LCP could not be replayed`,
    );
  return `What the simulated mobile LCP is made of (Lighthouse's Lantern replay, run nearest the median)\n\n${sections.join('\n\n')}`;
}
