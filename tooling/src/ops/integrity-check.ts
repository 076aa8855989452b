import { promises as fs } from 'node:fs';
import path from 'node:path';
import {
  hashFolder,
  INTEGRITY_FILE,
  integrityRecordProblems,
  sriOf,
  type IntegrityRecord,
} from '../webpack/integrity.ts';
import { distDir, entryUrl, type Environment } from './environments.ts';
import { REMOTE_ENTRY_FILE } from './manifest-check.ts';
import type { RemoteName } from './remotes.ts';

export type IntegrityCheck = {
  problems: string[];
  /** The SHA-384 of the version's remoteEntry.js, once every file matches what was published. */
  entry: string | null;
};

async function readRecord(
  env: Environment,
  remote: RemoteName,
  version: string,
): Promise<{ text: string | null; where: string }> {
  const dist = distDir(env, remote);
  if (dist) {
    const file = path.join(dist, version, INTEGRITY_FILE);
    return { text: await fs.readFile(file, 'utf8').catch(() => null), where: file };
  }
  const url = new URL(INTEGRITY_FILE, entryUrl(env, remote, version)).href;
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
  return { text: response?.ok ? await response.text() : null, where: url };
}

/** Files that are not what was published: changed, gone, or added since. */
async function differences(
  env: Environment,
  remote: RemoteName,
  version: string,
  record: IntegrityRecord,
): Promise<string[]> {
  const dist = distDir(env, remote);
  const found: string[] = [];
  if (dist) {
    const now = (await hashFolder(path.join(dist, version))).files;
    for (const [file, hash] of Object.entries(record.files)) {
      if (!(file in now)) found.push(`${file} (missing)`);
      else if (now[file] !== hash) found.push(`${file} (changed)`);
    }
    for (const file of Object.keys(now)) if (!(file in record.files)) found.push(`${file} (not published)`);
    return found;
  }
  // Over HTTP, the scripts the browser runs (each one it loads is also checked by the browser).
  for (const [file, hash] of Object.entries(record.files)) {
    if (!file.endsWith('.js')) continue;
    const response = await fetch(new URL(file, entryUrl(env, remote, version)), {
      signal: AbortSignal.timeout(10_000),
    }).catch(() => null);
    if (!response?.ok) found.push(`${file} (missing)`);
    else if (sriOf(Buffer.from(await response.arrayBuffer())) !== hash) found.push(`${file} (changed)`);
  }
  return found;
}

/**
 * Checks that a version's files are still exactly what was published: recomputes the SHA-384
 * of each and compares it with integrity.json, written when the version was published.
 */
export async function checkIntegrity(env: Environment, remote: RemoteName, version: string): Promise<IntegrityCheck> {
  const { text, where } = await readRecord(env, remote, version);
  if (text === null)
    return {
      problems: [`no ${INTEGRITY_FILE} at ${where}: it was not published with its hashes; build it again`],
      entry: null,
    };
  let record: IntegrityRecord;
  try {
    record = JSON.parse(text) as IntegrityRecord;
  } catch {
    return { problems: [`${INTEGRITY_FILE} is not valid JSON`], entry: null };
  }
  const problems = integrityRecordProblems(record);
  if (problems.length) return { problems, entry: null };
  const entry = record.files[REMOTE_ENTRY_FILE];
  if (!entry) return { problems: [`${INTEGRITY_FILE} records no hash for ${REMOTE_ENTRY_FILE}`], entry: null };
  const changed = await differences(env, remote, version, record);
  if (changed.length)
    return { problems: [`files do not match what was published: ${changed.join(', ')}`], entry: null };
  return { problems: [], entry };
}
