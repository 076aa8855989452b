import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http2, { type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { startFakeApi, type FakeApi } from '../../serve/__tests__/support/http.ts';
import { PAGE_HEAD_MARKER } from '../../serve/page-head.ts';
import { localCertificate } from '../../serve/tls.ts';
import { NGINX, startLocalEdge, type LocalEdge } from '../local-edge.ts';
import { freePort } from './free-port.ts';

let dir: string;
let api: FakeApi;
let edge: LocalEdge;
let session: ClientHttp2Session;
let authority: string;

const page = (body: string) => `<html><head><title>Kids</title>${PAGE_HEAD_MARKER}</head><body>${body}</body></html>`;

/** One request over HTTP/2, read whole and unzipped. */
function get(
  target: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': target, 'accept-encoding': 'gzip', ...headers });
    const chunks: Buffer[] = [];
    let answered: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answered = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks);
      const body = answered['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw;
      resolve({ headers: answered, body: body.toString() });
    });
    stream.on('error', reject);
  });
}

const headAnswer = () =>
  api.answer((req, res) =>
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'public, max-age=60' })
      .end(`<meta name="description" content="Head of ${req.url}" data-page-head>`),
  );

const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;

describeWithNginx("nginx splices each page's head from the API in at the marker (SSI)", () => {
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-page-head-'));
    api = await startFakeApi();
    const root = path.join(dir, 'html');
    await mkdir(path.join(root, 'faq'), { recursive: true });
    await writeFile(path.join(root, 'index.html'), page('home'));
    // The build's precompressed copy, which would carry the marker to the browser unfilled.
    await writeFile(path.join(root, 'index.html.gz'), gzipSync(page('home')));
    await writeFile(path.join(root, 'faq', 'index.html'), page('faq'));
    await writeFile(path.join(root, 'main.js'), 'main();');
    await writeFile(path.join(root, 'main.js.gz'), gzipSync('main();'));
    const port = await freePort();
    const certificate = await localCertificate(path.join(dir, 'tls'));
    edge = await startLocalEdge({
      dir: path.join(dir, 'edge'),
      apiUrl: api.url,
      registryFile: path.join(dir, 'registry.json'),
      host: { port, root },
      layout: 'path',
      tls: certificate,
    });
    authority = `localhost:${port}`;
    session = http2.connect(edge.url, { ca: certificate.cert });
  });

  beforeEach(() => {
    api.received.length = 0;
    headAnswer();
  });

  afterAll(async () => {
    session?.close();
    await edge?.close();
    await api?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("asks the API for the page's own address, query and escapes as sent, on the origin the browser used", async () => {
    const results = await get('/results?q=magic&postcode=SW11');
    expect(results.body).toBe(
      page('home').replace(
        PAGE_HEAD_MARKER,
        '<meta name="description" content="Head of /api/public/page-head/results?q=magic&postcode=SW11" data-page-head>',
      ),
    );
    expect(results.headers['content-encoding']).toBe('gzip');
    expect(results.headers['cache-control']).toBe('no-cache');
    expect(results.headers.etag).toBeUndefined();
    expect(api.received[0]?.headers).toMatchObject({
      'x-forwarded-host': authority,
      'x-forwarded-proto': 'https',
      'x-forwarded-for': '127.0.0.1',
    });

    expect((await get('/')).body).toContain('content="Head of /api/public/page-head/"');
    expect((await get('/faq/')).body).toContain('content="Head of /api/public/page-head/faq/"');
    expect((await get('/pages/%22%3Cx')).body).toContain('content="Head of /api/public/page-head/pages/%22%3Cx"');
  });

  it('keeps a head per origin and address: the API is asked once', async () => {
    await get('/pages/kept');
    const again = await get('/pages/kept');
    expect(again.body).toContain('content="Head of /api/public/page-head/pages/kept"');
    expect(api.received).toHaveLength(1);
    await get('/pages/kept', { ':authority': authority.replace('localhost', '127.0.0.1') });
    expect(api.received).toHaveLength(2);
  });

  it('sends the page without a head, soon, when the API fails or is slow', async () => {
    api.answer((_req, res) =>
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"<script>alert(1)</script>"}'),
    );
    const failed = await get('/pages/failing');
    expect(failed.body).toBe(page('home').replace(PAGE_HEAD_MARKER, ''));

    api.answer(() => undefined);
    const started = Date.now();
    const slow = await get('/pages/slow');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(slow.body).toBe(page('home').replace(PAGE_HEAD_MARKER, ''));
  });

  it('answers nothing at the include itself from outside, and leaves scripts precompressed', async () => {
    // An internal location: from outside it is a 404, which like any error there is no head at all.
    const include = await get('/_page-head');
    expect(include.headers[':status']).toBe(204);
    expect(include.body).toBe('');
    const script = await get('/main.js');
    expect(script.headers['content-encoding']).toBe('gzip');
    expect(script.body).toBe('main();');
    expect(api.received).toHaveLength(0);
  });
});
