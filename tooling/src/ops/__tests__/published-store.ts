import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordIntegrity } from '../../webpack/integrity.ts';
import { localOrigins, LOCAL_PORTS, type Environment } from '../environments.ts';
import { packageOf, REMOTES, type RemoteName } from '../remotes.ts';

/** A singleton as a manifest's `shared[]` lists it, required at `^version`. */
export const singleton = (name: string, version: string, requiredVersion = `^${version}`) => ({
  id: `app:${name}`,
  name,
  version,
  singleton: true,
  requiredVersion,
  hash: '',
  assets: { js: { sync: [], async: [] }, css: { sync: [], async: [] } },
});

/** What the fixture host provides and every fixture remote is built against. */
export const HOST_SHARED = [
  singleton('react', '19.1.0'),
  singleton('shared/store', '0.1.0'),
  singleton('zustand', '5.0.8'),
];

/** A federation manifest as the host needs it, exposing `exposes`, built against HOST_SHARED. */
export function manifest(
  remote: RemoteName,
  exposes: readonly string[] = REMOTES[remote].exposes,
  shared: unknown[] = HOST_SHARED,
) {
  return {
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    shared,
    exposes: exposes.map((expose) => ({ path: expose, assets: { js: { sync: [`chunks/${expose.slice(2)}.js`] } } })),
  };
}

/** Writes the built host's manifest under `root` (host/dist), providing `shared`. */
export async function publishHost(root: string, shared: unknown[] = HOST_SHARED): Promise<string> {
  const folder = path.join(root, 'host', 'dist');
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, 'mf-manifest.json');
  await writeFile(file, JSON.stringify({ name: 'host', shared, exposes: [], remotes: [] }));
  return file;
}

export const versionFolder = (root: string, remote: RemoteName, version: string) =>
  path.join(root, packageOf(remote), 'dist', version);

/**
 * Publishes a version folder of `remote` under `root` (its files, manifest and integrity.json),
 * `age` seconds old so "newest" is well defined.
 */
export async function publish(
  root: string,
  remote: RemoteName,
  version: string,
  age: number,
  body: unknown = manifest(remote),
): Promise<void> {
  const folder = versionFolder(root, remote, version);
  await mkdir(path.join(folder, 'chunks'), { recursive: true });
  await writeFile(path.join(folder, 'remoteEntry.js'), 'entry');
  for (const expose of REMOTES[remote].exposes)
    await writeFile(path.join(folder, 'chunks', `${expose.slice(2)}.js`), 'chunk');
  const file = path.join(folder, 'mf-manifest.json');
  await writeFile(file, typeof body === 'string' ? body : JSON.stringify(body));
  await recordIntegrity(folder);
  const when = new Date(Date.now() - age * 1000);
  await utimes(file, when, when);
}

/** An environment whose registry and published store are under `root`, remotes on the local ports. */
export function testEnvironment(root: string): Environment {
  return {
    name: 'test',
    registryFile: path.join(root, '.local', 'registry', 'test.json'),
    recordFile: path.join(root, '.local', 'registry', 'test.ops.json'),
    bases: localOrigins('localhost', LOCAL_PORTS),
    repoRoot: root,
  };
}
