#!/usr/bin/env tsx
/**
 * `pnpm ops <command>`: deploys and rolls back one remote in one environment's registry.
 * Every change is validated first, written atomically under a lock, and recorded in history;
 * on any error nothing changes, the message goes to stderr and the exit code is 1.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { browserContractCheck } from '../src/ops/browser-check.ts';
import { abortCanary, promoteCanary, startCanary, type CanaryChange } from '../src/ops/canary.ts';
import { deploy, history, rollback, status, type ChangeResult } from '../src/ops/commands.ts';
import { checkHost } from '../src/ops/host-gate.ts';
import { issuePreview } from '../src/ops/preview.ts';
import { environment } from '../src/ops/environments.ts';
import { OpsError } from '../src/ops/remotes.ts';
import { figuresLines, readTelemetryFigures } from '../src/ops/telemetry-figures.ts';

const HELP = `usage: pnpm ops <command> [options]

commands:
  status                              each remote's active version, its health (manifest, files as published), versions available;
                                      per remote version, what pages reported: sessions, error rate, p75 LCP and INP
  deploy <remote> [version]           point <remote> at [version] (default: its newest published version)
  rollback <remote> [--to <version>]  point <remote> back at the version active before (or at --to)
  history <remote>                    every deploy, rollback and canary change of <remote>, oldest first
  canary <remote> <version> --percent N
                                      send <version> to N % of browser sessions beside the stable one
                                      (again with another N to change the share)
  promote <remote>                    make the canary the stable version for everyone
  abort <remote> [--reason <text>]    take the canary away: everyone back on the stable version
  preview <remote> <version> --for <duration>
                                      print a signed link that runs <version> in the tab that opens it,
                                      until it expires (30m, 2h, ... at most 24h); nobody else is affected
  check-host [--manifest <file|URL>]  before a host deploy: does the host (default: host/dist) satisfy
                                      the shared singletons of every active remote and canary?

<remote> is a package name (remote-shell) or a federation name (remote_shell); [version] is
one of its published versions (a folder name, never a path). A version whose files are not what
was published (integrity.json) is refused, for a deploy, a rollback and a canary alike, and so is
one requiring a shared singleton (react, the store, ...) in a range the host's version is outside.
A deploy or canary then runs the browser contract check: headless Chromium loads the real host with
the version, mounts its parcels, and refuses it on a parcel that does not mount, a second React or
store, or any console error.

options:
  --env <name>      the environment whose registry to read or change (default: local)
  --actor <name>    who is making the change, for the history (default: $USER)
  --percent <N>     canary: the share of sessions, a whole number from 1 to 100
  --reason <text>   abort: why, for the history
  --for <duration>  preview: how long the link works (at most 24h)
  --no-browser-check
                    deploy, canary: skip the browser contract check (headless Chromium loads the
                    host with the version and mounts its parcels; see docs/operations.md)
  --json            print machine-readable output
  --api <url>       status: the API whose telemetry to read (default: $OPS_API_URL or http://127.0.0.1:4000;
                    the service token from $INTERNAL_SERVICE_TOKEN)
  --minutes <n>     status: the telemetry window (default: 60)
  -h, --help        this text
`;

const repoRoot = path.resolve(import.meta.dirname, '../..');

function describe(change: ChangeResult, action: string): string {
  return `${action} ${change.remote}: ${change.from ?? '(none)'} -> ${change.to} (registry revision ${change.revision})`;
}

function describeCanary(change: CanaryChange): string {
  const revision = `(registry revision ${change.revision})`;
  switch (change.action) {
    case 'canary':
      return `canary ${change.remote}: ${change.to} to ${change.percent} % of sessions, ${change.from} to the rest ${revision}`;
    case 'promote':
      return `promoted ${change.remote}: ${change.from} -> ${change.to} for everyone ${revision}`;
    case 'abort':
      return `aborted ${change.remote} canary ${change.from}: everyone on ${change.to} ${revision}`;
  }
}

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string', default: 'local' },
      actor: { type: 'string' },
      to: { type: 'string' },
      percent: { type: 'string' },
      reason: { type: 'string' },
      manifest: { type: 'string' },
      for: { type: 'string' },
      json: { type: 'boolean', default: false },
      'no-browser-check': { type: 'boolean', default: false },
      api: { type: 'string', default: process.env.OPS_API_URL ?? 'http://127.0.0.1:4000' },
      minutes: { type: 'string', default: '60' },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  const [command, remote, version] = positionals;
  if (values.help || !command) {
    process.stdout.write(HELP);
    return values.help ? 0 : 2;
  }
  const env = environment(values.env, repoRoot);
  const actor = values.actor ?? process.env.USER ?? os.userInfo().username;
  const print = (value: unknown, text: string) => console.log(values.json ? JSON.stringify(value, null, 2) : text);
  // Deploy and canary load the version in the real host first, unless told not to in so many words.
  const contract = values['no-browser-check'] ? undefined : browserContractCheck;
  const checked = (ms: number | undefined) =>
    ms === undefined ? ' (browser contract check skipped)' : ` (browser contract check passed in ${ms} ms)`;

  switch (command) {
    case 'status': {
      const minutes = Number(values.minutes);
      if (!Number.isInteger(minutes) || minutes < 1) throw new OpsError('--minutes must be a whole number of minutes.');
      const [report, telemetry] = await Promise.all([
        status(env),
        readTelemetryFigures({
          apiUrl: values.api,
          serviceToken: process.env.INTERNAL_SERVICE_TOKEN ?? 'dev-internal-token',
          minutes,
        }),
      ]);
      const lines = [`environment ${env.name} (registry revision ${report.revision}, ${env.registryFile})`];
      for (const entry of report.remotes) {
        const health = !entry.health
          ? 'no entry'
          : entry.health.ok
            ? `manifest and files ok (${entry.health.from})`
            : `BROKEN: ${entry.health.problems.join('; ')}`;
        const served = entry.served === null ? '' : entry.served ? ', origin serves it' : ', origin not answering';
        lines.push(`${entry.remote.padEnd(22)} ${(entry.active ?? '-').padEnd(34)} ${health}${served}`);
        if (entry.canary) {
          const { version: canary, percent, health: canaryHealth } = entry.canary;
          const state = canaryHealth.ok ? 'ok' : `BROKEN: ${canaryHealth.problems.join('; ')}`;
          lines.push(
            `${''.padEnd(22)} canary: ${canary} to ${percent} % of sessions since ${entry.canary.since}, ${state}`,
          );
        }
        if (entry.withdrawn.length > 0) lines.push(`${''.padEnd(22)} withdrawn: ${entry.withdrawn.join(', ')}`);
        const others = (entry.available ?? []).filter((v) => v !== entry.active);
        lines.push(
          `${''.padEnd(22)} available: ${entry.available === null ? '(listed by the CDN, not known here)' : others.join(', ') || '(none)'}`,
        );
      }
      lines.push(...figuresLines(telemetry));
      print({ ...report, telemetry }, lines.join('\n'));
      return report.remotes.every((entry) => entry.health?.ok && (entry.canary?.health.ok ?? true)) ? 0 : 1;
    }
    case 'deploy': {
      const change = await deploy(env, remote ?? '', version, actor, { contract });
      print(change, `${describe(change, 'deployed')}${checked(change.contractMs)}`);
      return 0;
    }
    case 'rollback': {
      const change = await rollback(env, remote ?? '', values.to, actor);
      print(change, describe(change, 'rolled back'));
      if (change.warning) console.warn(`ops: warning: ${change.warning}`);
      return 0;
    }
    case 'canary': {
      if (!version) throw new OpsError('Name the version: `pnpm ops canary <remote> <version> --percent N`.');
      const change = await startCanary(env, remote ?? '', version, { percent: values.percent, actor, contract });
      print(change, `${describeCanary(change)}${checked(change.contractMs)}`);
      return 0;
    }
    case 'promote': {
      const change = await promoteCanary(env, remote ?? '', { actor });
      print(change, describeCanary(change));
      return 0;
    }
    case 'abort': {
      const change = await abortCanary(env, remote ?? '', { actor, reason: values.reason });
      print(change, describeCanary(change));
      return 0;
    }
    case 'preview': {
      if (!version) throw new OpsError('Name the version: `pnpm ops preview <remote> <version> --for 2h`.');
      const issued = await issuePreview(env, remote ?? '', version, { lifetime: values.for ?? '', actor });
      const until = new Date(issued.claims.exp * 1000).toISOString();
      print(
        { ...issued.claims, link: issued.link, revision: issued.revision },
        `preview of ${issued.claims.remote} ${issued.claims.version} until ${until} (id ${issued.claims.id}):\n${issued.link}`,
      );
      return 0;
    }
    case 'check-host': {
      const report = await checkHost(env, values.manifest);
      print(report, `host ${report.from} satisfies ${report.checked.join(', ') || 'no active remote'}`);
      return 0;
    }
    case 'history': {
      const entries = await history(env, remote ?? '');
      const extra = (e: (typeof entries)[number]) =>
        [
          e.percent && `${e.percent} %`,
          e.reason && `reason: ${e.reason}`,
          e.figures && JSON.stringify(e.figures),
          e.preview && `link ${e.preview.id} until ${e.preview.expires}`,
        ]
          .filter(Boolean)
          .join(', ');
      const text = entries
        .map((e) => {
          const more = extra(e);
          return `${e.at}  r${e.revision}  ${e.action.padEnd(8)} ${e.from ?? '(none)'} -> ${e.to}  by ${e.actor}${more ? `  (${more})` : ''}`;
        })
        .join('\n');
      print(entries, text || '(no changes recorded)');
      return 0;
    }
    default:
      throw new OpsError(`Unknown command "${command}". Run \`pnpm ops --help\`.`);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof OpsError || error instanceof TypeError ? `ops: ${error.message}` : error);
      process.exit(1);
    },
  );
}
