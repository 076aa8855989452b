import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http2, { type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { oneBundleDir } from '../../webpack/one-bundle-dir.ts';
import { startOneBundleSite } from '../one-bundle-site.ts';
import { startSite, type Site } from '../site.ts';
import { buildHost, publishAll } from './support/published-site.ts';
import { startFakeApi, type FakeApi } from './support/http.ts';

let root: string;
let api: FakeApi;
let site: Site;
let session: ClientHttp2Session;

type H2Answer = { headers: IncomingHttpHeaders; body: Buffer };

/** One HTTP/2 request on the session, read to its end. */
function request(path: string, headers: Record<string, string> = {}, body?: string): Promise<H2Answer> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': path, ...headers }, { endStream: body === undefined });
    const chunks: Buffer[] = [];
    let answered: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answered = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
    if (body !== undefined) stream.end(body);
  });
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-h2-'));
  await buildHost(root);
  await publishAll(root, '1.0.0-a');
  api = await startFakeApi();
  site = await startSite({
    repoRoot: root,
    registryFile: path.join(root, 'registry', 'local.json'),
    layout: 'path',
    tls: true,
    ports: { host: 0 },
    hostname: '127.0.0.1',
    apiUrl: api.url,
  });
});

beforeEach(async () => {
  api.received.length = 0;
  api.answer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}'));
  session = http2.connect(site.url, { ca: site.certificate!.cert });
  await new Promise<void>((resolve, reject) => session.once('connect', () => resolve()).once('error', reject));
});

afterEach(() => session.close());

afterAll(async () => {
  await site.close();
  await api.close();
  await rm(root, { recursive: true, force: true });
});

describe('the site over HTTPS', () => {
  it('speaks HTTP/2 to a browser that offers it, with the precompressed page and the same headers as HTTP/1.1 gets', async () => {
    expect(site.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    expect(session.alpnProtocol).toBe('h2');
    const { headers, body } = await request('/', { 'accept-encoding': 'br' });
    expect(headers[':status']).toBe(200);
    expect(headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(body).toString()).toBe('<h1>host page</h1>');

    const overHttp1 = await new Promise<IncomingHttpHeaders>((resolve, reject) =>
      https
        .get(`${site.url}/`, { ca: site.certificate!.cert }, (response) => {
          expect(response.httpVersion).toBe('1.1');
          response.resume();
          resolve(response.headers);
        })
        .on('error', reject),
    );
    for (const name of ['content-security-policy', 'x-content-type-options', 'cache-control', 'etag'])
      expect({ name, value: headers[name] }).toEqual({ name, value: overHttp1[name] });
  });

  it('serves a remote’s files under its path over HTTP/2 too', async () => {
    const { headers, body } = await request('/remotes/remote_shell/1.0.0-a/remoteEntry.js');
    expect(headers[':status']).toBe(200);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(body.toString()).toBe('entry of remote_shell');
  });

  it("forwards /api over HTTP/2 as an HTTP/1.1 request with the browser's host and address, and no HTTP/2 pseudo-header", async () => {
    api.answer((req, res) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString()));
      req.on('end', () => res.writeHead(201, { 'Content-Type': 'application/json' }).end(`{"echo":${text}}`));
    });
    const { headers, body } = await request(
      '/api/events?x=1',
      { ':method': 'POST', 'content-type': 'application/json', 'x-forwarded-for': '6.6.6.6' },
      '{"name":"party"}',
    );

    expect(headers[':status']).toBe(201);
    expect(JSON.parse(body.toString())).toEqual({ echo: { name: 'party' } });
    const { method, url, headers: forwarded } = api.received[0]!;
    expect({ method, url }).toEqual({ method: 'POST', url: '/api/events?x=1' });
    expect(Object.keys(forwarded).filter((name) => name.startsWith(':'))).toEqual([]);
    expect(forwarded).toMatchObject({
      host: new URL(api.url).host,
      'x-forwarded-host': new URL(site.url).host,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '127.0.0.1',
    });
  });

  it("passes each event of a stream on over HTTP/2 as it comes, and ends the browser's stream within a second when the API closes it", async () => {
    const arrived = api.next();
    api.answer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-store' });
      res.write('event: ready\ndata: {}\n\n');
    });
    const stream = session.request({ ':path': '/api/notification/stream', accept: 'text/event-stream' });
    // Cut rather than ended: the stream is reset, which the browser reads as a dropped connection.
    stream.on('error', () => undefined);
    const received: string[] = [];
    const nextChunk = () =>
      new Promise<string>((resolve) => stream.once('data', (chunk: Buffer) => resolve(chunk.toString())));
    const ended = new Promise<number>((resolve) => stream.once('close', () => resolve(Date.now())));

    received.push(await nextChunk());
    const { res } = await arrived;
    const next = nextChunk();
    res.write(': ping\n\n');
    received.push(await next);
    expect(received).toEqual(['event: ready\ndata: {}\n\n', ': ping\n\n']);

    const closedAt = Date.now();
    res.socket!.destroy();
    expect((await ended) - closedAt).toBeLessThan(1_000);
  });

  it('closes the request to the API when the browser drops its HTTP/2 stream', async () => {
    const arrived = api.next();
    api.answer((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/event-stream' });
      res.write(': open\n\n');
    });
    const stream = session.request({ ':path': '/api/notification/stream' });
    const { req } = await arrived;
    const upstreamClosed = new Promise<void>((resolve) => req.socket.once('close', () => resolve()));
    stream.close(http2.constants.NGHTTP2_CANCEL);
    await upstreamClosed;
  });
});

describe('the one-bundle site over HTTPS', () => {
  it('speaks HTTP/2 with the same certificate, so both builds are measured alike', async () => {
    await mkdir(oneBundleDir(root), { recursive: true });
    await writeFile(path.join(oneBundleDir(root), 'index.html'), '<h1>one bundle</h1>');
    const oneBundle = await startOneBundleSite({ repoRoot: root, hostname: '127.0.0.1', tls: true });
    const client = http2.connect(oneBundle.url, { ca: oneBundle.certificate!.cert });
    try {
      expect(oneBundle.certificate!.spki).toBe(site.certificate!.spki);
      const body = await new Promise<string>((resolve, reject) => {
        const stream = client.request({ ':path': '/quotes' });
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      });
      expect(client.alpnProtocol).toBe('h2');
      expect(body).toBe('<h1>one bundle</h1>');
    } finally {
      client.close();
      await oneBundle.close();
    }
  });
});
