/**
 * What the site's pages reported about each remote version (the API's telemetry summary), for
 * `pnpm ops status`: sessions, error rate, p75 LCP and INP over the last minutes.
 */

export type VersionFigures = {
  remote: string;
  version: string;
  sessions: number;
  errors: number;
  errorRate: number | null;
  lcpP75Ms: number | null;
  inpP75Ms: number | null;
  clsP75: number | null;
  vitalsSamples: number;
};

export type TelemetryFigures =
  { ok: true; minutes: number; versions: VersionFigures[] } | { ok: false; minutes: number; problem: string };

export type FiguresSource = {
  /** The API's origin (`http://127.0.0.1:4000`). */
  apiUrl: string;
  /** The internal service token the summary route asks for. */
  serviceToken: string;
  minutes: number;
  fetch?: typeof fetch;
};

/** The API's summary, or why it could not be read (the API down, a wrong token): status still prints the registry. */
export async function readTelemetryFigures({
  apiUrl,
  serviceToken,
  minutes,
  fetch: get = fetch,
}: FiguresSource): Promise<TelemetryFigures> {
  const url = new URL(`/api/internal/telemetry/summary?minutes=${minutes}`, apiUrl);
  try {
    const response = await get(url, {
      headers: { 'x-service-token': serviceToken },
      signal: AbortSignal.timeout(5_000),
    });
    if (!response.ok) return { ok: false, minutes, problem: `${url.origin} answered ${response.status}` };
    const body = (await response.json()) as { versions: VersionFigures[] };
    return { ok: true, minutes, versions: body.versions };
  } catch (error) {
    return { ok: false, minutes, problem: `${url.origin} not answering (${(error as Error).message})` };
  }
}

const percent = (rate: number | null) => (rate === null ? '-' : `${(rate * 100).toFixed(1)} %`);
const ms = (value: number | null) => (value === null ? '-' : `≤${value} ms`);

/** The figures as status prints them: one line per remote version, the remotes' in the registry's order. */
export function figuresLines(figures: TelemetryFigures): string[] {
  const head = `telemetry, last ${figures.minutes} min`;
  if (!figures.ok) return [`${head}: unavailable: ${figures.problem}`];
  if (figures.versions.length === 0) return [`${head}: nothing reported`];
  const rows = [
    ['remote', 'version', 'sessions', 'errors', 'error rate', 'p75 LCP', 'p75 INP'],
    ...figures.versions.map((v) => [
      v.remote,
      v.version,
      String(v.sessions),
      String(v.errors),
      percent(v.errorRate),
      ms(v.lcpP75Ms),
      ms(v.inpP75Ms),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return [`${head}:`, ...rows.map((row) => `  ${row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ')}`.trimEnd())];
}
