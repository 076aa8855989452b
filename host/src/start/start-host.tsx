import { createBrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import { consentStore } from 'shared/consent';
import { App } from '../app.tsx';
import { builtAnalyticsConfig } from '../features/analytics/analytics-config.ts';
import { startAnalyticsOnConsent } from '../features/analytics/start-analytics-on-consent.ts';
import { startAuth } from '../features/auth/api/start-auth.ts';
import { registerServiceWorker } from '../features/service-worker/register-service-worker.ts';
import { startReact } from '../prerender/start-react.tsx';
import { startFederation } from '../remotes/start-federation.ts';
import { preloadScreens } from '../routes/lazy-page.tsx';
import { routes } from '../routes/route-table.tsx';
import { startTelemetry } from '../telemetry/start-telemetry.ts';

/** The host's start-up proper: routing, federation, React on the page, then sign-in, analytics and the service worker. */
export function startHost(): void {
  // single-spa patches pushState/replaceState only inside start(); after that every navigation
  // fires popstate, which keeps the host's router and each parcel's router on the same URL.
  start();

  // First, so that errors of the start-up itself are heard.
  const telemetry = startTelemetry({ consent: consentStore });
  startFederation(telemetry);

  const router = createBrowserRouter(routes);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // The page's screen is hydrated together with the layout, so nothing is drawn twice: its code
  // first (a failed load is left to the screen's own Suspense, as on any navigation).
  void preloadScreens(router)
    .catch(() => undefined)
    .then(() => startReact(container, <App router={router} />));
  // After render: sign-in state is filled in once Firebase has loaded, without holding up the page.
  startAuth();
  // Analytics wait for cookie consent; the service worker registers once the page has loaded.
  startAnalyticsOnConsent({ ...builtAnalyticsConfig(), consent: consentStore, router });
  registerServiceWorker();
}
