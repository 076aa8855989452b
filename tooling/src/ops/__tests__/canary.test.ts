import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sriOf } from '../../webpack/integrity.ts';
import { abortCanary, promoteCanary, startCanary } from '../canary.ts';
import { deploy, history, rollback, status } from '../commands.ts';
import type { Environment } from '../environments.ts';
import { readRegistry } from '../registry-store.ts';
import { publish, publishHost, testEnvironment, versionFolder } from './published-store.ts';

let root: string;
let env: Environment;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ops-canary-'));
  env = testEnvironment(root);
  await publishHost(root);
  await publish(root, 'remote_shell', '1.0.0-a', 100);
  await publish(root, 'remote_shell', '1.0.0-b', 50);
  await publish(root, 'remote_shell', '1.0.0-c', 20);
  await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const served = async () => JSON.parse(await readFile(env.registryFile, 'utf8'));
const record = () => readFile(env.recordFile, 'utf8');

describe('canary releases', () => {
  it('sends a pinned canary to a share of sessions beside the stable version, in the record and the served registry', async () => {
    const change = await startCanary(env, 'remote-shell', '1.0.0-b', { percent: '10', actor: 'bob' });
    expect(change).toEqual({
      remote: 'remote_shell',
      action: 'canary',
      from: '1.0.0-a',
      to: '1.0.0-b',
      percent: 10,
      revision: 2,
    });
    expect((await served()).remotes.remote_shell).toEqual({
      version: '1.0.0-a',
      entry: 'http://localhost:3001/1.0.0-a/remoteEntry.js',
      integrity: sriOf('entry'),
      canary: {
        version: '1.0.0-b',
        entry: 'http://localhost:3001/1.0.0-b/remoteEntry.js',
        integrity: sriOf('entry'),
        percent: 10,
      },
    });
    const since = (await readRegistry(env)).remotes.remote_shell?.canary?.since;
    expect(Date.parse(since ?? '')).not.toBeNaN();

    // A new share keeps the start time; the history has both.
    await startCanary(env, 'remote_shell', '1.0.0-b', { percent: 50, actor: 'bob' });
    expect((await readRegistry(env)).remotes.remote_shell?.canary).toMatchObject({ percent: 50, since });
    expect((await history(env, 'remote_shell')).map((e) => [e.action, e.from, e.to, e.percent])).toEqual([
      ['deploy', null, '1.0.0-a', undefined],
      ['canary', '1.0.0-a', '1.0.0-b', 10],
      ['canary', '1.0.0-a', '1.0.0-b', 50],
    ]);
    expect((await status(env)).remotes.find((r) => r.remote === 'remote_shell')?.canary).toMatchObject({
      version: '1.0.0-b',
      percent: 50,
      health: { ok: true },
    });
  });

  it.each([['0'], ['101'], ['12.5'], ['ten'], [undefined]])(
    'refuses --percent %s and changes nothing',
    async (percent) => {
      const before = await record();
      await expect(startCanary(env, 'remote-shell', '1.0.0-b', { percent, actor: 'bob' })).rejects.toThrow(
        '--percent must be a whole number from 1 to 100',
      );
      expect(await record()).toBe(before);
    },
  );

  it('checks a canary as a deploy does: unpublished, broken or tampered versions are refused', async () => {
    const before = await record();
    await expect(startCanary(env, 'remote-shell', '1.0.0-z', { percent: 5, actor: 'bob' })).rejects.toThrow(
      'Refusing to canary remote_shell 1.0.0-z: it is not one of its published versions',
    );
    await writeFile(path.join(versionFolder(root, 'remote_shell', '1.0.0-b'), 'remoteEntry.js'), 'changed');
    await expect(startCanary(env, 'remote-shell', '1.0.0-b', { percent: 5, actor: 'bob' })).rejects.toThrow(
      /Refusing to canary remote_shell 1\.0\.0-b: files do not match what was published: remoteEntry\.js \(changed\)/,
    );
    await expect(startCanary(env, 'remote-shell', '1.0.0-a', { percent: 5, actor: 'bob' })).rejects.toThrow(
      'already its stable version',
    );
    expect(await record()).toBe(before);
  });

  it('refuses a canary for a remote with no stable version', async () => {
    await publish(root, 'remote_provider', '1.0.0-a', 10);
    await expect(startCanary(env, 'remote-provider', '1.0.0-a', { percent: 5, actor: 'bob' })).rejects.toThrow(
      'it has no stable version yet',
    );
  });

  it('promotes the canary: it becomes the stable version for everyone, and a rollback goes back to the old stable', async () => {
    await startCanary(env, 'remote-shell', '1.0.0-b', { percent: 10, actor: 'bob' });
    expect(await promoteCanary(env, 'remote-shell', { actor: 'carol' })).toMatchObject({
      action: 'promote',
      from: '1.0.0-a',
      to: '1.0.0-b',
    });
    expect((await served()).remotes.remote_shell).toEqual({
      version: '1.0.0-b',
      entry: 'http://localhost:3001/1.0.0-b/remoteEntry.js',
      integrity: sriOf('entry'),
    });
    await expect(promoteCanary(env, 'remote-shell', { actor: 'carol' })).rejects.toThrow('has no canary to promote');
    expect(await rollback(env, 'remote-shell', undefined, 'dave')).toMatchObject({ from: '1.0.0-b', to: '1.0.0-a' });
    expect((await served()).remotes.remote_shell.withdrawn).toEqual(['1.0.0-b']);
  });

  it('refuses to promote a canary whose files changed since it started', async () => {
    await startCanary(env, 'remote-shell', '1.0.0-b', { percent: 10, actor: 'bob' });
    await writeFile(path.join(versionFolder(root, 'remote_shell', '1.0.0-b'), 'remoteEntry.js'), 'changed');
    await expect(promoteCanary(env, 'remote-shell', { actor: 'carol' })).rejects.toThrow(
      'Refusing to promote remote_shell 1.0.0-b',
    );
    expect((await readRegistry(env)).remotes.remote_shell?.version).toBe('1.0.0-a');
  });

  it('aborts the canary with reason and figures: stable for everyone, the canary withdrawn, a second abort refused', async () => {
    await startCanary(env, 'remote-shell', '1.0.0-b', { percent: 10, actor: 'bob' });
    const figures = { canaryErrorRate: 0.12, stableErrorRate: 0.01, canarySessions: 240 };
    const change = await abortCanary(env, 'remote_shell', {
      actor: 'auto-rollback',
      reason: 'error rate 12x',
      figures,
    });
    expect(change).toMatchObject({ action: 'abort', from: '1.0.0-b', to: '1.0.0-a', revision: 3 });
    expect((await served()).remotes.remote_shell).toEqual({
      version: '1.0.0-a',
      entry: 'http://localhost:3001/1.0.0-a/remoteEntry.js',
      integrity: sriOf('entry'),
      withdrawn: ['1.0.0-b'],
    });
    expect((await history(env, 'remote_shell')).at(-1)).toMatchObject({
      action: 'abort',
      actor: 'auto-rollback',
      from: '1.0.0-b',
      to: '1.0.0-a',
      reason: 'error rate 12x',
      figures,
    });
    expect(JSON.stringify(await served())).not.toMatch(/auto-rollback|12x/);
    await expect(abortCanary(env, 'remote_shell', { actor: 'ops' })).rejects.toThrow('has no canary to abort');
  });

  it('an abort is not refused for the state of the canary’s files', async () => {
    await startCanary(env, 'remote-shell', '1.0.0-b', { percent: 10, actor: 'bob' });
    await rm(versionFolder(root, 'remote_shell', '1.0.0-b'), { recursive: true });
    await expect(abortCanary(env, 'remote_shell', { actor: 'ops' })).resolves.toMatchObject({ action: 'abort' });
  });

  it('a deploy keeps a running canary, ends it when it deploys the same version, and takes a version off the withdrawn list', async () => {
    await startCanary(env, 'remote-shell', '1.0.0-b', { percent: 10, actor: 'bob' });
    await deploy(env, 'remote-shell', '1.0.0-c', 'alice');
    expect((await readRegistry(env)).remotes.remote_shell).toMatchObject({
      version: '1.0.0-c',
      canary: { version: '1.0.0-b', percent: 10 },
    });
    await abortCanary(env, 'remote-shell', { actor: 'ops' });
    await deploy(env, 'remote-shell', '1.0.0-b', 'alice');
    const entry = (await readRegistry(env)).remotes.remote_shell;
    expect(entry?.version).toBe('1.0.0-b');
    expect(entry?.withdrawn).toBeUndefined();

    await startCanary(env, 'remote-shell', '1.0.0-c', { percent: 10, actor: 'bob' });
    await deploy(env, 'remote-shell', '1.0.0-c', 'alice');
    expect((await readRegistry(env)).remotes.remote_shell?.canary).toBeUndefined();
  });

  it('a rollback ignores canary and abort entries when finding the version before', async () => {
    await deploy(env, 'remote-shell', '1.0.0-c', 'alice');
    await startCanary(env, 'remote-shell', '1.0.0-b', { percent: 10, actor: 'bob' });
    await abortCanary(env, 'remote-shell', { actor: 'ops' });
    expect(await rollback(env, 'remote-shell', undefined, 'dave')).toMatchObject({ from: '1.0.0-c', to: '1.0.0-a' });
    expect((await readRegistry(env)).remotes.remote_shell?.withdrawn).toEqual(['1.0.0-b', '1.0.0-c']);
  });
});
