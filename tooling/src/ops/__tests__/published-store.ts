import { mkdir, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordIntegrity } from '../../webpack/integrity.ts';
import { localOrigins, LOCAL_PORTS, type Environment } from '../environments.ts';
import { packageOf, REMOTES, type RemoteName } from '../remotes.ts';

/** A federation manifest as the host needs it, exposing `exposes`. */
export function manifest(remote: RemoteName, exposes: readonly string[] = REMOTES[remote].exposes) {
  return {
    name: remote,
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: exposes.map((expose) => ({ path: expose, assets: { js: { sync: [`chunks/${expose.slice(2)}.js`] } } })),
  };
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
