import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ensureDeployed } from '../../ops/commands.ts';
import { REMOTES, type RemoteName } from '../../ops/remotes.ts';
import { sriOf } from '../../webpack/integrity.ts';
import { startSite, type Site } from '../site.ts';
import { publishAll } from './support/published-site.ts';

let root: string;
let site: Site;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'site-'));
  await publishAll(root, '1.0.0-a');
  const ports = { host: 0, remote_shell: 0, remote_notifications: 0, remote_organizer: 0, remote_provider: 0 };
  site = await startSite({
    repoRoot: root,
    registryFile: path.join(root, 'registry', 'local.json'),
    ports,
    hostname: '127.0.0.1',
  });
});
afterEach(async () => {
  await site.close();
  await rm(root, { recursive: true, force: true });
});

describe('the site', () => {
  it('deploys nothing when it starts: until ops deploys, /registry.json is unavailable and there is no ops record', async () => {
    const response = await fetch(`${site.url}/registry.json`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Registry unavailable' });
    await expect(readFile(site.environment.recordFile, 'utf8')).rejects.toThrow('ENOENT');

    await ensureDeployed(site.environment, 'dana');
    expect((await fetch(`${site.url}/registry.json`)).status).toBe(200);
  });

  it('sends the browser each remote’s version, entry URL and hash only; who deployed what stays in the ops record', async () => {
    await ensureDeployed(site.environment, 'dana');
    const response = await fetch(`${site.url}/registry.json`);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const body = await response.text();
    const expected = Object.fromEntries(
      (Object.keys(REMOTES) as RemoteName[]).map((remote) => [
        remote,
        {
          version: '1.0.0-a',
          entry: `${site.environment.bases[remote]}/1.0.0-a/remoteEntry.js`,
          integrity: sriOf(`entry of ${remote}`),
        },
      ]),
    );
    expect(JSON.parse(body)).toEqual({ remotes: expected });
    expect(body).not.toMatch(/dana|history|revision/);
    const record = JSON.parse(await readFile(site.environment.recordFile, 'utf8'));
    expect(record.history.map((entry: { actor: string }) => entry.actor)).toEqual(['dana', 'dana', 'dana', 'dana']);
  });

  it('admits in its Content-Security-Policy the remote origins it is configured with, not those a registry names', async () => {
    await ensureDeployed(site.environment, 'dana');
    const registry = JSON.parse(await readFile(site.environment.registryFile, 'utf8'));
    registry.remotes.remote_shell = {
      version: '1.0.0-a',
      manifest: 'https://evil.example/1.0.0-a/mf-manifest.json',
      entry: 'https://evil.example/1.0.0-a/remoteEntry.js',
      integrity: registry.remotes.remote_shell.integrity,
    };
    await writeFile(site.environment.registryFile, JSON.stringify(registry));
    const policy = (await fetch(`${site.url}/about`)).headers.get('content-security-policy') ?? '';
    const scriptSrc = policy.split('; ').find((directive) => directive.startsWith('script-src ')) ?? '';
    for (const origin of Object.values(site.environment.bases)) expect(scriptSrc).toContain(origin);
    expect(policy).not.toContain('evil.example');
  });
});
