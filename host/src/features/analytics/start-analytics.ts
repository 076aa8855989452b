import type { Location } from 'react-router-dom';
import type { ConsentState, ConsentStore } from 'shared/consent';
import { PAGE_VIEW_DELAY_MS, SESSION_RECORDING_DELAY_MS } from 'shared/contracts';
import type { AnalyticsConfig } from './analytics-config.ts';
import { clarityCommand, loadClarity } from './api/clarity.ts';
import { loadGoogleAnalytics, sendPageView, setGoogleAnalyticsDisabled } from './api/google-analytics.ts';

/** The part of the host's data router analytics listens to. */
export type RouterLike = {
  state: { location: Location };
  subscribe: (listener: (state: { location: Location }) => void) => () => void;
};

export type AnalyticsOptions = AnalyticsConfig & {
  consent: Pick<ConsentStore, 'getState' | 'subscribe'>;
  router: RouterLike;
};

const accepted = (state: ConsentState) => state.choice === 'accepted';
const pathOf = (location: Location) => `${location.pathname}${location.search}${location.hash}`;

/**
 * Analytics follow consent: nothing loads until the visitor accepts; Google Analytics loads at
 * once, session recording 2 s later; a page view goes out 300 ms after each navigation (so the
 * title has settled) while consent stands. Withdrawing it stops both. Returns a stop function.
 */
export function startAnalytics({
  production,
  gaMeasurementId,
  clarityProjectId,
  consent,
  router,
}: AnalyticsOptions): () => void {
  if (!production || (!gaMeasurementId && !clarityProjectId)) return () => undefined;

  let gaLoaded = false;
  let clarityLoaded = false;
  let clarityTimer: ReturnType<typeof setTimeout> | undefined;
  const pageViewTimers = new Set<ReturnType<typeof setTimeout>>();

  const trackPageView = (location: Location) => {
    if (!gaMeasurementId) return;
    const timer = setTimeout(() => {
      pageViewTimers.delete(timer);
      try {
        sendPageView(pathOf(location));
      } catch (error) {
        console.error('Page view tracking failed', error);
      }
    }, PAGE_VIEW_DELAY_MS);
    pageViewTimers.add(timer);
  };

  const enable = () => {
    if (gaMeasurementId) {
      setGoogleAnalyticsDisabled(gaMeasurementId, false);
      if (!gaLoaded) {
        gaLoaded = true;
        loadGoogleAnalytics(gaMeasurementId).catch((error) => console.error('Analytics failed to load', error));
      }
    }
    if (clarityProjectId && clarityLoaded) clarityCommand('start');
    else if (clarityProjectId) {
      clarityTimer = setTimeout(() => {
        clarityLoaded = true;
        loadClarity(clarityProjectId).catch((error) => console.error('Session recording failed to load', error));
      }, SESSION_RECORDING_DELAY_MS);
    }
    // The page the visitor accepted on counts as viewed.
    trackPageView(router.state.location);
  };

  const disable = () => {
    pageViewTimers.forEach(clearTimeout);
    pageViewTimers.clear();
    clearTimeout(clarityTimer);
    if (gaMeasurementId && gaLoaded) setGoogleAnalyticsDisabled(gaMeasurementId, true);
    if (clarityLoaded) clarityCommand('stop');
  };

  if (accepted(consent.getState())) enable();
  const stopConsent = consent.subscribe((state, previous) => {
    if (accepted(state) && !accepted(previous)) enable();
    else if (!accepted(state) && accepted(previous)) disable();
  });

  let lastKey = router.state.location.key;
  const stopRouter = router.subscribe(({ location }) => {
    // The router reports loading states too; only a new history entry is a navigation.
    if (location.key === lastKey) return;
    lastKey = location.key;
    if (accepted(consent.getState())) trackPageView(location);
  });

  return () => {
    stopConsent();
    stopRouter();
    disable();
  };
}
