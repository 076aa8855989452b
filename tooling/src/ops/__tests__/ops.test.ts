import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sriOf } from '../../webpack/integrity.ts';
import { deploy, ensureDeployed, history, rollback, status } from '../commands.ts';
import { LOCAL_PORTS, type Environment } from '../environments.ts';
import { readRegistry, withRegistryLock } from '../registry-store.ts';
import { REMOTES, type RemoteName } from '../remotes.ts';
import {
  manifest,
  publish as publishIn,
  publishHost,
  testEnvironment,
  versionFolder as folderIn,
} from './published-store.ts';

let root: string;
let env: Environment;

const publish = (remote: RemoteName, version: string, age: number, body?: unknown) =>
  publishIn(root, remote, version, age, body);
const versionFolder = (remote: RemoteName, version: string) => folderIn(root, remote, version);

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ops-'));
  env = testEnvironment(root);
  await publishHost(root);
  for (const remote of Object.keys(REMOTES) as RemoteName[]) await publish(remote, '1.0.0-a', 100);
  await publish('remote_shell', '1.0.0-b', 50);
});
afterEach(() => rm(root, { recursive: true, force: true }));

const registryText = () => readFile(env.recordFile, 'utf8');
const servedText = () => readFile(env.registryFile, 'utf8');

describe('ops', () => {
  it('deploys the newest published version by default, by package or federation name', async () => {
    const change = await deploy(env, 'remote-shell', undefined, 'alice');
    expect(change).toMatchObject({ remote: 'remote_shell', from: null, to: '1.0.0-b', revision: 1 });
    const registry = await readRegistry(env);
    expect(registry.remotes.remote_shell).toEqual({
      version: '1.0.0-b',
      entry: 'http://localhost:3001/1.0.0-b/remoteEntry.js',
      integrity: sriOf('entry'),
    });
    expect(registry.history).toEqual([
      expect.objectContaining({ actor: 'alice', remote: 'remote_shell', action: 'deploy', from: null, to: '1.0.0-b' }),
    ]);
    await deploy(env, 'remote_shell', '1.0.0-a', 'bob');
    expect((await readRegistry(env)).remotes.remote_shell?.version).toBe('1.0.0-a');
  });

  it('rolls back to the version active before, or to --to', async () => {
    await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
    await deploy(env, 'remote-shell', '1.0.0-b', 'alice');
    const back = await rollback(env, 'remote-shell', undefined, 'ops');
    expect(back).toMatchObject({ from: '1.0.0-b', to: '1.0.0-a' });
    expect((await history(env, 'remote_shell')).map((entry) => `${entry.action}:${entry.to}`)).toEqual([
      'deploy:1.0.0-a',
      'deploy:1.0.0-b',
      'rollback:1.0.0-a',
    ]);
    await expect(rollback(env, 'remote-shell', '1.0.0-a', 'ops')).rejects.toThrow('already at 1.0.0-a');
    await expect(rollback(env, 'remote-organizer', undefined, 'ops')).rejects.toThrow('no earlier version');
  });

  it('refuses unknown remotes, listing the known ones', async () => {
    await expect(deploy(env, 'remote-chat', undefined, 'alice')).rejects.toThrow(
      'Unknown remote "remote-chat". Known remotes: remote-shell (remote_shell), remote-notifications (remote_notifications), remote-organizer (remote_organizer), remote-provider (remote_provider).',
    );
  });

  it.each([
    ['missing', undefined, 'it is not one of its published versions (1.0.0-b, 1.0.0-a)'],
    ['not JSON', '{"name": "remote_shell",', 'not valid JSON'],
    ['without ./Footer', manifest('remote_shell', ['./Header']), 'does not expose ./Footer'],
    [
      'of another container',
      { ...manifest('remote_shell'), name: 'remote_provider' },
      'names container "remote_provider"',
    ],
  ])('refuses a version whose manifest is %s and changes nothing', async (_label, body, message) => {
    await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
    const before = await registryText();
    if (body !== undefined) await publish('remote_shell', '1.0.0-bad', 10, body);
    await expect(deploy(env, 'remote-shell', '1.0.0-bad', 'alice')).rejects.toThrow(message);
    expect(await registryText()).toBe(before);
  });

  it('refuses a version whose files are not what was published, naming them, and changes nothing', async () => {
    await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
    const before = [await registryText(), await servedText()];
    await publish('remote_shell', '1.0.0-c', 10);
    await writeFile(path.join(versionFolder('remote_shell', '1.0.0-c'), 'remoteEntry.js'), 'entrY');
    await writeFile(path.join(versionFolder('remote_shell', '1.0.0-c'), 'chunks', 'extra.js'), 'added later');
    await expect(deploy(env, 'remote-shell', '1.0.0-c', 'alice')).rejects.toThrow(
      'Refusing to deploy remote_shell 1.0.0-c: files do not match what was published: remoteEntry.js (changed), chunks/extra.js (not published). The registry is unchanged.',
    );
    expect([await registryText(), await servedText()]).toEqual(before);

    await deploy(env, 'remote-shell', '1.0.0-b', 'alice');
    await writeFile(path.join(versionFolder('remote_shell', '1.0.0-a'), 'chunks', 'Footer.js'), 'chunK');
    await expect(rollback(env, 'remote-shell', undefined, 'alice')).rejects.toThrow(
      'files do not match what was published: chunks/Footer.js (changed)',
    );
  });

  it('refuses a version published without its hashes', async () => {
    await publish('remote_shell', '1.0.0-c', 10);
    await rm(path.join(versionFolder('remote_shell', '1.0.0-c'), 'integrity.json'));
    await expect(deploy(env, 'remote-shell', '1.0.0-c', 'alice')).rejects.toThrow(
      /no integrity\.json at .*: it was not published with its hashes; build it again/,
    );
  });

  it.each(['../remote-provider/dist/1.0.0-a', '..', '1.0.0-a/../1.0.0-b', '/tmp/x', ''])(
    'accepts only a published version name, never a path: %j',
    async (name) => {
      await expect(deploy(env, 'remote-shell', name || '.', 'alice')).rejects.toThrow(
        'a version is a name made of letters, digits, ".", "_" and "-", not a path',
      );
      await expect(rollback(env, 'remote-shell', name || '.', 'alice')).rejects.toThrow('not a path');
      await expect(deploy(env, 'remote-shell', '1.0.0-z', 'alice')).rejects.toThrow(
        'it is not one of its published versions (1.0.0-b, 1.0.0-a)',
      );
    },
  );

  it('serves the browser only each remote’s version, entry URL and hash; history and operators stay in the record', async () => {
    await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
    await ensureDeployed(env, 'site-start');
    const served = JSON.parse(await servedText());
    expect(served).toEqual({
      remotes: Object.fromEntries(
        (Object.keys(REMOTES) as RemoteName[]).map((remote) => [
          remote,
          {
            version: '1.0.0-a',
            entry: `http://localhost:${LOCAL_PORTS[remote]}/1.0.0-a/remoteEntry.js`,
            integrity: sriOf('entry'),
          },
        ]),
      ),
    });
    expect(await servedText()).not.toMatch(/alice|site-start|history|revision/);
    expect(JSON.parse(await registryText()).history.map((entry: { actor: string }) => entry.actor)).toEqual([
      'alice',
      'site-start',
      'site-start',
      'site-start',
    ]);
  });

  it('adopts a registry file written before the record was kept apart, keeping its history and pinning its versions', async () => {
    await mkdir(path.dirname(env.registryFile), { recursive: true });
    const legacy = {
      environment: 'test',
      revision: 3,
      updatedAt: '2025-01-01T00:00:00.000Z',
      remotes: { remote_shell: { version: '1.0.0-a', manifest: 'http://localhost:3001/1.0.0-a/mf-manifest.json' } },
      history: [
        {
          revision: 3,
          at: '2025-01-01T00:00:00.000Z',
          actor: 'carol',
          remote: 'remote_shell',
          action: 'deploy',
          from: null,
          to: '1.0.0-a',
        },
      ],
    };
    await writeFile(env.registryFile, JSON.stringify(legacy));
    const started = await ensureDeployed(env, 'site-start');
    expect(started.remotes.remote_shell).toEqual({
      version: '1.0.0-a',
      entry: 'http://localhost:3001/1.0.0-a/remoteEntry.js',
      integrity: sriOf('entry'),
    });
    expect(started.history[0]).toMatchObject({ actor: 'carol', to: '1.0.0-a' });
    expect(JSON.parse(await servedText()).remotes.remote_shell).toEqual({
      version: '1.0.0-a',
      entry: 'http://localhost:3001/1.0.0-a/remoteEntry.js',
      integrity: sriOf('entry'),
    });
    expect(await servedText()).not.toContain('carol');
  });

  it('refuses a version whose remoteEntry is gone', async () => {
    await publish('remote_shell', '1.0.0-c', 10);
    await rm(path.join(root, 'remote-shell', 'dist', '1.0.0-c', 'remoteEntry.js'));
    await expect(deploy(env, 'remote-shell', '1.0.0-c', 'alice')).rejects.toThrow('files missing: remoteEntry.js');
  });

  it('refuses a version whose container is not remoteEntry.js beside the manifest (where the host loads it)', async () => {
    const moved = {
      ...manifest('remote_shell'),
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'static' } },
    };
    await publish('remote_shell', '1.0.0-d', 10, moved);
    const before = await registryText().catch(() => null);
    await expect(deploy(env, 'remote-shell', '1.0.0-d', 'alice')).rejects.toThrow(
      'names its remoteEntry "static/remoteEntry.js", but the host loads "remoteEntry.js" beside the manifest',
    );
    expect(await registryText().catch(() => null)).toBe(before);
  });

  it('two deploys at once: one lands, the other lands after it or is refused, never a mix', async () => {
    await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
    const results = await Promise.allSettled([
      deploy(env, 'remote-shell', '1.0.0-b', 'one'),
      deploy(env, 'remote-shell', '1.0.0-a', 'two'),
    ]);
    const landed = results.filter((result) => result.status === 'fulfilled');
    expect(landed.length).toBeGreaterThanOrEqual(1);
    for (const result of results)
      if (result.status === 'rejected')
        expect(String(result.reason)).toMatch(/registry changed while this command ran/);
    const registry = JSON.parse(await registryText());
    expect(registry.revision).toBe(1 + landed.length);
    expect(JSON.parse(await servedText()).remotes.remote_shell.entry).toBe(
      `http://localhost:3001/${registry.remotes.remote_shell.version}/remoteEntry.js`,
    );
    expect(registry.history).toHaveLength(registry.revision);
    expect(registry.remotes.remote_shell.version).toBe(registry.history.at(-1).to);
  });

  it('breaks a lock left by a process that died', async () => {
    await mkdir(path.dirname(env.registryFile), { recursive: true });
    await writeFile(
      `${env.registryFile}.lock`,
      JSON.stringify({ pid: 999_999_999, host: os.hostname(), at: Date.now() }),
    );
    await expect(deploy(env, 'remote-shell', '1.0.0-a', 'alice')).resolves.toMatchObject({ to: '1.0.0-a' });
  });

  it('gives up on a live lock with a clear message', async () => {
    await withRegistryLock(env, async () => {
      await expect(withRegistryLock(env, async () => 'never', 200)).rejects.toThrow('is locked by another change');
    });
  });

  it('on start, deploys only remotes with no entry or a vanished version, keeping what ops chose', async () => {
    await deploy(env, 'remote-shell', '1.0.0-a', 'ops');
    const started = await ensureDeployed(env, 'site-start');
    expect(started.remotes.remote_shell?.version).toBe('1.0.0-a');
    expect(started.remotes.remote_provider?.version).toBe('1.0.0-a');
    await rm(path.join(root, 'remote-shell', 'dist', '1.0.0-a'), { recursive: true });
    expect((await ensureDeployed(env, 'site-start')).remotes.remote_shell?.version).toBe('1.0.0-b');
    const unchanged = await readRegistry(env);
    expect((await ensureDeployed(env, 'site-start')).revision).toBe(unchanged.revision);
  });

  it('on start, skips a newer build whose manifest is broken, and says so when none is deployable', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await publish('remote_shell', '1.0.0-c', 10, '{ not json');
    expect((await ensureDeployed(env, 'site-start')).remotes.remote_shell?.version).toBe('1.0.0-b');
    expect(warn).toHaveBeenCalledWith(
      expect.stringMatching(/remote_shell: starting on 1\.0\.0-b; skipped 1\.0\.0-c \(manifest is not valid JSON\)/),
    );
    await rm(env.recordFile);
    await rm(env.registryFile);
    await publish('remote_organizer', '1.0.0-a', 100, '{ not json');
    await expect(ensureDeployed(env, 'site-start')).rejects.toThrow(
      /No build of remote_organizer is deployable: 1\.0\.0-a \(manifest is not valid JSON\)/,
    );
    warn.mockRestore();
  });

  it('reports status: active version, manifest health, versions available', async () => {
    await ensureDeployed(env, 'site-start');
    const report = await status(env);
    const shell = report.remotes.find((entry) => entry.remote === 'remote_shell');
    expect(shell).toMatchObject({
      active: '1.0.0-b',
      health: { ok: true, from: 'disk' },
      available: ['1.0.0-b', '1.0.0-a'],
    });
  });
});
