import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { packageOf, REMOTES, type RemoteName } from '../../../ops/remotes.ts';
import { recordIntegrity } from '../../../webpack/integrity.ts';

/** A content-hashed chunk each published version carries, with the .br and .gz the build writes beside it. */
export const HASHED_CHUNK = 'chunks/app.0123abcd89.js';

export const chunkOf = (remote: RemoteName, version: string) => `chunk of ${remote} ${version};`;

/** A published version of each remote under `root`, as a build leaves it (manifest, entry, a hashed chunk, hashes). */
export async function publishAll(root: string, version: string): Promise<void> {
  for (const [remote, { exposes }] of Object.entries(REMOTES) as Array<[RemoteName, (typeof REMOTES)[RemoteName]]>) {
    const folder = path.join(root, packageOf(remote), 'dist', version);
    await mkdir(path.join(folder, 'chunks'), { recursive: true });
    await writeFile(path.join(folder, 'remoteEntry.js'), `entry of ${remote}`);
    const chunk = chunkOf(remote, version);
    await writeFile(path.join(folder, HASHED_CHUNK), chunk);
    await writeFile(path.join(folder, `${HASHED_CHUNK}.br`), brotliCompressSync(chunk));
    await writeFile(path.join(folder, `${HASHED_CHUNK}.gz`), gzipSync(chunk));
    const manifest = {
      name: remote,
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
      exposes: exposes.map((expose) => ({ path: expose })),
    };
    await writeFile(path.join(folder, 'mf-manifest.json'), JSON.stringify(manifest));
    await recordIntegrity(folder);
  }
}

/** The host's build: its page, with the brotli copy the build writes beside it. */
export async function buildHost(root: string): Promise<void> {
  const dist = path.join(root, 'host', 'dist');
  await mkdir(dist, { recursive: true });
  await writeFile(path.join(dist, 'index.html'), '<h1>host page</h1>');
  await writeFile(path.join(dist, 'index.html.br'), brotliCompressSync('<h1>host page</h1>'));
  // As a real build, its federation manifest (what ops' compatibility gate reads), sharing nothing here.
  await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'host', shared: [], exposes: [] }));
}
