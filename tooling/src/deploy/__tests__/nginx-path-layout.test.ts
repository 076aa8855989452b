import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http2, { type ClientHttp2Session, type IncomingHttpHeaders } from 'node:http2';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { REMOTE_NAMES, packageOf } from '../../ops/remotes.ts';
import { startFakeApi, type FakeApi } from '../../serve/__tests__/support/http.ts';
import { buildHost, chunkOf, HASHED_CHUNK, publishAll } from '../../serve/__tests__/support/published-site.ts';
import { LOCAL_AUTH_EMULATOR_ORIGIN, siteHeaders } from '../../serve/headers.ts';
import { localCertificate, type LocalCertificate } from '../../serve/tls.ts';
import { NGINX, startLocalEdge, type LocalEdge } from '../local-edge.ts';
import { IMMUTABLE, REVALIDATE } from '../nginx.ts';
import { freePort } from './free-port.ts';

let dir: string;
let api: FakeApi;
let edge: LocalEdge;
let certificate: LocalCertificate;
let session: ClientHttp2Session;

/** One request on the HTTP/2 session, read whole. */
function get(
  target: string,
  headers: Record<string, string> = {},
): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const stream = session.request({ ':path': target, ...headers });
    const chunks: Buffer[] = [];
    let answered: IncomingHttpHeaders = {};
    stream.on('response', (received) => (answered = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve({ headers: answered, body: Buffer.concat(chunks) }));
    stream.on('error', reject);
  });
}

const describeWithNginx = existsSync(NGINX) ? describe : describe.skip;

describeWithNginx(
  'the site nginx in the path layout, over HTTPS with HTTP/2, run from the generated configuration',
  () => {
    beforeAll(async () => {
      dir = await mkdtemp(path.join(os.tmpdir(), 'nginx-path-'));
      await buildHost(dir);
      await publishAll(dir, '1.0.0-a');
      api = await startFakeApi();
      certificate = await localCertificate(path.join(dir, 'tls'));
      edge = await startLocalEdge({
        dir: path.join(dir, 'edge'),
        apiUrl: api.url,
        registryFile: path.join(dir, 'registry.json'),
        host: { port: await freePort(), root: path.join(dir, 'host', 'dist') },
        layout: 'path',
        remoteRoots: Object.fromEntries(REMOTE_NAMES.map((name) => [name, path.join(dir, packageOf(name), 'dist')])),
        tls: certificate,
        hostname: '127.0.0.1',
      });
      session = http2.connect(edge.url, { ca: certificate.cert });
    });

    afterAll(async () => {
      session?.close();
      await edge?.close();
      await api?.close();
      await rm(dir, { recursive: true, force: true });
    });

    it('speaks HTTP/2 over TLS on the local certificate', async () => {
      expect(edge.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const { headers } = await get('/');
      expect(session.alpnProtocol).toBe('h2');
      expect(headers[':status']).toBe(200);
    });

    it('serves each remote under /remotes/<name>/<version>/, every file of a version immutable', async () => {
      for (const name of REMOTE_NAMES) {
        const under = `/remotes/${name}/1.0.0-a`;
        const entry = await get(`${under}/remoteEntry.js`);
        expect({ name, status: entry.headers[':status'], cache: entry.headers['cache-control'] }).toEqual({
          name,
          status: 200,
          cache: IMMUTABLE,
        });
        expect(entry.body.toString()).toBe(`entry of ${name}`);
        expect((await get(`${under}/mf-manifest.json`)).headers['cache-control']).toBe(IMMUTABLE);
        const chunk = await get(`${under}/${HASHED_CHUNK}`);
        expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
        expect(chunk.body.toString()).toBe(chunkOf(name, '1.0.0-a'));
      }
      // What names the versions is revalidated, so a deploy or rollback is seen on the next load.
      expect((await get('/')).headers['cache-control']).toBe(REVALIDATE);
    });

    it('serves the build’s precompressed files: brotli where the module is loaded, gzip otherwise', async () => {
      const target = `/remotes/remote_shell/1.0.0-a/${HASHED_CHUNK}`;
      const br = await get(target, { 'accept-encoding': 'br' });
      if (edge.brotli) {
        expect(br.headers['content-encoding']).toBe('br');
        expect(brotliDecompressSync(br.body).toString()).toBe(chunkOf('remote_shell', '1.0.0-a'));
      }
      const gz = await get(target, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.body).toString()).toBe(chunkOf('remote_shell', '1.0.0-a'));
    });

    it('answers 404 under /remotes/ for an unknown remote or a missing file, uncached, and refuses a path out of the folder, never the host’s page', async () => {
      for (const target of [
        '/remotes/remote_nope/1.0.0-a/remoteEntry.js',
        '/remotes/remote_shell/9.9.9/remoteEntry.js',
        '/remotes/remote_shell/..%2f..%2f..%2fhost%2fdist%2findex.html',
      ]) {
        const { headers, body } = await get(target);
        // A path climbing out of the folder is refused outright (400); a missing file is a 404.
        expect({ target, status: headers[':status'] }).toEqual({ target, status: target.includes('%2f') ? 400 : 404 });
        expect(body.toString()).not.toContain('host page');
        // Not cached: the file may be uploaded a moment later (immutable is for what is there).
        expect({ target, cache: headers['cache-control'] ?? null }).not.toEqual({ target, cache: IMMUTABLE });
      }
      expect((await get('/events/some-client-route')).body.toString()).toBe('<h1>host page</h1>');
    });

    it("sends the Node servers' security headers with a CSP naming no remote origin", async () => {
      const { headers } = await get('/remotes/remote_shell/1.0.0-a/remoteEntry.js');
      // A local edge, like the local Node servers, admits this machine's Auth Emulator.
      const expected = siteHeaders([], { authEmulatorOrigin: LOCAL_AUTH_EMULATOR_ORIGIN });
      for (const [name, value] of Object.entries(expected)) expect(headers[name.toLowerCase()]).toBe(value);
      expect(headers.link).toBeUndefined();
      expect(headers['access-control-allow-origin']).toBeUndefined();
    });

    it('forwards /api over HTTP/2 to the API, telling it the browser came over HTTPS', async () => {
      const { headers, body } = await get('/api/events');
      expect(headers[':status']).toBe(200);
      expect(body.toString()).toBe('{"ok":true}');
      expect(api.received.at(-1)!.headers['x-forwarded-proto']).toBe('https');
    });
  },
);
