import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { send } from '../../serve/__tests__/support/http.ts';
import { NGINX } from '../local-edge.ts';
import { composeMainConfig, workerDirectives, WORKER_CONNECTIONS, WORKER_FILES } from '../nginx-main.ts';
import { edgeScratch } from './edge-scratch.ts';

jest.setTimeout(20_000);

const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;

describe("nginx's workers", () => {
  it('one process has no master; more have a master and workers, each raising its file limit when asked', () => {
    expect(workerDirectives({ processes: 1, connections: 1024 })).toBe(
      'master_process off;\nevents { worker_connections 1024; }',
    );
    expect(workerDirectives({ processes: 'auto', connections: 16_384, files: 32_768 })).toBe(
      'worker_processes auto;\nworker_rlimit_nofile 32768;\nevents { worker_connections 16384; }',
    );
  });

  it('the compose stack has a worker per core, each with room for thousands of streams and a file for each connection', () => {
    const config = composeMainConfig();
    expect(config).toContain('worker_processes auto;');
    expect(config).toContain(`worker_connections ${WORKER_CONNECTIONS};`);
    expect(WORKER_FILES).toBeGreaterThan(WORKER_CONNECTIONS);
    // Everything the image's own nginx.conf gives the servers in conf.d.
    for (const line of ['include /etc/nginx/mime.types;', 'include /etc/nginx/conf.d/*.conf;', 'sendfile on;'])
      expect(config).toContain(line);
  });
});

describeWithNginx("nginx's workers, run", () => {
  const scratch = edgeScratch('nginx-main-');

  it("accepts the compose stack's nginx.conf, moved onto this machine's folders", async () => {
    const dir = scratch.dir();
    const conf = path.join(dir, 'conf.d');
    await mkdir(conf, { recursive: true });
    await writeFile(path.join(conf, 'site.conf'), 'server { listen 127.0.0.1:1; location / { return 204; } }\n');
    const config = composeMainConfig()
      .replace('user nginx;', `user ${os.userInfo().username};`)
      .replace('/var/log/nginx/error.log', path.join(dir, 'error.log'))
      .replace('/var/log/nginx/access.log', path.join(dir, 'access.log'))
      .replace('/var/run/nginx.pid', path.join(dir, 'nginx.pid'))
      .replace('/etc/nginx/conf.d/', `${conf}/`);
    const file = path.join(dir, 'nginx.conf');
    await writeFile(file, config);
    const { stderr } = await promisify(execFile)(NGINX, [
      '-t',
      '-p',
      dir,
      '-e',
      path.join(dir, 'error.log'),
      '-c',
      file,
    ]);
    expect(stderr).toContain('syntax is ok');
  });

  it('serves from several workers, each listening on a socket of its own', async () => {
    const port = await scratch.start({ workerProcesses: 2 });
    const edgeDir = path.join(scratch.dir(), 'edge');
    await writeFile(path.join(scratch.dir(), 'html', 'index.html'), '<h1>site</h1>');
    expect(await readFile(path.join(edgeDir, 'nginx.conf'), 'utf8')).toContain('worker_processes 2;');
    expect(await readFile(path.join(edgeDir, 'host.conf'), 'utf8')).toContain(`listen 127.0.0.1:${port} reuseport;`);
    const answers = await Promise.all(Array.from({ length: 20 }, () => send(port, '/')));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers[0]!.body).toContain('<h1>site</h1>');
    // The master and its two workers.
    const master = (await readFile(path.join(edgeDir, 'nginx.pid'), 'utf8')).trim();
    const { stdout } = await promisify(execFile)('ps', ['-o', 'args=', '--ppid', master]);
    expect(stdout.split('\n').filter((line) => line.includes('nginx: worker process'))).toHaveLength(2);
  });
});
