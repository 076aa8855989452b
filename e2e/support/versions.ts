import { cp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { recordIntegrity, sriOf } from 'tooling/ops';
import { REPO_ROOT } from './paths.ts';

/** Rewrites a built file and the precompressed copies the servers prefer. */
async function rewrite(file: string, content: string | Buffer): Promise<void> {
  await writeFile(file, content);
  await writeFile(`${file}.gz`, gzipSync(content));
  await writeFile(`${file}.br`, brotliCompressSync(content));
}

/** A copy of a published version folder under another version name (its integrity.json still holds). */
export async function copyVersion(
  pkg: string,
  from: string,
  to: string,
): Promise<{ folder: string; unpublish: () => Promise<void> }> {
  const dist = path.join(REPO_ROOT, pkg, 'dist');
  const folder = path.join(dist, to);
  await cp(path.join(dist, from), folder, { recursive: true });
  return { folder, unpublish: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * Publishes a second version of a remote without a rebuild: a copy of a built version folder
 * with one visible string changed in every script that renders it, remoteEntry.js (which holds
 * the exposed parcels) or a chunk, and their .gz/.br copies. As a build would, remoteEntry.js
 * then names each changed chunk's new hash, and integrity.json records the new files.
 * The manifest names the same files, so it stays consistent; its build info names the copy.
 */
export async function publishVariant(
  pkg: string,
  from: string,
  to: string,
  find: string | RegExp,
  replace: string,
): Promise<() => Promise<void>> {
  // A pattern (global) for code minified differently in each file; a string is replaced as it is.
  const has = (text: string) => (typeof find === 'string' ? text.includes(find) : new RegExp(find.source).test(text));
  const swap = (text: string) =>
    typeof find === 'string' ? text.split(find).join(replace) : text.replace(find, replace);
  const { folder, unpublish } = await copyVersion(pkg, from, to);
  const rehashed = new Map<string, string>();
  const chunks = (await readdir(path.join(folder, 'chunks'))).filter((name) => name.endsWith('.js'));
  for (const name of chunks) {
    const file = path.join(folder, 'chunks', name);
    const text = await readFile(file, 'utf8');
    if (!has(text)) continue;
    const patched = swap(text);
    await rewrite(file, patched);
    rehashed.set(sriOf(text), sriOf(patched));
  }
  const entryFile = path.join(folder, 'remoteEntry.js');
  let entry = swap(await readFile(entryFile, 'utf8'));
  for (const [before, after] of rehashed) entry = entry.split(before).join(after);
  const entryChanged = entry !== (await readFile(entryFile, 'utf8'));
  if (entryChanged) await rewrite(entryFile, entry);
  if (!entryChanged && rehashed.size === 0) throw new Error(`No script of ${pkg} ${from} contains "${find}"`);
  const manifestFile = path.join(folder, 'mf-manifest.json');
  const manifest = JSON.parse(await readFile(manifestFile, 'utf8'));
  manifest.metaData.buildInfo = { ...manifest.metaData.buildInfo, buildVersion: to };
  await rewrite(manifestFile, JSON.stringify(manifest));
  await recordIntegrity(folder);
  return unpublish;
}

/** A version folder whose manifest does not parse. */
export async function publishBroken(pkg: string, from: string, to: string): Promise<() => Promise<void>> {
  const { folder, unpublish } = await copyVersion(pkg, from, to);
  await rewrite(path.join(folder, 'mf-manifest.json'), '{"id": "remote_shell", "name": ');
  return unpublish;
}

/**
 * Changes one byte of a file already published, as someone with write access to a remote's
 * host could, in every copy the servers may send (.js, .gz, .br); integrity.json is left as
 * published.
 */
export async function tamper(file: string): Promise<void> {
  const content = await readFile(file);
  const at = content.lastIndexOf(';');
  content[at] = '\n'.charCodeAt(0);
  await rewrite(file, content);
}
