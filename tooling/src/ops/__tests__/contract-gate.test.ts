import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sriOf } from '../../webpack/integrity.ts';
import type { ContractCheck } from '../contract.ts';
import { startCanary } from '../canary.ts';
import { deploy } from '../commands.ts';
import { candidateRegistry } from '../contract-site.ts';
import type { Environment } from '../environments.ts';
import { REMOTES, type RemoteName } from '../remotes.ts';
import { publish, publishHost, testEnvironment } from './published-store.ts';

let root: string;
let env: Environment;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'ops-contract-'));
  env = testEnvironment(root);
  await publishHost(root);
  for (const remote of Object.keys(REMOTES) as RemoteName[]) await publish(root, remote, '1.0.0-a', 100);
  await publish(root, 'remote_notifications', '1.0.0-b', 50);
  for (const remote of Object.keys(REMOTES)) await deploy(env, remote, '1.0.0-a', 'alice');
});
afterEach(() => rm(root, { recursive: true, force: true }));

const files = () => Promise.all([readFile(env.registryFile, 'utf8'), readFile(env.recordFile, 'utf8')]);
const failing: ContractCheck = async () => ({
  ok: false,
  problems: ['parcel remote_notifications/Bell did not mount: boom'],
  mounted: [],
  empty: [],
  ms: 12,
});

describe('the browser contract check in deploy and canary', () => {
  it('is given the candidate after the file checks and its time is reported', async () => {
    const seen: unknown[] = [];
    const passing: ContractCheck = async (_env, candidate) => {
      seen.push(candidate);
      return { ok: true, problems: [], mounted: ['remote_notifications/Bell'], empty: [], ms: 34 };
    };
    const change = await deploy(env, 'remote-notifications', '1.0.0-b', 'alice', { contract: passing });
    expect(change).toMatchObject({ to: '1.0.0-b', contractMs: 34 });
    expect(seen).toEqual([
      expect.objectContaining({ remote: 'remote_notifications', version: '1.0.0-b', integrity: sriOf('entry') }),
    ]);
  });

  it('refuses a failing candidate, naming what failed, and leaves both registry files as they were', async () => {
    const before = await files();
    await expect(deploy(env, 'remote_notifications', '1.0.0-b', 'alice', { contract: failing })).rejects.toThrow(
      'Refusing to deploy remote_notifications 1.0.0-b: the browser contract check failed (12 ms): parcel remote_notifications/Bell did not mount: boom. The registry is unchanged.',
    );
    await expect(
      startCanary(env, 'remote_notifications', '1.0.0-b', { percent: 10, actor: 'alice', contract: failing }),
    ).rejects.toThrow(/Refusing to canary remote_notifications 1.0.0-b: the browser contract check failed/);
    expect(await files()).toEqual(before);
  });

  it('refuses when the check cannot run at all', async () => {
    const before = await files();
    const broken: ContractCheck = async () => {
      throw new Error('Failed to launch chromium\nmore');
    };
    await expect(deploy(env, 'remote_notifications', '1.0.0-b', 'alice', { contract: broken })).rejects.toThrow(
      /could not run \(Failed to launch chromium\).*--no-browser-check skips the check\. The registry is unchanged\./,
    );
    expect(await files()).toEqual(before);
  });

  it("loads the registry as it would be: the candidate in its remote's place, no canary, on the check site's bases", async () => {
    await startCanary(env, 'remote_notifications', '1.0.0-b', { percent: 10, actor: 'alice' });
    const site = {
      ...env,
      bases: { ...env.bases, remote_notifications: 'http://127.0.0.1:9/remotes/remote_notifications' },
    };
    const registry = await candidateRegistry(
      env,
      { remote: 'remote_notifications', version: '1.0.0-b', integrity: 'sha384-x' },
      site,
    );
    expect(registry.remotes.remote_notifications).toEqual({
      version: '1.0.0-b',
      entry: 'http://127.0.0.1:9/remotes/remote_notifications/1.0.0-b/remoteEntry.js',
      integrity: 'sha384-x',
    });
    expect(registry.remotes.remote_shell).toMatchObject({ version: '1.0.0-a', integrity: sriOf('entry') });
    expect(Object.values(registry.remotes).some((entry) => 'canary' in entry)).toBe(false);
  });
});
