import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import http2 from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gzipSync } from 'node:zlib';
import { close, createSiteServer, listen, type SiteServer } from '../listen.ts';
import { PAGE_HEAD_MARKER, pageHeadInjector, spliceHead, type PageHeadOptions } from '../page-head.ts';
import { createStaticHandler, createStaticServer } from '../static-server.ts';
import { localCertificate } from '../tls.ts';
import { send } from './support/http.ts';

const page = (body: string) =>
  `<!doctype html><html><head><title>Kids</title>${PAGE_HEAD_MARKER}<script defer src="/main.js"></script></head><body>${body}</body></html>`;

/** A stand-in API: answers each page-head request with `answer`, and records what it was asked. */
function fakeApi() {
  const asked: { url: string; headers: IncomingMessage['headers'] }[] = [];
  let answer = async (req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<meta name="description" content="Head of ${req.url}" data-page-head>`);
  };
  const server = http.createServer((req, res) => {
    asked.push({ url: req.url ?? '', headers: req.headers });
    void answer(req, res);
  });
  return {
    server,
    asked,
    answerWith(next: typeof answer) {
      answer = next;
    },
  };
}

let root: string;
let api: ReturnType<typeof fakeApi>;
let apiUrl: string;
let site: SiteServer | null = null;
let port: number;

async function serve(options: PageHeadOptions = {}) {
  site = createStaticServer({ root, spa: true, html: pageHeadInjector(apiUrl, options) });
  port = await listen(site, 0, '127.0.0.1');
}

const get = (target: string, headers: Record<string, string> = {}) =>
  send(port, target, { headers: { host: `localhost:${port}`, ...headers } });

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'page-head-'));
  await writeFile(path.join(root, 'index.html'), page('home'));
  // The build's precompressed copy: a page whose head is spliced in can never be sent as it is.
  await writeFile(path.join(root, 'index.html.gz'), gzipSync(page('home')));
  await mkdir(path.join(root, 'faq'));
  await writeFile(path.join(root, 'faq', 'index.html'), page('faq'));
  await writeFile(path.join(root, 'main.js'), 'main();');
  api = fakeApi();
  apiUrl = `http://127.0.0.1:${await listen(api.server, 0, '127.0.0.1')}`;
});

afterEach(async () => {
  if (site) await close(site);
  site = null;
  await close(api.server);
  await rm(root, { recursive: true, force: true });
});

describe('the page head', () => {
  it("is spliced in at the marker of every page: the API is asked for the page's path and query, on the origin the browser used", async () => {
    await serve();
    const home = await get('/');
    expect(home.body).toBe(
      page('home').replace(
        PAGE_HEAD_MARKER,
        '<meta name="description" content="Head of /api/public/page-head/" data-page-head>',
      ),
    );
    expect((await get('/faq')).body).toContain('content="Head of /api/public/page-head/faq"');
    expect((await get('/results?q=magic&postcode=SW11')).body).toContain(
      'content="Head of /api/public/page-head/results?q=magic&postcode=SW11"',
    );
    expect(api.asked.at(-1)?.headers).toMatchObject({
      'x-forwarded-host': `localhost:${port}`,
      'x-forwarded-proto': 'http',
      'x-forwarded-for': '127.0.0.1',
    });
    // Files other than pages are never touched, nor is the API asked for them.
    const asked = api.asked.length;
    expect((await get('/main.js')).body).toBe('main();');
    expect(api.asked).toHaveLength(asked);
  });

  it("passes the path on as the browser wrote it, escapes and all, and never splices an answer that is not the API's HTML", async () => {
    await serve({ failureTtlMs: 0 });
    await get('/pages/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(api.asked.at(-1)?.url).toBe('/api/public/page-head/pages/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');

    api.answerWith(async (_req, res) => {
      res.writeHead(400, { 'Content-Type': 'application/json' });
      res.end('{"message":"<script>alert(1)</script>"}');
    });
    const refused = await get('/pages/a');
    expect(refused.body).toBe(page('home').replace(PAGE_HEAD_MARKER, ''));
    api.answerWith(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('"<script>alert(1)</script>"');
    });
    expect((await get('/pages/b')).body).not.toContain('alert');
  });

  it('keeps a head for a minute per origin and address, then asks again', async () => {
    let time = 0;
    await serve({ now: () => time });
    await get('/faq');
    await get('/faq');
    expect(api.asked).toHaveLength(1);
    await get('/faq?q=1');
    await get('/faq', { host: `127.0.0.1:${port}` });
    expect(api.asked).toHaveLength(3);
    time = 59_999;
    await get('/faq');
    expect(api.asked).toHaveLength(3);
    time = 60_001;
    await get('/faq');
    expect(api.asked).toHaveLength(4);
  });

  it('keeps at most maxEntries heads, dropping the oldest', async () => {
    await serve({ maxEntries: 2 });
    for (const target of ['/a', '/b', '/c']) await get(target);
    await get('/c');
    await get('/b');
    expect(api.asked).toHaveLength(3);
    await get('/a');
    expect(api.asked).toHaveLength(4);
  });

  it('sends the page without a head when the API is slow, and splices the late head into the next one', async () => {
    let release = () => {};
    api.answerWith(
      (_req, res) =>
        new Promise<void>((resolve) => {
          release = () => {
            res.writeHead(200, { 'Content-Type': 'text/html' });
            res.end('<meta name="description" content="late" data-page-head>');
            resolve();
          };
        }),
    );
    await serve({ waitMs: 100, coldWaitMs: 100 });
    const started = Date.now();
    const first = await get('/faq');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(first.body).toBe(page('faq').replace(PAGE_HEAD_MARKER, ''));
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get('/faq')).body).toContain('content="late"');
    expect(api.asked).toHaveLength(1);
  });

  it('waits for the head of a page it has not served yet, as a cold API renders it (a business page from the database)', async () => {
    api.answerWith(async (req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<meta name="description" content="Head of ${req.url}" data-page-head>`);
    });
    await serve();
    expect((await get('/businesses/magic-mike')).body).toContain(
      'content="Head of /api/public/page-head/businesses/magic-mike"',
    );
  });

  it('refreshes an expired head in the background: while the API is slow the page keeps the one it had', async () => {
    let time = 0;
    await serve({ now: () => time, waitMs: 100 });
    expect((await get('/faq')).body).toContain('content="Head of /api/public/page-head/faq"');
    let release = () => {};
    api.answerWith(
      (_req, res) =>
        new Promise<void>((resolve) => {
          release = () => {
            res.writeHead(200, { 'Content-Type': 'text/html' });
            res.end('<meta name="description" content="fresh" data-page-head>');
            resolve();
          };
        }),
    );
    time = 60_001;
    const started = Date.now();
    const stale = await get('/faq');
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(stale.body).toContain('content="Head of /api/public/page-head/faq"');
    release();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((await get('/faq')).body).toContain('content="fresh"');
    expect(api.asked).toHaveLength(2);
  });

  it('sends pages without a head while the API is down, asking it again only after a few seconds', async () => {
    let time = 0;
    await close(api.server);
    await serve({ now: () => time });
    expect((await get('/faq')).body).toBe(page('faq').replace(PAGE_HEAD_MARKER, ''));
    expect((await get('/faq')).status).toBe(200);
    await listen(api.server, Number(new URL(apiUrl).port), '127.0.0.1');
    expect((await get('/faq')).body).not.toContain('data-page-head');
    time = 5_001;
    await get('/faq');
    expect((await get('/faq')).body).toContain('data-page-head');
  });

  it('is compressed on the way out, with an ETag of its own content that changes with the head', async () => {
    let time = 0;
    let description = 'first';
    api.answerWith(async (_req, res) => {
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end(`<meta name="description" content="${description}" data-page-head>`);
    });
    await serve({ now: () => time });
    const compressed = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve) =>
      http.get(`http://127.0.0.1:${port}/`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      }),
    );
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(compressed.body).toString()).toContain('content="first"');
    const etag = String(compressed.headers.etag);
    expect((await get('/', { 'if-none-match': etag })).status).toBe(304);

    description = 'second';
    time = 60_001;
    const changed = await get('/', { 'if-none-match': etag });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('content="second"');
    expect(changed.headers.etag).not.toBe(etag);
  });
});

describe('the page head over HTTPS with HTTP/2', () => {
  it('names the origin from :authority and https to the API', async () => {
    const certificate = await localCertificate(path.join(root, 'tls'));
    site = createSiteServer(createStaticHandler({ root, spa: true, html: pageHeadInjector(apiUrl) }), certificate);
    port = await listen(site, 0, '127.0.0.1');
    const session = http2.connect(`https://localhost:${port}`, { ca: certificate.cert });
    const body = await new Promise<string>((resolve, reject) => {
      const stream = session.request({ ':path': '/faq' });
      let text = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => resolve(text));
      stream.on('error', reject);
    });
    session.close();
    expect(body).toContain('content="Head of /api/public/page-head/faq"');
    expect(api.asked[0]?.headers).toMatchObject({
      'x-forwarded-host': `localhost:${port}`,
      'x-forwarded-proto': 'https',
    });
  });
});

describe('the marker', () => {
  it("is in the page template's <head>, once, as the servers and nginx's SSI look for it", async () => {
    const template = await readFile(path.join(__dirname, '..', '..', 'webpack', 'index.html'), 'utf8');
    const head = template.slice(0, template.indexOf('</head>'));
    expect(head.split(PAGE_HEAD_MARKER)).toHaveLength(2);
  });
});

describe('spliceHead', () => {
  it('puts the head in place of the marker, and leaves a page without one as it is', () => {
    expect(spliceHead(`<head>${PAGE_HEAD_MARKER}</head>`, '<meta>')).toBe('<head><meta></head>');
    expect(spliceHead('<head></head>', '<meta>')).toBe('<head></head>');
  });
});

describe('a site without an API', () => {
  it('sends its pages as built, precompressed', async () => {
    site = createStaticServer({ root, spa: true });
    port = await listen(site, 0, '127.0.0.1');
    const response = await get('/', { 'accept-encoding': 'gzip' });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(api.asked).toHaveLength(0);
  });
});
