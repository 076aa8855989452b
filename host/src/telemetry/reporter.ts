import { type Attribution, HOST } from './attribution.ts';
import {
  type ErrorKind,
  type ErrorReport,
  REPORT_LIMITS,
  type TelemetryReport,
  type VitalReport,
} from './telemetry-report.ts';

/** An error as heard, before it is known which version threw it (the registry may not have arrived yet). */
export type HeardError = { kind: ErrorKind; name: string; attribute: () => Attribution | null };

export type ReporterOptions = {
  send: (report: TelemetryReport) => void;
  /** Where the page is now: its path, no query string. */
  page: () => string;
  /** The version of every remote on the page. */
  versions: () => Record<string, string>;
  /** Errors this page reports at most (a loop that throws on every frame sends 20, not thousands). */
  maxErrors?: number;
};

export type Reporter = {
  error(heard: HeardError): void;
  started(remote: string): void;
  vital(vital: VitalReport): void;
  /** Sends what is waiting (on a timer, or as the page is hidden). */
  flush(): void;
};

/**
 * Collects what the page reports and hands it to `send` in batches, rate-limited per page: at
 * most `maxErrors` errors, each distinct (kind, name, remote, version) once, each vital once.
 */
export function createReporter({ send, page, versions, maxErrors = REPORT_LIMITS.errors }: ReporterOptions): Reporter {
  const heard: HeardError[] = [];
  let started: string[] = [];
  let vitals: VitalReport[] = [];
  const rendered = new Set<string>();
  const seen = new Set<string>();
  let errorsSent = 0;

  return {
    error(error) {
      if (heard.length + errorsSent < maxErrors) heard.push(error);
    },
    started(remote) {
      if (rendered.has(remote)) return;
      rendered.add(remote);
      started.push(remote);
    },
    vital(vital) {
      if (!vitals.some((known) => known.name === vital.name)) vitals.push(vital);
    },
    flush() {
      const errors: ErrorReport[] = [];
      for (const { kind, name, attribute } of heard.splice(0)) {
        const { remote, version } = attribute() ?? HOST;
        const key = `${kind}\0${name}\0${remote}\0${version}`;
        if (seen.has(key)) continue;
        seen.add(key);
        errors.push({ kind, name, remote, version });
      }
      if (errors.length === 0 && started.length === 0 && vitals.length === 0) return;
      errorsSent += errors.length;
      const report: TelemetryReport = {
        page: page(),
        versions: versions(),
        started: started.slice(0, REPORT_LIMITS.remotes),
        errors,
        vitals: vitals.slice(0, REPORT_LIMITS.vitals),
        rendered: vitals.length > 0 ? [...rendered].slice(0, REPORT_LIMITS.remotes) : [],
      };
      started = [];
      vitals = [];
      send(report);
    },
  };
}
