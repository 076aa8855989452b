import { TELEMETRY_URL, type TelemetryReport } from './telemetry-report.ts';

/**
 * Sends a report so that it survives the page going away: a beacon (queued by the browser, sent
 * even after unload), else a keep-alive fetch. JSON, as every API body; same origin, so no
 * preflight. A report that cannot be sent is dropped: telemetry never gets in the page's way.
 */
export function sendReport(report: TelemetryReport, url = TELEMETRY_URL): void {
  const body = JSON.stringify(report);
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // A beacon refused (too large for the browser's queue): try fetch.
  }
  fetch(url, { method: 'POST', body, headers: { 'content-type': 'application/json' }, keepalive: true }).catch(
    () => undefined,
  );
}
