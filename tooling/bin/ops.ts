#!/usr/bin/env tsx
/**
 * `pnpm ops <command>`: deploys and rolls back one remote in one environment's registry.
 * Every change is validated first, written atomically under a lock, and recorded in history;
 * on any error nothing changes, the message goes to stderr and the exit code is 1.
 */
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { deploy, history, rollback, status, type ChangeResult } from '../src/ops/commands.ts';
import { environment } from '../src/ops/environments.ts';
import { OpsError } from '../src/ops/remotes.ts';
import { figuresLines, readTelemetryFigures } from '../src/ops/telemetry-figures.ts';

const HELP = `usage: pnpm ops <command> [options]

commands:
  status                              each remote's active version, its health (manifest, files as published), versions available;
                                      per remote version, what pages reported: sessions, error rate, p75 LCP and INP
  deploy <remote> [version]           point <remote> at [version] (default: its newest published version)
  rollback <remote> [--to <version>]  point <remote> back at the version active before (or at --to)
  history <remote>                    every deploy and rollback of <remote>, oldest first

<remote> is a package name (remote-shell) or a federation name (remote_shell); [version] is
one of its published versions (a folder name, never a path). A version whose files are not what
was published (integrity.json) is refused.

options:
  --env <name>      the environment whose registry to read or change (default: local)
  --actor <name>    who is making the change, for the history (default: $USER)
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

export async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      env: { type: 'string', default: 'local' },
      actor: { type: 'string' },
      to: { type: 'string' },
      json: { type: 'boolean', default: false },
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
        const others = (entry.available ?? []).filter((v) => v !== entry.active);
        lines.push(
          `${''.padEnd(22)} available: ${entry.available === null ? '(listed by the CDN, not known here)' : others.join(', ') || '(none)'}`,
        );
      }
      lines.push(...figuresLines(telemetry));
      print({ ...report, telemetry }, lines.join('\n'));
      return report.remotes.every((entry) => entry.health?.ok) ? 0 : 1;
    }
    case 'deploy': {
      const change = await deploy(env, remote ?? '', version, actor);
      print(change, describe(change, 'deployed'));
      return 0;
    }
    case 'rollback': {
      const change = await rollback(env, remote ?? '', values.to, actor);
      print(change, describe(change, 'rolled back'));
      return 0;
    }
    case 'history': {
      const entries = await history(env, remote ?? '');
      const text = entries
        .map((e) => `${e.at}  r${e.revision}  ${e.action.padEnd(8)} ${e.from ?? '(none)'} -> ${e.to}  by ${e.actor}`)
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
