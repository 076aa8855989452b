import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { checkVersion, deploy, ensureDeployed, rollback } from '../../ops/commands.ts';
import { readRegistry } from '../../ops/registry-store.ts';
import { REMOTE_NAMES } from '../../ops/remotes.ts';
import { sriOf } from '../../webpack/integrity.ts';
import { ANALYTICS_SCRIPT_ORIGINS, INLINE_SCRIPT_HASHES } from '../headers.ts';
import { startSite, type Site } from '../site.ts';
import { buildHost, chunkOf, HASHED_CHUNK, publishAll } from './support/published-site.ts';

let root: string;
let site: Site;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-path-'));
  await buildHost(root);
  await publishAll(root, '1.0.0-a');
  site = await startSite({
    repoRoot: root,
    registryFile: path.join(root, 'registry', 'local.json'),
    layout: 'path',
    ports: { host: 0 },
    hostname: '127.0.0.1',
  });
});
afterEach(async () => {
  await site.close();
  await rm(root, { recursive: true, force: true });
});

describe('the site in the path layout', () => {
  it('serves the whole site from one origin, each remote under /remotes/<name>/, and the registry points there', async () => {
    expect(Object.keys(site.servers)).toEqual(['host']);
    await ensureDeployed(site.environment, 'dana');

    const { remotes } = JSON.parse(await (await fetch(`${site.url}/registry.json`)).text());
    for (const remote of REMOTE_NAMES) {
      expect(remotes[remote]).toEqual({
        version: '1.0.0-a',
        entry: `${site.url}/remotes/${remote}/1.0.0-a/remoteEntry.js`,
        integrity: sriOf(`entry of ${remote}`),
      });
      const entry = await fetch(remotes[remote].entry);
      expect(entry.status).toBe(200);
      expect(await entry.text()).toBe(`entry of ${remote}`);
    }
    expect(await (await fetch(`${site.url}/events/some-client-route`)).text()).toBe('<h1>host page</h1>');
  });

  it('caches every file of a remote’s version for a year, its entry and manifest too, serving the precompressed copy', async () => {
    const under = `${site.url}/remotes/remote_shell/1.0.0-a`;
    const chunk = await fetch(`${under}/${HASHED_CHUNK}`, { headers: { 'accept-encoding': 'br' } });
    expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(chunk.headers.get('content-encoding')).toBe('br');
    expect(await chunk.text()).toBe(chunkOf('remote_shell', '1.0.0-a'));
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      expect((await fetch(`${under}/${file}`)).headers.get('cache-control')).toBe(
        'public, max-age=31536000, immutable',
      );
    }
    // The registry names the versions: it is what a deploy or rollback changes, so it is revalidated.
    expect((await fetch(`${site.url}/registry.json`)).headers.get('cache-control')).toBe('no-cache');
    // Same origin: no CORS header is needed, and none is sent.
    expect(chunk.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers 404 under /remotes/ for an unknown remote, a missing version or a path out of the folder, never the host’s page', async () => {
    for (const target of [
      '/remotes/remote_nope/1.0.0-a/remoteEntry.js',
      '/remotes/remote_shell/9.9.9/',
      '/remotes/remote_shell/1.0.0-a/no-such-file.js',
      '/remotes/remote_shell/%2e%2e/%2e%2e/host/dist/index.html',
      '/remotes/remote_shell/..%2f..%2f..%2fhost%2fdist%2findex.html',
    ]) {
      const response = await fetch(`${site.url}${target}`);
      expect({ target, status: response.status }).toEqual({ target, status: 404 });
      expect(await response.text()).not.toContain('host page');
    }
  });

  it("names no remote origin in its Content-Security-Policy and sends no preconnect: the remotes are the site itself ('self')", async () => {
    const response = await fetch(`${site.url}/about`);
    const policy = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      `script-src 'self' ${[...ANALYTICS_SCRIPT_ORIGINS, ...INLINE_SCRIPT_HASHES].join(' ')}`,
    );
    expect(policy).not.toContain(new URL(site.url).host);
    expect(response.headers.get('link')).toBeNull();
  });

  it('deploys and rolls back through the bases, and ops can check a version over HTTP at its path', async () => {
    await publishAll(root, '1.0.0-b');
    await ensureDeployed(site.environment, 'site-start');
    await deploy(site.environment, 'remote-shell', '1.0.0-a', 'alice');
    await deploy(site.environment, 'remote-shell', '1.0.0-b', 'alice');
    const entryOf = async () =>
      JSON.parse(await readFile(site.environment.registryFile, 'utf8')).remotes.remote_shell.entry as string;
    expect(await entryOf()).toBe(`${site.url}/remotes/remote_shell/1.0.0-b/remoteEntry.js`);
    await rollback(site.environment, 'remote-shell', undefined, 'alice');
    expect(await entryOf()).toBe(`${site.url}/remotes/remote_shell/1.0.0-a/remoteEntry.js`);

    // Without the store on disk, ops reads the manifest and the published hashes from the site itself.
    const overHttp = { ...site.environment, repoRoot: undefined };
    expect(await checkVersion(overHttp, 'remote_shell', '1.0.0-b')).toEqual({
      ok: true,
      from: 'http',
      problems: [],
      integrity: sriOf('entry of remote_shell'),
    });
    expect((await checkVersion(overHttp, 'remote_shell', '7.7.7')).problems).toEqual([
      `manifest answered 404 at ${site.url}/remotes/remote_shell/7.7.7/mf-manifest.json`,
    ]);
  });

  it('moves the versions ops chose under the origins layout onto the paths when the site is started in the path layout', async () => {
    await publishAll(root, '1.0.0-b');
    const registryFile = path.join(root, 'registry', 'moved.json');
    const before = await startSite({
      repoRoot: root,
      registryFile,
      ports: { host: 0, remote_shell: 0, remote_notifications: 0, remote_organizer: 0, remote_provider: 0 },
      hostname: '127.0.0.1',
    });
    await ensureDeployed(before.environment, 'site-start');
    await deploy(before.environment, 'remote-shell', '1.0.0-a', 'ops');
    await before.close();

    const after = await startSite({
      repoRoot: root,
      registryFile,
      layout: 'path',
      ports: { host: 0 },
      hostname: '127.0.0.1',
    });
    try {
      const moved = await ensureDeployed(after.environment, 'site-start');
      expect(moved.remotes.remote_shell).toMatchObject({
        version: '1.0.0-a',
        entry: `${after.url}/remotes/remote_shell/1.0.0-a/remoteEntry.js`,
      });
      expect((await readRegistry(after.environment)).history.at(-1)).toMatchObject({ actor: 'ops', to: '1.0.0-a' });
    } finally {
      await after.close();
    }
  });

  it('takes one remote down (503 at its path, as an origin failing behind the CDN) and brings it back', async () => {
    const entry = `${site.url}/remotes/remote_organizer/1.0.0-a/remoteEntry.js`;
    await site.stop('remote_organizer');
    expect((await fetch(entry)).status).toBe(503);
    expect((await fetch(`${site.url}/remotes/remote_shell/1.0.0-a/remoteEntry.js`)).status).toBe(200);
    await site.restart('remote_organizer');
    expect((await fetch(entry)).status).toBe(200);
  });
});
