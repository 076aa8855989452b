/**
 * Automatic rollback (docs/operations.md, "Automatic rollback"): each sweep compares every running
 * canary's attributed error rate with its stable version's over the window, and aborts a canary
 * that is worse by the configured factor once it has the minimum sample: the registry reverted
 * (the ops library's abortCanary, which records the figures in the history), a notification
 * to ops written in the same transaction, a log line.
 *
 * Safe with several instances: the claim takes a transaction-level advisory lock, so one instance
 * judges at a time, and the others claim nothing; an abort another instance got to first is
 * refused by the library (no canary any more) and rolls its notification back.
 */
import { sql } from 'drizzle-orm';
import type { Environment, EnvironmentRegistry } from 'tooling/ops';
import { canaryVerdict } from '../telemetry/index.ts';
import { writeOpsNotification } from '../telemetry/index.ts';
import { minuteOf, versionFigures } from '../telemetry/index.ts';
import type { TelemetrySettings } from '../telemetry/index.ts';
import type { TimedTransition } from './timed-transition.ts';

/** The advisory lock one canary judgement at a time holds (any number, the same on every instance). */
const CANARY_WATCH_LOCK = 4_242_001;
export const AUTOMATIC_ROLLBACK_ACTOR = 'automatic-rollback';

type OpsLibrary = typeof import('tooling/ops');

/**
 * The ops library, from the tooling package. Loaded only where a registry is configured: an
 * instance that watches canaries needs the registry's writer beside it.
 */
let library: Promise<OpsLibrary> | undefined;
const opsLibrary = () => (library ??= import('tooling/ops'));

async function registryAt(file: string): Promise<{ env: Environment; registry: EnvironmentRegistry; ops: OpsLibrary }> {
  const ops = await opsLibrary();
  const env: Environment = {
    name: 'watched',
    registryFile: file,
    recordFile: ops.recordFileFor(file),
    bases: {} as Environment['bases'],
  };
  return { env, registry: await ops.readRegistry(env), ops };
}

export interface CanaryWatchLog {
  warn(details: object, message: string): void;
}

export function canaryWatch(
  { canary: settings, opsRecipients }: TelemetrySettings,
  log: CanaryWatchLog,
): TimedTransition {
  return {
    name: 'abortedCanaries',

    async claimDue(tx, _clock, limit, skip) {
      if (!settings.registryFile) return [];
      const { rows } = (await tx.execute(
        sql`SELECT pg_try_advisory_xact_lock(${CANARY_WATCH_LOCK}) AS locked`,
      )) as unknown as { rows: Array<{ locked: boolean }> };
      if (!rows[0]?.locked) return [];
      const { registry } = await registryAt(settings.registryFile);
      return Object.entries(registry.remotes)
        .filter(([remote, entry]) => entry?.canary && !skip.includes(remote))
        .map(([remote]) => remote)
        .slice(0, limit);
    },

    async apply(tx, remote, clock) {
      const { env, registry, ops } = await registryAt(settings.registryFile!);
      const entry = registry.remotes[remote as keyof typeof registry.remotes];
      const canary = entry?.canary;
      if (!entry || !canary) return false;
      const until = new Date(minuteOf(clock.now).getTime() + 60_000);
      const windowStart = new Date(until.getTime() - settings.windowMinutes * 60_000);
      // Only what the canary did since it started; stable over the same minutes.
      const started = canary.since ? new Date(canary.since) : windowStart;
      const since = started > windowStart ? started : windowStart;
      const [canaryFigures, stableFigures] = [
        await versionFigures(tx, remote, canary.version, since, until),
        await versionFigures(tx, remote, entry.version, since, until),
      ];
      const verdict = canaryVerdict(canaryFigures, stableFigures, settings);
      if (!verdict.abort) return false;

      const figures = {
        canaryVersion: canary.version,
        stableVersion: entry.version,
        canarySessions: canaryFigures.sessions,
        canaryErrors: canaryFigures.errors,
        canaryErrorRate: Number((verdict.canaryRate ?? 0).toFixed(4)),
        stableSessions: stableFigures.sessions,
        stableErrors: stableFigures.errors,
        stableErrorRate: Number((verdict.stableRate ?? 0).toFixed(4)),
        factor: settings.factor,
        windowFrom: since.toISOString(),
        windowTo: until.toISOString(),
      };
      const reason = `automatic rollback: ${verdict.reason}`;
      await writeOpsNotification(tx, clock.now, {
        kind: 'canary-aborted',
        recipients: opsRecipients,
        subject: `Canary ${remote} ${canary.version} aborted: error rate above ${settings.factor}× stable's`,
        body: [
          `The canary ${canary.version} of ${remote} (${canary.percent} % of sessions) was aborted at ${clock.now.toISOString()}.`,
          `Every session loads the stable version ${entry.version} again; open tabs leave the canary.`,
          '',
          reason,
          `Window: ${figures.windowFrom} to ${figures.windowTo}.`,
          '',
          `Run \`pnpm ops history ${remote}\` for the record, \`pnpm ops status\` for the figures now.`,
        ].join('\n'),
        details: { remote, ...figures },
      });
      // Last: a refusal (the canary already gone) throws, and the notification rolls back with it.
      await ops.abortCanary(env, remote, { actor: AUTOMATIC_ROLLBACK_ACTOR, reason, figures });
      log.warn({ remote, reason, ...figures }, 'aborted a failing canary');
      return true;
    },
  };
}
