import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { INTEGRITY_FILE, sriOf } from '../integrity.ts';
import { publishBuild, publishedState, PublishRefused } from '../publish.ts';
import { buildVersion, type BuildSource } from '../version.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'publish-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const source = (fingerprint: string): BuildSource => ({ commit: 'abcdef0123456789', dirty: null, fingerprint });

async function staged(name: string, body: string): Promise<string> {
  const staging = path.join(dir, 'staging', name);
  await mkdir(staging, { recursive: true });
  await writeFile(path.join(staging, 'remoteEntry.js'), body);
  return staging;
}

describe('publishing a build', () => {
  const dist = () => path.join(dir, 'dist');

  it('moves a new version into place whole, with a record of its source', async () => {
    const result = await publishBuild({
      name: 'remote_shell',
      staging: await staged('a', 'v1'),
      dist: dist(),
      version: '1.0.0-abc',
      source: source('s1'),
    });
    expect(result).toBe('published');
    expect(await readFile(path.join(dist(), '1.0.0-abc', 'remoteEntry.js'), 'utf8')).toBe('v1');
    expect(await publishedState(dist(), '1.0.0-abc', source('s1'))).toMatchObject({ state: 'same' });
  });

  it('records the SHA-384 of every file it publishes beside them', async () => {
    const staging = await staged('a', 'entry v1');
    await mkdir(path.join(staging, 'chunks'));
    await writeFile(path.join(staging, 'chunks', '1.abc.js'), 'chunk');
    await publishBuild({ name: 'remote_shell', staging, dist: dist(), version: '1.0.0-abc', source: source('s1') });
    const folder = path.join(dist(), '1.0.0-abc');
    const record = JSON.parse(await readFile(path.join(folder, INTEGRITY_FILE), 'utf8'));
    expect(record).toEqual({
      algorithm: 'sha384',
      files: {
        'chunks/1.abc.js': sriOf('chunk'),
        'publish.json': sriOf(await readFile(path.join(folder, 'publish.json'))),
        'remoteEntry.js': sriOf('entry v1'),
      },
    });
    expect(record.files['remoteEntry.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('is a no-op for the same source and refuses other content under the same version', async () => {
    await publishBuild({
      name: 'remote_shell',
      staging: await staged('a', 'v1'),
      dist: dist(),
      version: '1.0.0-abc',
      source: source('s1'),
    });
    const again = await publishBuild({
      name: 'remote_shell',
      staging: await staged('b', 'v1 rebuilt'),
      dist: dist(),
      version: '1.0.0-abc',
      source: source('s1'),
    });
    expect(again).toBe('unchanged');
    const other = publishBuild({
      name: 'remote_shell',
      staging: await staged('c', 'v2'),
      dist: dist(),
      version: '1.0.0-abc',
      source: source('s2'),
    });
    await expect(other).rejects.toThrow(PublishRefused);
    await expect(other).rejects.toThrow('already published from other sources');
    expect(await readFile(path.join(dist(), '1.0.0-abc', 'remoteEntry.js'), 'utf8')).toBe('v1');
  });
});

describe('build version', () => {
  const saved = process.env.BUILD_ID;
  afterEach(() => {
    if (saved === undefined) delete process.env.BUILD_ID;
    else process.env.BUILD_ID = saved;
  });

  it('names the commit, and marks uncommitted changes with their hash', () => {
    delete process.env.BUILD_ID;
    expect(buildVersion('0.1.0', { commit: 'abcdef0123456789', dirty: null, fingerprint: 'x' })).toBe('0.1.0-abcdef01');
    expect(buildVersion('0.1.0', { commit: 'abcdef0123456789', dirty: '1234abcd', fingerprint: 'x' })).toBe(
      '0.1.0-abcdef01-dirty.1234abcd',
    );
  });

  it('uses the CI build id when there is one', () => {
    process.env.BUILD_ID = '42';
    expect(buildVersion('0.1.0', { commit: 'abcdef0123456789', dirty: null, fingerprint: 'x' })).toBe('0.1.0-42');
  });
});
