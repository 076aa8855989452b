import { promises as fs } from 'node:fs';
import path from 'node:path';
import { recordIntegrity } from './integrity.ts';
import type { BuildSource } from './version.ts';

/** Written into every published version folder: what it was built from. */
export type PublishRecord = {
  name: string;
  version: string;
  commit: string | null;
  dirty: string | null;
  source: string;
  publishedAt: string;
};

export const PUBLISH_RECORD = 'publish.json';

export type PublishedState =
  { state: 'absent' } | { state: 'same'; record: PublishRecord | null } | { state: 'different'; record: PublishRecord };

export class PublishRefused extends Error {}

/**
 * Is `version` already published in `dist`, and from the same source? A version folder with no
 * record (built before records existed) counts as the same: published folders are never rewritten.
 */
export async function publishedState(dist: string, version: string, source: BuildSource): Promise<PublishedState> {
  const folder = path.join(dist, version);
  if (!(await fs.stat(folder).catch(() => null))) return { state: 'absent' };
  const text = await fs.readFile(path.join(folder, PUBLISH_RECORD), 'utf8').catch(() => null);
  if (text === null) return { state: 'same', record: null };
  const record = JSON.parse(text) as PublishRecord;
  return record.source === source.fingerprint ? { state: 'same', record } : { state: 'different', record };
}

export function refusal(name: string, version: string, record: PublishRecord): PublishRefused {
  return new PublishRefused(
    `${name} ${version} is already published from other sources (published ${record.publishedAt}); published versions are never overwritten. ` +
      'Commit your changes or build with a new BUILD_ID.',
  );
}

/**
 * Moves a finished build from its staging folder to `<dist>/<version>/` in one rename, so the
 * version appears whole or not at all, with the SHA-384 of every file recorded beside them
 * (integrity.json: what `ops deploy` checks and the registry pins). Publishing the same source
 * again is a no-op; other content under an existing version is refused.
 */
export async function publishBuild(options: {
  name: string;
  staging: string;
  dist: string;
  version: string;
  source: BuildSource;
}): Promise<'published' | 'unchanged'> {
  const { name, staging, dist, version, source } = options;
  const record: PublishRecord = {
    name,
    version,
    commit: source.commit,
    dirty: source.dirty,
    source: source.fingerprint,
    publishedAt: new Date().toISOString(),
  };
  await fs.writeFile(path.join(staging, PUBLISH_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  await recordIntegrity(staging);
  await fs.mkdir(dist, { recursive: true });
  const existing = await publishedState(dist, version, source);
  if (existing.state === 'absent') {
    try {
      await fs.rename(staging, path.join(dist, version));
      return 'published';
    } catch (error) {
      // Another build published the same version between the check and the rename.
      if (!['ENOTEMPTY', 'EEXIST', 'EPERM'].includes((error as NodeJS.ErrnoException).code ?? '')) throw error;
    }
  }
  await fs.rm(staging, { recursive: true, force: true });
  const now = await publishedState(dist, version, source);
  if (now.state === 'different') throw refusal(name, version, now.record);
  return 'unchanged';
}
