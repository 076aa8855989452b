import { loadScript } from './load-script.ts';

type Gtag = (...args: unknown[]) => void;
type GaWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag } & Record<string, unknown>;

const gaWindow = () => window as unknown as GaWindow;

/** Google Analytics 4 (gtag.js). Page views are sent by hand, once each page has settled. */
export function loadGoogleAnalytics(measurementId: string): Promise<void> {
  const w = gaWindow();
  w.dataLayer = w.dataLayer ?? [];
  // gtag.js reads the `arguments` objects pushed here, not arrays.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params
    w.dataLayer?.push(arguments);
  };
  w.gtag('js', new Date());
  w.gtag('config', measurementId, { send_page_view: false });
  return loadScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`);
}

/** gtag.js's documented opt-out switch: nothing more is sent while it is set. */
export function setGoogleAnalyticsDisabled(measurementId: string, disabled: boolean): void {
  gaWindow()[`ga-disable-${measurementId}`] = disabled;
}

export function sendPageView(path: string): void {
  const gtag = gaWindow().gtag;
  if (!gtag) return;
  gtag('event', 'page_view', {
    page_path: path,
    page_location: new URL(path, window.location.origin).href,
    page_title: document.title,
  });
}
