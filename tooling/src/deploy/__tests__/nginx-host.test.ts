import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { send, startFakeApi, type FakeApi } from '../../serve/__tests__/support/http.ts';
import { NGINX, startLocalEdge, type LocalEdge } from '../local-edge.ts';
import { freePort } from './free-port.ts';

let dir: string;
let api: FakeApi;
let edge: LocalEdge;
let port: number;

const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;

describeWithNginx('the host nginx, run from the generated configuration', () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-host-'));
    api = await startFakeApi();
    port = await freePort();
    const root = path.join(dir, 'html');
    await mkdir(root);
    await writeFile(path.join(root, 'index.html'), '<h1>site</h1>');
    // A prerendered page and the frame of every other path, as the host's build writes them.
    await mkdir(path.join(root, 'faq'));
    await writeFile(path.join(root, 'faq', 'index.html'), '<h1>faq</h1>');
    await writeFile(path.join(root, 'app.html'), '<main>frame</main>');
    // The generated host.conf, moved by the generator onto a loopback port, a temp folder and the fake API.
    edge = await startLocalEdge({
      dir: path.join(dir, 'edge'),
      apiUrl: api.url,
      registryFile: path.join(dir, 'registry.json'),
      host: { port, root },
      remotes: [],
    });
  });

  beforeEach(() => {
    api.received.length = 0;
    api.answer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8' }).end('{"ok":true}'),
    );
  });

  afterAll(async () => {
    await edge?.close();
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it.each([
    ['/', '<h1>site</h1>'],
    ['/faq', '<h1>faq</h1>'],
    ['/faq/', '<h1>faq</h1>'],
    ['/results?category=Magicians', '<main>frame</main>'],
    ['/pages/magic-mikes-magic-shows', '<main>frame</main>'],
  ])('answers %s with its prerendered page, or the frame, revalidated', async (target, body) => {
    const response = await send(port, target);

    expect(response.status).toBe(200);
    expect(response.body).toBe(body);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-cache');
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
