/**
 * The production edge on this machine: Debian's nginx running the configuration nginx.ts
 * generates for deploy/nginx/, moved by the generator itself onto loopback ports and local
 * folders, in front of a build and an API. Tests run it to find a wrong directive before users do.
 */
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { hostConfig, remoteConfig, headersSnippet } from './nginx.ts';

export const NGINX = '/usr/sbin/nginx';

export type LocalEdgeOptions = {
  /** A folder of the run's own: the configuration, logs and nginx's temp files go here. */
  dir: string;
  /** Where /api/* is forwarded, e.g. http://127.0.0.1:4000; several URLs share the load. */
  apiUrl: string | string[];
  registryFile: string;
  host: { port: number; root: string };
  /** Each remote's server; the browser reaches them on http://localhost:<port>. */
  remotes: Array<{ port: number; root: string }>;
  /** Defaults to the remotes' own origins; give the compose stack's to compare with deploy/nginx/. */
  remoteOrigins?: string[];
  hostname?: string;
};

export type LocalEdge = {
  url: string;
  remoteOrigins: string[];
  errorLog: string;
  close: () => Promise<void>;
};

/** nginx.conf around the generated servers: in the foreground, one process, everything under `dir`. */
function mainConfig(dir: string, servers: string[]): string {
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  return `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 1024; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
${servers.map((file) => `  include ${file};`).join('\n')}
}
`;
}

async function waitUntilServing(url: string, nginx: ChildProcess, errorLog: string): Promise<void> {
  for (let attempt = 0; attempt < 400; attempt += 1) {
    const ok = await fetch(`${url}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
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
  const remoteOrigins = options.remoteOrigins ?? options.remotes.map(({ port }) => `http://${hostname}:${port}`);
  const listen = (port: number) => `127.0.0.1:${port}`;
  await mkdir(path.join(dir, 'temp'), { recursive: true });
  await writeFile(path.join(dir, 'host-headers.conf'), headersSnippet(false, remoteOrigins));
  await writeFile(path.join(dir, 'remote-headers.conf'), headersSnippet(true, remoteOrigins));
  const apiServers = [options.apiUrl].flat().map((url) => new URL(url).host);
  const shared = { snippetDir: dir, apiServers, registryFile: options.registryFile, remoteOrigins };
  const servers: Array<[string, string]> = [
    ['host.conf', hostConfig({ ...shared, listen: listen(options.host.port), root: options.host.root })],
    ...options.remotes.map(({ port, root }, index): [string, string] => [
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
    ),
  );

  const errorLog = path.join(dir, 'error.log');
  const args = ['-p', dir, '-e', errorLog, '-c', config];
  await promisify(execFile)(NGINX, ['-t', '-q', ...args]);
  const nginx = spawn(NGINX, args, { stdio: 'ignore' });
  const url = `http://${hostname}:${options.host.port}`;
  const exited = new Promise((resolve) => nginx.once('exit', resolve));
  try {
    await waitUntilServing(url, nginx, errorLog);
  } catch (error) {
    nginx.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    remoteOrigins,
    errorLog,
    close: async () => {
      // SIGTERM: a fast shutdown, so held streams do not keep it waiting.
      if (nginx.exitCode === null && nginx.signalCode === null) nginx.kill('SIGTERM');
      await exited;
    },
  };
}
