import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';

/** Written into every published version folder: the SHA-384 of each file, as the browser checks it. */
export const INTEGRITY_FILE = 'integrity.json';

/** A Subresource Integrity value: `sha384-` and the base64 of a 48-byte digest. */
export const SRI_PATTERN = /^sha384-[A-Za-z0-9+/]{64}$/;

/** Every sha384 SRI value has this length, which lets a build reserve its place before the file exists. */
export const SRI_LENGTH = 'sha384-'.length + 64;

export type IntegrityRecord = {
  algorithm: 'sha384';
  /** Path inside the version folder (forward slashes) -> its SRI value. */
  files: Record<string, string>;
};

export function sriOf(content: string | Buffer): string {
  return `sha384-${createHash('sha384').update(content).digest('base64')}`;
}

/** Every file under `folder` except the record itself, as forward-slash paths, sorted. */
export async function filesOf(folder: string): Promise<string[]> {
  const entries = await fs.readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => file !== INTEGRITY_FILE)
    .sort();
}

/** The hashes of a folder's files as they are now. */
export async function hashFolder(folder: string): Promise<IntegrityRecord> {
  const files: Record<string, string> = {};
  for (const file of await filesOf(folder)) files[file] = sriOf(await fs.readFile(path.join(folder, file)));
  return { algorithm: 'sha384', files };
}

/** Records the hashes of a folder about to be published, beside its files. */
export async function recordIntegrity(folder: string): Promise<IntegrityRecord> {
  const record = await hashFolder(folder);
  await fs.writeFile(path.join(folder, INTEGRITY_FILE), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/** Checks the shape of a parsed integrity.json; returns what is wrong with it. */
export function integrityRecordProblems(value: unknown): string[] {
  const record = value as Partial<IntegrityRecord> | null;
  if (!record || typeof record !== 'object') return [`${INTEGRITY_FILE} is not an object`];
  if (record.algorithm !== 'sha384')
    return [`${INTEGRITY_FILE} names algorithm "${String(record.algorithm)}", expected "sha384"`];
  if (!record.files || typeof record.files !== 'object') return [`${INTEGRITY_FILE} has no files`];
  const bad = Object.entries(record.files).filter(([, hash]) => typeof hash !== 'string' || !SRI_PATTERN.test(hash));
  return bad.length ? [`${INTEGRITY_FILE} has malformed hashes for ${bad.map(([file]) => file).join(', ')}`] : [];
}
