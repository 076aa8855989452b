/** `pnpm bench` flags. */
import { PAGES, VISITS, type BuildName, type PageKey, type Visit } from './figures.ts';

export type Layout = 'origins' | 'path';
export const LAYOUTS: readonly Layout[] = ['origins', 'path'];

export const USAGE = `usage: pnpm bench [--no-build] [--runs N] [--click-runs N] [--json FILE] [--only federated|one-bundle]
                  [--layout origins|path] [--no-tls] [--visits first|returning|both] [--pages KEY,…] [--lcp-path]
                  [--long-tasks]
  --no-build     measure the builds already in host/dist, remote-*/dist and host/dist-one-bundle
  --runs N       Lighthouse runs per page, build, preset and visit (default 5; the median is reported)
  --layout L     path (default): one origin, each remote under /remotes/<name>/<version>/;
                 origins: each remote on an origin of its own
  --no-tls       serve over HTTP/1.1 without TLS (default: HTTP/2 with TLS and brotli, as production)
  --visits V     first (nothing cached, cookie banner), returning (cached, choice made) or both (default)
  --pages KEYS   measure only these pages (${PAGES.map((page) => page.key).join(', ')}); budgets of others are skipped
  --click-runs N click measurements per target and build (default 5)
  --json FILE    write every figure and budget result to FILE
  --only BUILD   measure one build alone (ratio budgets are then skipped)
  --lcp-path     also print what each page's simulated mobile LCP is made of (requests and tasks)
  --long-tasks   also print each page's simulated mobile tasks of 50 ms or more (what TBT is made of)`;

export type Options = {
  build: boolean;
  runs: number;
  clickRuns: number;
  json: string | null;
  builds: BuildName[];
  lcpPath: boolean;
  longTasks: boolean;
  layout: Layout;
  tls: boolean;
  visits: Visit[];
  pages: PageKey[];
};

export function parseOptions(args: readonly string[]): Options {
  const options: Options = {
    build: true,
    runs: 5,
    clickRuns: 5,
    json: null,
    builds: ['federated', 'one-bundle'],
    lcpPath: false,
    longTasks: false,
    layout: 'path',
    tls: true,
    visits: [...VISITS],
    pages: PAGES.map((page) => page.key),
  };
  const value = (index: number) => {
    const next = args[index + 1];
    if (next === undefined || next.startsWith('--')) throw new Error(`${args[index]} needs a value\n${USAGE}`);
    return next;
  };
  const count = (index: number) => {
    const n = Number(value(index));
    if (!Number.isInteger(n) || n < 1) throw new Error(`${args[index]} needs a whole number ≥ 1\n${USAGE}`);
    return n;
  };
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index];
    if (arg === '--no-build') options.build = false;
    else if (arg === '--lcp-path') options.lcpPath = true;
    else if (arg === '--long-tasks') options.longTasks = true;
    else if (arg === '--no-tls') options.tls = false;
    else if (arg === '--layout') {
      const layout = value(index++);
      if (!LAYOUTS.includes(layout as Layout)) throw new Error(`--layout takes ${LAYOUTS.join(' or ')}\n${USAGE}`);
      options.layout = layout as Layout;
    } else if (arg === '--visits') {
      const visits = value(index++);
      if (visits !== 'both' && !VISITS.includes(visits as Visit))
        throw new Error(`--visits takes first, returning or both\n${USAGE}`);
      options.visits = visits === 'both' ? [...VISITS] : [visits as Visit];
    } else if (arg === '--pages') {
      const keys = value(index++).split(',');
      const unknown = keys.filter((key) => !PAGES.some((page) => page.key === key));
      if (unknown.length) throw new Error(`--pages: no page ${unknown.join(', ')}\n${USAGE}`);
      options.pages = keys as PageKey[];
    } else if (arg === '--runs') options.runs = count(index++);
    else if (arg === '--click-runs') options.clickRuns = count(index++);
    else if (arg === '--json') options.json = value(index++);
    else if (arg === '--only') {
      const build = value(index++);
      if (build !== 'federated' && build !== 'one-bundle')
        throw new Error(`--only takes federated or one-bundle\n${USAGE}`);
      options.builds = [build];
    } else throw new Error(`unknown argument ${arg}\n${USAGE}`);
  }
  return options;
}
