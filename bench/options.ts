/** `pnpm bench` flags. */
import type { BuildName } from './figures.ts';

export const USAGE = `usage: pnpm bench [--no-build] [--runs N] [--click-runs N] [--json FILE] [--only federated|one-bundle] [--lcp-path]
  --no-build     measure the builds already in host/dist, remote-*/dist and host/dist-one-bundle
  --runs N       Lighthouse runs per page, build and preset (default 3; the median is reported)
  --click-runs N click measurements per target and build (default 5)
  --json FILE    write every figure and budget result to FILE
  --only BUILD   measure one build alone (ratio budgets are then skipped)
  --lcp-path     also print what each page's simulated mobile LCP is made of (requests and tasks)`;

export type Options = {
  build: boolean;
  runs: number;
  clickRuns: number;
  json: string | null;
  builds: BuildName[];
  lcpPath: boolean;
};

export function parseOptions(args: readonly string[]): Options {
  const options: Options = {
    build: true,
    runs: 3,
    clickRuns: 5,
    json: null,
    builds: ['federated', 'one-bundle'],
    lcpPath: false,
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
    else if (arg === '--runs') options.runs = count(index++);
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
