import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { start } from 'single-spa';
import { consentStore } from 'shared/consent';
import { App } from './app.tsx';
import { builtAnalyticsConfig } from './features/analytics/analytics-config.ts';
import { startAnalytics } from './features/analytics/start-analytics.ts';
import { startAuth } from './features/auth/api/start-auth.ts';
import { registerServiceWorker } from './features/service-worker/register-service-worker.ts';
import { startFederation } from './remotes/start-federation.ts';
import { routes } from './routes/route-table.tsx';

// single-spa patches pushState/replaceState only inside start(); after that every navigation
// fires popstate, which keeps the host's router and each parcel's router on the same URL.
start();

startFederation();

const router = createBrowserRouter(routes);
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');
const root = createRoot(container);
// As a transition React renders the first view in slices, so the page answers input meanwhile.
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
// After render: sign-in state is filled in once Firebase has loaded, without holding up the page.
startAuth();
// Analytics wait for cookie consent; the service worker registers once the page has loaded.
startAnalytics({ ...builtAnalyticsConfig(), consent: consentStore, router });
registerServiceWorker();
