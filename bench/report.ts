/** Plain-text tables of the figures. Pure, so __tests__/report.test.ts checks it. */
import { BUDGETS, median, NOT_MEASURED, ratio, type BudgetResult } from './budgets.ts';
import {
  BUILD_NAMES,
  PAGES,
  PRESETS,
  VISITS,
  type Figures,
  type JsLoad,
  type LighthouseFigures,
  type PageKey,
} from './figures.ts';
import { fixed, formatTable, kib, times } from './table.ts';

/** One figure for both builds and their ratio. */
export type Comparison = {
  label: string;
  figure: string;
  federated: number | null | undefined;
  oneBundle: number | null | undefined;
  decimals?: number;
  kib?: boolean;
};

export function formatComparison(rows: readonly Comparison[], labelHeader = 'page'): string {
  return formatTable(
    [labelHeader, 'figure', 'federated', 'one-bundle', 'fed/one'],
    rows.map((row) => {
      const format = (value: number | null | undefined) => (row.kib ? kib(value) : fixed(value, row.decimals ?? 0));
      return [
        row.label,
        row.figure,
        format(row.federated),
        format(row.oneBundle),
        times(ratio(row.federated, row.oneBundle)),
      ];
    }),
    2,
  );
}

/** The rows of pages this run measured: `--pages` leaves the others out of every table. */
const measured = (rows: readonly Comparison[]) => rows.filter((row) => row.federated != null || row.oneBundle != null);

const pathOf = (key: PageKey) => PAGES.find((page) => page.key === key)!.path;

function jsRows(figures: Figures, load: 'cold' | 'warm'): Comparison[] {
  const keys: Array<[Exclude<keyof JsLoad, 'entries'>, string, boolean]> =
    load === 'cold'
      ? [
          ['requests', 'requests', false],
          ['raw', 'raw KiB', true],
          ['gzip', 'gzip KiB', true],
          ['brotli', 'brotli KiB', true],
          ['transferred', 'transferred KiB', true],
        ]
      : [
          ['requests', 'requests', false],
          ['network', 'hit the network', false],
          ['revalidated', '  of which 304', false],
          ['cached', 'from cache/SW', false],
          ['transferred', 'transferred KiB', true],
        ];
  return PAGES.flatMap((page) =>
    keys.map(([key, figure, inKib]) => ({
      label: page.path,
      figure,
      federated: figures.js.federated?.find((entry) => entry.page === page.key)?.[load][key],
      oneBundle: figures.js['one-bundle']?.find((entry) => entry.page === page.key)?.[load][key],
      kib: inKib,
    })),
  );
}

const LIGHTHOUSE_ROWS: Array<[keyof LighthouseFigures, string, number?]> = [
  ['fcp', 'FCP ms'],
  ['lcp', 'LCP ms'],
  ['tbt', 'TBT ms'],
  ['cls', 'CLS', 3],
  ['performance', 'performance'],
  ['accessibility', 'accessibility'],
  ['bestPractices', 'best practices'],
  ['seo', 'SEO'],
];

/**
 * The machine's CPU speed over every Lighthouse run, by build: TBT is this machine's work slowed
 * four times, so a slower machine (or a busy neighbour) shows as a lower index and a higher TBT
 * for both builds. Beside it, on how many mobile page-visits each build's median TBT was over
 * budget: where one bundle misses too, the machine accounts for much of a federated miss.
 */
export function renderMachineSpeed(figures: Figures): string {
  const rows = BUILD_NAMES.flatMap((build) => {
    const entries = figures.lighthouse[build] ?? [];
    const indexes = entries.flatMap((entry) => entry.benchmarkIndex ?? []);
    if (!indexes.length) return [];
    const mobile = entries.filter((entry) => entry.preset === 'mobile');
    const over = mobile.filter((entry) => entry.median.tbt > BUDGETS.tbtMs).length;
    return [
      [
        build,
        indexes.length,
        Math.round(median(indexes)),
        Math.round(Math.min(...indexes)),
        Math.round(Math.max(...indexes)),
        `${over} of ${mobile.length}`,
      ],
    ];
  });
  if (!rows.length) return '';
  return `Lighthouse's CPU benchmark index during the runs (higher is faster)\n${formatTable(
    ['build', 'runs', 'median', 'lowest', 'highest', `mobile page-visits with TBT over ${BUDGETS.tbtMs} ms`],
    rows,
  )}`;
}

export function renderFigures(figures: Figures, lighthouseRuns: number): string {
  const sections: string[] = [];
  if (figures.builds.length) {
    sections.push(
      `Build times (one package at a time; budget < ${BUDGETS.buildSeconds} s per package)\n` +
        formatTable(
          ['package', 'wall s', 'webpack s', 'note'],
          figures.builds.map((build) => [
            build.name,
            fixed(build.seconds, 1),
            fixed(build.reportedSeconds, 1),
            build.upToDate ? 'already published, not rebuilt' : '',
          ]),
        ),
    );
  }
  if (figures.js.federated || figures.js['one-bundle']) {
    sections.push(`Cold load, JavaScript (fresh context)\n${formatComparison(measured(jsRows(figures, 'cold')))}`);
    sections.push(
      `Warm load, JavaScript (second load, same context)\n${formatComparison(measured(jsRows(figures, 'warm')))}`,
    );
  }
  const speed = renderMachineSpeed(figures);
  if (speed) sections.push(speed);
  for (const visit of VISITS) {
    for (const preset of PRESETS) {
      const median = (build: 'federated' | 'one-bundle', page: PageKey, key: keyof LighthouseFigures) =>
        figures.lighthouse[build]?.find(
          (entry) => entry.page === page && entry.preset === preset && entry.visit === visit,
        )?.median[key];
      const rows = measured(
        PAGES.flatMap((page) =>
          LIGHTHOUSE_ROWS.map(([key, figure, decimals]) => ({
            label: page.path,
            figure,
            decimals,
            federated: median('federated', page.key, key),
            oneBundle: median('one-bundle', page.key, key),
          })),
        ),
      );
      if (rows.length) {
        sections.push(
          `Lighthouse ${preset}, ${visit} visit, median of ${lighthouseRuns} runs\n${formatComparison(rows)}`,
        );
      }
    }
  }
  const targets = [
    ...new Set(
      [...(figures.click.federated ?? []), ...(figures.click['one-bundle'] ?? [])].map((click) => click.target),
    ),
  ];
  if (targets.length) {
    const rows = targets.map((target) => {
      const fed = figures.click.federated?.find((click) => click.target === target);
      const one = figures.click['one-bundle']?.find((click) => click.target === target);
      return {
        label: target,
        figure: `${(fed ?? one)!.link} (ms)`,
        federated: fed?.medianMs,
        oneBundle: one?.medianMs,
      };
    });
    // Only meaningful if the remote really was not fetched yet when the link was clicked.
    const before = (figures.click.federated ?? [])
      .map(
        (click) =>
          `${click.target} ${click.remoteLoadedBeforeClick === null ? '?' : click.remoteLoadedBeforeClick ? 'YES' : 'no'}`,
      )
      .join(', ');
    sections.push(
      `Click to a page of a remote not loaded yet, until its h1 is in the DOM (1280 px, median)\n${formatComparison(rows, 'target')}` +
        (before ? `\nremote fetched before the click (federated): ${before}` : ''),
    );
  }
  return sections.join('\n\n');
}

/** The audits that kept a federated page below 100 in accessibility, best practices or SEO. */
export function renderFailedAudits(figures: Figures): string {
  const lines: string[] = [];
  for (const entry of figures.lighthouse.federated ?? []) {
    for (const audit of entry.failedAudits) {
      lines.push(
        `${entry.preset} ${entry.visit} ${pathOf(entry.page)}  ${audit.category}/${audit.id} (score ${audit.score ?? 'error'}): ${audit.title}`,
      );
      for (const item of audit.items) lines.push(`    ${item}`);
    }
    for (const warning of entry.warnings)
      lines.push(`${entry.preset} ${entry.visit} ${pathOf(entry.page)}  warning: ${warning}`);
  }
  return lines.length ? `Lighthouse findings, federated (run nearest the median)\n${lines.join('\n')}` : '';
}

/**
 * The budgets table. Budgets of figures the run did not take are counted, not listed: with
 * `--pages` they were most of the table. The JSON report keeps every one.
 */
export function renderBudgets(results: readonly BudgetResult[]): string {
  const listed = results.filter((result) => result.actual !== NOT_MEASURED);
  const unmeasured = results.length - listed.length;
  const table = formatTable(
    ['budget', 'actual', 'limit', 'result'],
    listed.map((result) => [result.budget, result.actual, result.limit, result.status]),
  );
  const note = unmeasured
    ? `\n${unmeasured} budget(s) of figures this run did not take (--pages, --visits, --only) not listed`
    : '';
  return `Budgets\n${table}${note}`;
}
