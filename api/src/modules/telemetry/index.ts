/** What other modules use of telemetry: the canary verdict, its figures, ops notices and retention. */
export { canaryVerdict } from './canary-verdict.ts';
export { writeOpsNotification } from './ops-notification.ts';
export { minuteOf, pruneTelemetry, versionFigures } from './telemetry-repository.ts';
export type { TelemetrySettings } from './telemetry-settings.ts';
