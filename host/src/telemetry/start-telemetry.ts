import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import type { ConsentState, ConsentStore } from 'shared/consent';
import { BOUNDARY_ERROR_EVENT, type BoundaryErrorDetail } from 'shared/parcel';
import {
  type Attribution,
  attributeStack,
  attributeUrl,
  type RegisteredVersion,
  type VersionBase,
  versionBases,
} from './attribution.ts';
import { errorName, errorStack } from './error-name.ts';
import { createReporter, type Reporter } from './reporter.ts';
import { sendReport } from './send-report.ts';
import { telemetryPlugin } from './telemetry-plugin.ts';
import type { ErrorKind, TelemetryReport } from './telemetry-report.ts';

/** How long reports wait to be sent together (the page hidden sends them at once). */
const BATCH_DELAY_MS = 3_000;

export type Telemetry = {
  /** Added to the federation runtime: loads and load failures. */
  plugin: ModuleFederationRuntimePlugin;
  /** The remote versions the page registered (at start-up, and again if the registry changes while it is open). */
  registered(remotes: Record<string, RegisteredVersion>): void;
  reporter: Reporter;
};

type Options = {
  consent: Pick<ConsentStore, 'getState' | 'subscribe'>;
  send?: (report: TelemetryReport) => void;
};

const accepted = (state: ConsentState) => state.choice === 'accepted';

/**
 * Errors that know what ran. Every uncaught error, unhandled rejection, error-boundary catch and
 * remote load failure is reported with the remote version that threw it (from its stack's
 * script URLs, else the slot it happened in, else the host), the page's version of every remote
 * and its path; after consent, LCP, INP and CLS too, for the versions that rendered the page.
 */
export function startTelemetry({ consent, send = sendReport }: Options): Telemetry {
  // Every version this page has run: a tab that moved to a new version still runs chunks of the old one.
  const bases: VersionBase[] = [];
  const versions: Record<string, string> = {};
  let timer: ReturnType<typeof setTimeout> | undefined;

  const reporter = createReporter({
    send,
    page: () => window.location.pathname.slice(0, 200),
    versions: () => ({ ...versions }),
  });
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    reporter.flush();
  };
  const soon = () => {
    if (document.visibilityState === 'hidden') flush();
    else timer ??= setTimeout(flush, BATCH_DELAY_MS);
  };

  const ofRemote = (remote: string | undefined): Attribution | null => {
    const version = remote && versions[remote];
    return remote && version ? { remote, version } : null;
  };
  const hear = (kind: ErrorKind, error: unknown, fallback: () => Attribution | null = () => null) => {
    const stack = errorStack(error);
    reporter.error({ kind, name: errorName(error), attribute: () => attributeStack(stack, bases) ?? fallback() });
    soon();
  };

  window.addEventListener('error', (event: ErrorEvent) => {
    // A script without a stack (another origin's, unreadable) may still say which file threw.
    const file = event.filename;
    hear('uncaught', event.error ?? new Error(), () => (file ? attributeUrl(file, bases) : null));
  });
  window.addEventListener('unhandledrejection', (event: PromiseRejectionEvent) => hear('rejection', event.reason));
  window.addEventListener(BOUNDARY_ERROR_EVENT, (event) => {
    const { error, parcel } = (event as CustomEvent<BoundaryErrorDetail>).detail;
    hear('boundary', error, () => ofRemote(parcel?.split('/')[0]));
  });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  let measuring = false;
  const measure = () => {
    if (measuring || !accepted(consent.getState())) return;
    measuring = true;
    import(/* webpackChunkName: "web-vitals" */ './web-vitals-reporting.ts')
      .then(({ measureWebVitals }) =>
        measureWebVitals((vital) => {
          reporter.vital(vital);
          soon();
        }),
      )
      .catch(() => (measuring = false));
  };
  measure();
  consent.subscribe(measure);

  return {
    reporter,
    plugin: telemetryPlugin({
      loaded: (remote) => {
        reporter.started(remote);
        soon();
      },
      failed: (id, error) => hear('load', error, () => ofRemote(id.split('/')[0])),
    }),
    registered(remotes) {
      for (const base of versionBases(remotes)) {
        if (!bases.some((known) => known.base === base.base)) bases.push(base);
        versions[base.remote] = base.version;
      }
    },
  };
}
