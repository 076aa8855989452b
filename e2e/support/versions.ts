import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { REPO_ROOT } from './paths.ts';

/** Rewrites a built file and the precompressed copies the servers prefer. */
async function rewrite(file: string, text: string): Promise<void> {
  await writeFile(file, text);
  await writeFile(`${file}.gz`, gzipSync(text));
  await writeFile(`${file}.br`, brotliCompressSync(text));
}

/**
 * Publishes a second version of a remote without a rebuild: a copy of a built version folder
 * with one visible string changed in every script that renders it, remoteEntry.js (which holds
 * the exposed parcels) or a chunk, and their .gz/.br copies.
 * The manifest names the same files, so it stays consistent; its build info names the copy.
 */
export async function publishVariant(pkg: string, from: string, to: string, find: string, replace: string): Promise<() => Promise<void>> {
  const dist = path.join(REPO_ROOT, pkg, 'dist');
  const folder = path.join(dist, to);
  await cp(path.join(dist, from), folder, { recursive: true });
  let patched = 0;
  const scripts = ['remoteEntry.js', ...(await readdir(path.join(folder, 'chunks'))).map((name) => path.join('chunks', name))];
  for (const name of scripts) {
    if (!name.endsWith('.js')) continue;
    const file = path.join(folder, name);
    const text = await readFile(file, 'utf8');
    if (!text.includes(find)) continue;
    await rewrite(file, text.split(find).join(replace));
    patched += 1;
  }
  if (patched === 0) throw new Error(`No script of ${pkg} ${from} contains "${find}"`);
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: to };
  await rewrite(manifestFile, JSON.stringify(manifest));
  return () => rm(folder, { recursive: true, force: true });
}

/** A version folder whose manifest does not parse. */
export async function publishBroken(pkg: string, from: string, to: string): Promise<() => Promise<void>> {
  const dist = path.join(REPO_ROOT, pkg, 'dist');
  const folder = path.join(dist, to);
  await cp(path.join(dist, from), folder, { recursive: true });
  await rewrite(path.join(folder, 'mf-manifest.json'), '{"id": "remote_shell", "name": ');
  return () => rm(folder, { recursive: true, force: true });
}
