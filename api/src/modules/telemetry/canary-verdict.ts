/**
 * Whether a canary is worse than its stable version: its attributed error rate over the window,
 * once it has the minimum sample, against stable's times the configured factor (stable's rate
 * taken as at least a baseline, so one error on a clean stable is not a verdict by itself).
 */
import type { VersionFigures } from './telemetry-repository.ts';
import type { TelemetrySettings } from './telemetry-settings.ts';

export type VerdictSettings = Pick<TelemetrySettings['canary'], 'minSessions' | 'factor' | 'baselineErrorRate'>;

export type Verdict = {
  abort: boolean;
  /** In words, for the history entry, the notification and the log. */
  reason: string;
  canaryRate: number | null;
  stableRate: number | null;
};

const percent = (rate: number) => `${(rate * 100).toFixed(1)} %`;

export function canaryVerdict(canary: VersionFigures, stable: VersionFigures, settings: VerdictSettings): Verdict {
  const stableRate = stable.sessions > 0 ? stable.errors / stable.sessions : null;
  if (canary.sessions < settings.minSessions) {
    return {
      abort: false,
      reason: `${canary.sessions} canary sessions, fewer than the ${settings.minSessions} a verdict needs`,
      canaryRate: null,
      stableRate,
    };
  }
  const canaryRate = canary.errors / canary.sessions;
  const threshold = settings.factor * Math.max(stableRate ?? 0, settings.baselineErrorRate);
  const abort = canaryRate > threshold;
  const compared = `canary error rate ${percent(canaryRate)} (${canary.errors} errors in ${canary.sessions} sessions) against stable ${stableRate === null ? 'without sessions' : `${percent(stableRate)} (${stable.errors} in ${stable.sessions})`}`;
  return {
    abort,
    reason: `${compared}: ${abort ? 'above' : 'within'} ${settings.factor}× stable's (threshold ${percent(threshold)})`,
    canaryRate,
    stableRate,
  };
}
