import type { ConsentState } from 'shared/consent';
import type { AnalyticsOptions } from './start-analytics.ts';

type StartAnalytics = typeof import('./start-analytics.ts');

const loadAnalytics = (): Promise<StartAnalytics> => import(/* webpackChunkName: "analytics" */ './start-analytics.ts');

/**
 * Analytics' own code is fetched when the visitor first accepts cookies, not carried by every
 * visit's `main.js` (most visitors never accept). From then on startAnalytics follows consent
 * both ways, as before.
 */
export function startAnalyticsOnConsent(options: AnalyticsOptions, load = loadAnalytics): void {
  if (!options.production || (!options.gaMeasurementId && !options.clarityProjectId)) return;
  let started = false;
  const start = (state: ConsentState) => {
    if (started || state.choice !== 'accepted') return;
    started = true;
    stop();
    load()
      .then(({ startAnalytics }) => startAnalytics(options))
      .catch((error: unknown) => console.error('Analytics failed to load', error));
  };
  const stop = options.consent.subscribe((state) => start(state));
  start(options.consent.getState());
}
