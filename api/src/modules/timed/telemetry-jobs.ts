/** The telemetry's jobs in the timed sweep, registered beside the timed transitions (plugins/app/timed.ts). */
import type { TelemetrySettings } from '../telemetry/index.ts';
import { type CanaryWatchLog, canaryWatch } from './canary-watch.ts';
import { telemetryRetention } from './telemetry-retention.ts';
import type { TimedTransition } from './timed-transition.ts';

/** The canary watch, then retention. */
export function telemetryJobs(settings: TelemetrySettings, log: CanaryWatchLog): TimedTransition[] {
  return [canaryWatch(settings, log), telemetryRetention(settings)];
}
