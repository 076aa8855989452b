import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  entryUrl,
  environment,
  localOrigins,
  LOCAL_PORTS,
  manifestUrl,
  pathBases,
  registryFileFor,
  remoteOrigins,
  siteFileFor,
  writeSiteDescription,
} from '../environments.ts';
import { REMOTE_NAMES } from '../remotes.ts';

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'environments-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('environments', () => {
  it('put a version under its remote’s base, whether the base is an origin or a path', () => {
    const base = { name: 'x', registryFile: '', recordFile: '' };
    const origins = { ...base, bases: localOrigins('localhost', LOCAL_PORTS) };
    const paths = { ...base, bases: pathBases('https://site.example/ignored/path') };
    expect(manifestUrl(origins, 'remote_shell', '1.0.0')).toBe('http://localhost:3001/1.0.0/mf-manifest.json');
    expect(entryUrl(paths, 'remote_shell', '1.0.0')).toBe(
      'https://site.example/remotes/remote_shell/1.0.0/remoteEntry.js',
    );
    const slashed = { ...base, bases: { ...paths.bases, remote_shell: 'https://cdn.example/shell/' } };
    expect(entryUrl(slashed, 'remote_shell', '2')).toBe('https://cdn.example/shell/2/remoteEntry.js');
  });

  it("name as remote origins only those other than the site's own", () => {
    expect(remoteOrigins({ bases: pathBases('https://site.example'), siteOrigin: 'https://site.example' })).toEqual([]);
    const mixed = { ...pathBases('https://site.example'), remote_provider: 'https://cdn.example/provider' };
    expect(remoteOrigins({ bases: mixed, siteOrigin: 'https://site.example/' })).toEqual(['https://cdn.example']);
    expect(remoteOrigins({ bases: localOrigins('localhost', LOCAL_PORTS) })).toEqual(
      REMOTE_NAMES.map((name) => `http://localhost:${LOCAL_PORTS[name]}`).sort(),
    );
  });

  it('`local` follows the layout the running site was started in, and each remote on its own port before any site said', async () => {
    expect(environment('local', root).bases.remote_shell).toBe('http://localhost:3001');
    const registryFile = registryFileFor(root, 'local');
    const started = {
      ...environment('local', root),
      bases: pathBases('https://localhost:3000'),
      siteOrigin: 'https://localhost:3000',
    };
    await writeSiteDescription(started);
    const local = environment('local', root);
    expect(local.bases).toEqual(pathBases('https://localhost:3000'));
    expect(local.siteOrigin).toBe('https://localhost:3000');
    expect(siteFileFor(registryFile)).toBe(path.join(root, '.local', 'registry', 'local.site.json'));
  });

  it('refuses a site description it cannot read, saying which file', async () => {
    const file = siteFileFor(registryFileFor(root, 'local'));
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify({ bases: { remote_shell: 'not a url' } }));
    expect(() => environment('local', root)).toThrow(
      `${file} does not describe a site (restart it, or delete the file): no base URL for remote_shell.`,
    );
  });
});
