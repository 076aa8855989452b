/**
 * The production edge on this machine: Debian's nginx running the configuration nginx.ts
 * generates for deploy/nginx/, moved by the generator itself onto loopback ports and local
 * folders, in front of a build and an API. Tests run it to find a wrong directive before users do.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { pathBases, type SiteLayout } from '../ops/environments.ts';
import type { RemoteName } from '../ops/remotes.ts';
import type { LocalCertificate } from '../serve/tls.ts';
import { LOCAL_AUTH_EMULATOR_ORIGIN } from '../serve/headers.ts';
import { hostConfig, remoteConfig, headersSnippet, type RealIp } from './nginx.ts';
import { workerDirectives, type WorkerOptions } from './nginx-main.ts';

export const NGINX = '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static (ensure_nginx installs it): loaded when there, for brotli_static. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type LocalEdgeOptions = {
  /** A folder of the run's own: the configuration, logs and nginx's temp files go here. */
  dir: string;
  /** Where /api/* is forwarded, e.g. http://127.0.0.1:4000; several URLs share the load. */
  apiUrl: string | string[];
  registryFile: string;
  host: { port: number; root: string };
  /** `origins` (the default): each of `remotes` on a server of its own; `path`: `remoteRoots` under /remotes/<name>/ of the host's. */
  layout?: SiteLayout;
  /** The origins layout's remote servers; the browser reaches them on <scheme>://<hostname>:<port>. */
  remotes?: Array<{ port: number; root: string }>;
  /** The path layout's build folder of each remote. */
  remoteRoots?: Partial<Record<RemoteName, string>>;
  /** Defaults to the remotes' own origins (none in the path layout); give the compose stack's to compare with deploy/nginx/. */
  remoteOrigins?: string[];
  /** HTTPS with HTTP/2 on the local certificate (serve/tls.ts); plain HTTP without. */
  tls?: LocalCertificate | null;
  hostname?: string;
  /** The load balancer or CDN whose statement of the visitor's address is believed (none by default). */
  realIp?: RealIp | null;
  /** nginx's connections at once, per worker (1024 by default); each proxied stream holds two. */
  workerConnections?: number;
  /**
   * Worker processes (1 by default: nginx as one process). More spread connections, and the open
   * files they need, over processes of their own: a stream through nginx is two files, so one
   * process under this machine's limit of 20,000 cannot carry 10,000 of them. The listening socket
   * is then one per worker (`reuseport`), so the kernel shares connections out evenly.
   */
  workerProcesses?: number;
};

export type LocalEdge = {
  url: string;
  remoteOrigins: string[];
  /** Where each remote is served in the path layout (`<url>/remotes/<name>`); null in the origins layout. */
  bases: Record<RemoteName, string> | null;
  /** Whether the brotli static module was loaded, so .br files are served. */
  brotli: boolean;
  errorLog: string;
  close: () => Promise<void>;
};

/** nginx.conf around the generated servers: in the foreground, everything under `dir`. */
function mainConfig(dir: string, servers: string[], brotli: boolean, workers: WorkerOptions): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  // Workers of a master started by root would otherwise run as nobody, who cannot read `dir`.
  const user = workers.processes === 1 ? '' : `user ${os.userInfo().username};\n`;
  return `${brotli ? `load_module ${BROTLI_STATIC_MODULE};\n` : ''}daemon off;
${user}${workerDirectives(workers)}
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${servers.map((file) => `  include ${file};`).join('\n')}
}
`;
}

/** Whether `url` answers 200, trusting `ca` (the local certificate) where it is HTTPS. */
function answers(url: string, ca: string | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    const request = (url.startsWith('https:') ? https : http).get(url, { ca, agent: false }, (response) => {
      response.resume();
      resolve(response.statusCode === 200);
    });
    request.on('error', () => resolve(false));
  });
}

async function waitUntilServing(url: string, ca: string | undefined, nginx: ChildProcess, errorLog: string) {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const ok = await answers(`${url}/healthz`, ca);
    if (ok) return;
    if (nginx.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nginx did not start: ${await readFile(errorLog, 'utf8').catch(() => '')}`);
}

/** Writes the configuration, checks it with `nginx -t`, and starts nginx on it. */
export async function startLocalEdge(options: LocalEdgeOptions): Promise<LocalEdge> {
  const hostname = options.hostname ?? 'localhost';
  const { dir } = options;
  const layout = options.layout ?? 'origins';
  const remotes = layout === 'origins' ? (options.remotes ?? []) : [];
  const scheme = options.tls ? 'https' : 'http';
  const remoteOrigins = options.remoteOrigins ?? remotes.map(({ port }) => `${scheme}://${hostname}:${port}`);
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const workers: WorkerOptions = {
    processes: options.workerProcesses ?? 1,
    connections: options.workerConnections ?? 1024,
  };
  const listen = (port: number) => `127.0.0.1:${port}${workers.processes === 1 ? '' : ' reuseport'}`;
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  // The site on this machine signs in against the local Auth Emulator.
  const authEmulatorOrigin = LOCAL_AUTH_EMULATOR_ORIGIN;
  await writeFile(path.join(dir, 'host-headers.conf'), headersSnippet(false, remoteOrigins, authEmulatorOrigin));
  await writeFile(path.join(dir, 'remote-headers.conf'), headersSnippet(true, remoteOrigins, authEmulatorOrigin));
  const apiServers = [options.apiUrl].flat().map((url) => new URL(url).host);
  const shared = {
    snippetDir: dir,
    apiServers,
    registryFile: options.registryFile,
    remoteOrigins,
    layout,
    remoteRoots: options.remoteRoots ?? {},
    tls: options.tls ? { certificate: options.tls.file, key: options.tls.file } : null,
    brotli,
    cacheDir: path.join(dir, 'temp'),
    authEmulatorOrigin,
    realIp: options.realIp ?? null,
    imageOrigins: [],
  };
  const servers: Array<[string, string]> = [
    ['host.conf', hostConfig({ ...shared, listen: listen(options.host.port), root: options.host.root })],
    ...remotes.map(({ port, root }, index): [string, string] => [
      `remote-${index + 1}.conf`,
      remoteConfig({ ...shared, listen: listen(port), root }),
    ]),
  ];
  for (const [name, content] of servers) await writeFile(path.join(dir, name), content);
  const config = path.join(dir, 'nginx.conf');
  await writeFile(
    config,
    mainConfig(
      dir,
      servers.map(([name]) => path.join(dir, name)),
      brotli,
      workers,
    ),
  );

  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', dir, '-e', errorLog, '-c', config];
  await promisify(execFile)(NGINX, ['-t', '-q', ...args]);
  const nginx = spawn(NGINX, args, { stdio: 'ignore' });
  const url = `${scheme}://${hostname}:${options.host.port}`;
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  try {
    await waitUntilServing(url, options.tls?.cert, nginx, errorLog);
  } catch (error) {
    nginx.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    remoteOrigins,
    bases: layout === 'path' ? pathBases(url) : null,
    brotli,
    errorLog,
    close: async () => {
      // SIGTERM: a fast shutdown, so held streams do not keep it waiting.
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
      await exited;
    },
  };
}
