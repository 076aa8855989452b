import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { send, startFakeApi, type FakeApi } from '../../serve/__tests__/support/http.ts';
import { API_UPSTREAM, nginxFiles } from '../nginx.ts';

const NGINX = '/usr/sbin/nginx';

let dir: string;
let api: FakeApi;
let nginx: ChildProcess;
let port: number;

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port: free } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return free;
}

/** The generated host.conf as the compose stack mounts it, with its paths and upstream moved into a temp folder. */
async function writeConfig(): Promise<string> {
  const files = nginxFiles();
  const host = files['host.conf']!.replace('listen 80;', `listen 127.0.0.1:${port};`)
    .replaceAll('/etc/nginx/snippets/host-headers.conf', path.join(dir, 'host-headers.conf'))
    .replaceAll('/usr/share/nginx/html', path.join(dir, 'html'))
    .replaceAll('/registry/local.json', path.join(dir, 'registry.json'))
    .replaceAll(API_UPSTREAM, api.url);
  await mkdir(path.join(dir, 'html'));
  await mkdir(path.join(dir, 'temp'));
  await writeFile(path.join(dir, 'html', 'index.html'), '<h1>site</h1>');
  await writeFile(path.join(dir, 'host-headers.conf'), files['host-headers.conf']!);
  await writeFile(path.join(dir, 'host.conf'), host);
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, 'temp', name)};`;
  const main = path.join(dir, 'nginx.conf');
  await writeFile(
    main,
    `daemon off;
master_process off;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'error.log')} warn;
events { worker_connections 64; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  include ${path.join(dir, 'host.conf')};
}
`,
  );
  return main;
}

async function waitUntilServing(): Promise<void> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    if (nginx.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`nginx did not start: ${await readFile(path.join(dir, 'error.log'), 'utf8').catch(() => '')}`);
}

const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;

describeWithNginx('the host nginx, run from the generated configuration', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-host-'));
    api = await startFakeApi();
    port = await freePort();
    const config = await writeConfig();
    const errorLog = path.join(dir, 'error.log');
    await promisify(execFile)(NGINX, ['-t', '-q', '-p', dir, '-e', errorLog, '-c', config]);
    nginx = spawn(NGINX, ['-p', dir, '-e', errorLog, '-c', config], { stdio: 'ignore' });
    await waitUntilServing();
  });

  beforeEach(() => {
    api.received.length = 0;
    api.answer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"ok":true}'),
    );
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await exited;
    }
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("tells the API the browser's real address, whatever address the request claims", async () => {
    const response = await send(port, '/api/events', {
      headers: { 'X-Forwarded-For': '6.6.6.6', 'X-Real-IP': '6.6.6.6', Forwarded: 'for=6.6.6.6' },
    });

    expect(response.status).toBe(200);
    const { headers } = api.received[0]!;
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-real-ip']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers.forwarded).toBeUndefined();
  });

  it('lets a photo upload of 10 MB through to the API, which sets each route its own limit', async () => {
    let bytes = 0;
    api.answer((req, res) => {
      req.on('data', (chunk: Buffer) => (bytes += chunk.length));
      req.on('end', () => res.writeHead(201, { 'Content-Type': 'application/json; charset=utf-8' }).end('{}'));
    });
    const body = 'x'.repeat(10 * 1024 * 1024);

    const response = await send(port, '/api/businesses/b1/photos', {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=x', 'Content-Length': String(body.length) },
      body,
    });

    expect(response.status).toBe(201);
    expect(bytes).toBe(body.length);
  });

  it.each([
    '/api/internal/notifications',
    '/api/internal',
    '/api//internal/notifications',
    '/api/%69nternal/notifications',
    '/api%2Finternal/notifications',
    '/api/./internal/notifications',
    '/api/events/../internal/notifications',
    '/API/Internal/notifications',
    '/%61pi/internal/notifications',
    '/api/internal;x/notifications',
    'http://localhost/api/internal/notifications',
  ])('answers 404 to %s and the API never sees it', async (target) => {
    const response = await send(port, target, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-service-token': 'dev-internal-token' },
      body: '{}',
    });

    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({
      statusCode: 404,
      error: 'Not Found',
      message: 'There is nothing at POST on this path.',
    });
    expect(api.received).toEqual([]);
  });

  it('passes each event of the live stream on as it comes, uncompressed, and closes it when the API does', async () => {
    const arrived = api.next();
    api.answer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' });
      res.write('event: ready\ndata: {"heartbeatMs":15000}\n\n');
    });

    const response = await fetch(`http://127.0.0.1:${port}/api/notification/stream`, {
      headers: { Accept: 'text/event-stream', 'Accept-Encoding': 'gzip' },
    });
    const body = response.body!.getReader();
    const { res } = await arrived;

    expect(response.headers.get('content-encoding')).toBeNull();
    expect(new TextDecoder().decode((await body.read()).value)).toBe('event: ready\ndata: {"heartbeatMs":15000}\n\n');
    res.write(': ping\n\n');
    expect(new TextDecoder().decode((await body.read()).value)).toBe(': ping\n\n');
    res.socket!.destroy();
    await expect(body.read()).rejects.toThrow();
  });
});
