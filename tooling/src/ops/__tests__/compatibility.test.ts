import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startCanary } from '../canary.ts';
import { deploy, rollback, status } from '../commands.ts';
import type { Environment } from '../environments.ts';
import { checkHost } from '../host-gate.ts';
import { publish, publishHost, singleton, HOST_SHARED, manifest, testEnvironment } from './published-store.ts';

let root: string;
let env: Environment;

/** A remote_shell version built against `shared` instead of the host's. */
const publishShell = (version: string, shared: unknown[]) =>
  publish(root, 'remote_shell', version, 10, manifest('remote_shell', undefined, shared));

const REACT_18 = [singleton('react', '18.3.1'), ...HOST_SHARED.slice(1)];
const STORE_1 = [HOST_SHARED[0], singleton('shared/store', '1.0.0'), HOST_SHARED[2]];

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ops-gate-'));
  env = testEnvironment(root);
  await publishHost(root);
  await publish(root, 'remote_shell', '1.0.0-a', 100);
  await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const files = () => Promise.all([readFile(env.recordFile, 'utf8'), readFile(env.registryFile, 'utf8')]);

describe('the compatibility gate', () => {
  it('refuses a deploy and a canary of a remote built against another major of React, naming the package and both ranges', async () => {
    await publishShell('1.0.0-react18', REACT_18);
    const before = await files();
    const named =
      /Refusing to (deploy|canary) remote_shell 1\.0\.0-react18: the host \(.*host\/dist\/mf-manifest\.json\) does not satisfy its shared singleton react: remote_shell 1\.0\.0-react18 requires \^18\.3\.1, the host provides 19\.1\.0 \(its range \^19\.1\.0\)\. The registry is unchanged\./;
    await expect(deploy(env, 'remote-shell', '1.0.0-react18', 'bob')).rejects.toThrow(named);
    await expect(startCanary(env, 'remote-shell', '1.0.0-react18', { percent: 5, actor: 'bob' })).rejects.toThrow(
      named,
    );
    expect(await files()).toEqual(before);
  });

  it('refuses a rollback to a version built against another major of the shared store', async () => {
    await publishShell('1.0.0-store1', STORE_1);
    await publishHost(root, STORE_1);
    await deploy(env, 'remote-shell', '1.0.0-store1', 'alice');
    // The host moved back to store 0.1: the version before is no longer loadable beside it.
    await publishHost(root, HOST_SHARED);
    await deploy(env, 'remote-shell', '1.0.0-a', 'alice');
    await expect(rollback(env, 'remote-shell', '1.0.0-store1', 'ops')).rejects.toThrow(
      'shared/store: remote_shell 1.0.0-store1 requires ^1.0.0, the host provides 0.1.0 (its range ^0.1.0)',
    );
  });

  it('lets through a minor the host satisfies, a package the host does not provide, and a shared module that is not a singleton', async () => {
    const fine = [
      singleton('react', '19.0.0'),
      singleton('shared/ui/bookings', '9.0.0'),
      { ...singleton('date-fns', '2.0.0', '^2.0.0'), singleton: false },
    ];
    await publishShell('1.0.0-fine', fine);
    await expect(deploy(env, 'remote-shell', '1.0.0-fine', 'bob')).resolves.toMatchObject({ to: '1.0.0-fine' });
  });

  it('shows an incompatible version as broken in status', async () => {
    await publishShell('1.0.0-react18', REACT_18);
    await publishHost(root, REACT_18);
    await deploy(env, 'remote-shell', '1.0.0-react18', 'alice');
    await publishHost(root, HOST_SHARED);
    const shell = (await status(env)).remotes.find((entry) => entry.remote === 'remote_shell');
    expect(shell?.health?.ok).toBe(false);
    expect(shell?.health?.problems.join()).toContain('react: remote_shell 1.0.0-react18 requires ^18.3.1');
  });

  it('refuses a deploy when the host manifest cannot be read, but lets a rollback through with a warning', async () => {
    await publish(root, 'remote_shell', '1.0.0-b', 50);
    await deploy(env, 'remote-shell', '1.0.0-b', 'alice');
    await rm(path.join(root, 'host'), { recursive: true });
    await expect(deploy(env, 'remote-shell', '1.0.0-a', 'bob')).rejects.toThrow(
      /Refusing to deploy remote_shell 1\.0\.0-a: the compatibility gate could not check it: cannot read .*mf-manifest\.json/,
    );
    const back = await rollback(env, 'remote-shell', undefined, 'ops');
    expect(back).toMatchObject({ to: '1.0.0-a', warning: expect.stringContaining('could not check it') });
  });

  it('checks a host deploy against every active remote and canary', async () => {
    await publishShell('1.0.0-b', HOST_SHARED);
    await startCanary(env, 'remote-shell', '1.0.0-b', { percent: 10, actor: 'bob' });
    await expect(checkHost(env)).resolves.toMatchObject({
      checked: ['remote_shell 1.0.0-a', 'remote_shell 1.0.0-b (canary)'],
      problems: [],
    });
    const candidate = await publishHost(path.join(root, 'candidate'), REACT_18);
    await expect(checkHost(env, candidate)).rejects.toThrow(
      /Refusing the host .*candidate.*: it does not satisfy the shared singletons of active remotes: react: remote_shell 1\.0\.0-a requires \^19\.1\.0, the host provides 18\.3\.1 \(its range \^18\.3\.1\); react: remote_shell 1\.0\.0-b \(canary\) requires \^19\.1\.0/,
    );
    await expect(checkHost(env, path.join(root, 'nowhere.json'))).rejects.toThrow('Refusing the host: cannot read');
  });
});
