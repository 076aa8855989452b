/**
 * A PostgreSQL cluster of a test's own, made with `initdb` in a temporary folder and run with
 * `pg_ctl` on a port of 5433-5440, so a drill can stop and start it. The machine's shared server
 * on 5432 is never touched. As root (PostgreSQL refuses to run as root) the cluster belongs to the
 * `postgres` account.
 */
import { execFile, execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Debian's binaries; PG_BIN overrides. */
export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const PORTS = [5433, 5434, 5435, 5436, 5437, 5438, 5439, 5440];
const SUPERUSER = 'drill';

export interface PostgresCluster {
  url: string;
  port: number;
  /** `pg_ctl stop -m fast`: every connection is terminated, new ones refused, until start(). */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and deletes its folder. */
  remove(): Promise<void>;
}

/** Why no cluster can be made here, or false when one can. */
export function clusterUnavailable(): string | false {
  if (!existsSync(path.join(PG_BIN, 'pg_ctl'))) return `pg_ctl is not installed in ${PG_BIN}`;
  if (process.getuid?.() === 0) {
    try {
      execFileSync('id', ['-u', 'postgres'], { stdio: 'ignore' });
    } catch {
      return 'running as root without a postgres account to own the cluster';
    }
  }
  return false;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

export async function startPostgresCluster(): Promise<PostgresCluster> {
  const account = owner();
  const dir = await mkdtemp(path.join(tmpdir(), 'pg-drill-'));
  if (account) await chown(dir, account.uid, account.gid);
  const data = path.join(dir, 'data');
  const run = (command: string, args: string[]) =>
    new Promise<void>((resolve, reject) => {
      execFile(path.join(PG_BIN, command), args, { ...account, cwd: dir }, (error, stdout, stderr) =>
        error ? reject(new Error(`${command} ${args.join(' ')}: ${error.message}\n${stdout}${stderr}`)) : resolve(),
      );
    });
  let port: number | undefined;
  for (const candidate of PORTS) {
    if (await portFree(candidate)) {
      port = candidate;
      break;
    }
  }
  if (port === undefined) throw new Error(`no free port among ${PORTS.join(', ')} for a drill's PostgreSQL`);
  await run('initdb', ['-D', data, '-U', SUPERUSER, '--auth=trust', '--no-sync', '-E', 'UTF8', '--locale=C']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = () =>
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-o', options, '-w', '-t', '30', 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '30', 'stop']);
  await start();
  let removed = false;
  return {
    url: `postgres://${SUPERUSER}@127.0.0.1:${port}/postgres`,
    port,
    stop,
    start,
    async remove() {
      if (removed) return;
      removed = true;
      await stop().catch(() => {});
      await rm(dir, { recursive: true, force: true });
    },
  };
}
