import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Registry, RegistryVersion } from '../../../shared/src/contracts/remotes.ts';
import { SRI_PATTERN } from '../webpack/integrity.ts';
import { entryUrl, type Environment } from './environments.ts';
import { OpsError, REMOTE_NAMES, type RemoteName } from './remotes.ts';

/** One pinned version: what the browser is sent for it (entry URL and hash), plus its name. */
export type PinnedVersion = Required<RegistryVersion>;

/** A canary as ops keeps it: a pinned version, the share of sessions it goes to, and since when. */
export type CanaryEntry = PinnedVersion & { percent: number; since: string };

/** A remote's stable version, its canary if any, and the versions recently taken away for a fault. */
export type RegistryEntry = PinnedVersion & { canary?: CanaryEntry; withdrawn?: string[] };

/** How many withdrawn versions a remote's entry keeps. */
export const WITHDRAWN_KEPT = 5;

export type HistoryAction = 'deploy' | 'rollback' | 'canary' | 'promote' | 'abort';

export type HistoryEntry = {
  revision: number;
  at: string;
  actor: string;
  remote: RemoteName;
  action: HistoryAction;
  from: string | null;
  to: string;
  /** `canary`: the share of sessions it now goes to. */
  percent?: number;
  /** `abort`: why, and the figures that decided it (automatic rollback). */
  reason?: string;
  figures?: Record<string, number | string>;
};

/**
 * One environment's registry as ops keeps it (the record file): the browser's document with each
 * remote's version, and how it got there. Only known remotes are read into it (readRegistry).
 */
export type EnvironmentRegistry = Registry<RegistryEntry> & {
  environment: string;
  /** Bumped by every write; a writer that read an older revision is refused (compare-and-swap). */
  revision: number;
  updatedAt: string | null;
  history: HistoryEntry[];
};

export function emptyRegistry(environment: string): EnvironmentRegistry {
  return { environment, revision: 0, updatedAt: null, remotes: {}, history: [] };
}

function parseOrNull(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function readText(file: string): Promise<string | null> {
  return fs.readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
}

type Stored = Partial<Record<string, unknown>>;

/** A pinned version as stored; one written before hashes were pinned has none, and counts as unpinned. */
function versionOf(env: Environment, remote: RemoteName, value: unknown): PinnedVersion | null {
  const stored = (value ?? {}) as Stored;
  if (typeof stored.version !== 'string') return null;
  return {
    version: stored.version,
    entry: typeof stored.entry === 'string' ? stored.entry : entryUrl(env, remote, stored.version),
    integrity: typeof stored.integrity === 'string' ? stored.integrity : '',
  };
}

function canaryOf(env: Environment, remote: RemoteName, value: unknown): CanaryEntry | undefined {
  const pinned = versionOf(env, remote, value);
  const { percent, since } = (value ?? {}) as Stored;
  if (!pinned || typeof percent !== 'number' || !Number.isInteger(percent) || percent < 1 || percent > 100) return;
  return { ...pinned, percent, since: typeof since === 'string' ? since : '' };
}

/** An entry as stored: files from before canaries have only the stable version's fields. */
function entryOf(env: Environment, remote: RemoteName, value: unknown): RegistryEntry | null {
  const stable = versionOf(env, remote, value);
  if (!stable) return null;
  const stored = (value ?? {}) as Stored;
  const canary = canaryOf(env, remote, stored.canary);
  const withdrawn = Array.isArray(stored.withdrawn)
    ? stored.withdrawn.filter((item): item is string => typeof item === 'string')
    : [];
  return { ...stable, ...(canary && { canary }), ...(withdrawn.length > 0 && { withdrawn }) };
}

export function isPinned(entry: RegistryVersion | undefined): boolean {
  return Boolean(entry && SRI_PATTERN.test(entry.integrity));
}

/**
 * The ops record. Before the record was kept apart, the served file held it all (history
 * included): such a file is adopted, so its history carries over.
 */
export async function readRegistry(env: Environment): Promise<EnvironmentRegistry> {
  let file = env.recordFile;
  let text = await readText(file);
  if (text === null) {
    const served = await readText(env.registryFile);
    const legacy = parseOrNull(served) as { revision?: unknown } | null;
    if (typeof legacy?.revision !== 'number') return emptyRegistry(env.name);
    [file, text] = [env.registryFile, served];
  }
  let doc: Partial<EnvironmentRegistry>;
  try {
    doc = JSON.parse(text!) as Partial<EnvironmentRegistry>;
  } catch {
    throw new OpsError(`The registry ${file} is not valid JSON; restore it before changing it.`);
  }
  const remotes: EnvironmentRegistry['remotes'] = {};
  for (const remote of REMOTE_NAMES) {
    const entry = entryOf(env, remote, doc.remotes?.[remote]);
    if (entry) remotes[remote] = entry;
  }
  return { ...emptyRegistry(env.name), ...doc, remotes, history: doc.history ?? [] };
}

/**
 * What the browser is sent as /registry.json: each pinned remote's version, entry and hash, its
 * canary when that is pinned too, and its withdrawn versions; nothing of who or when.
 */
export function servedRegistry(registry: EnvironmentRegistry): Registry {
  const remotes: Registry['remotes'] = {};
  for (const [remote, entry] of Object.entries(registry.remotes)) {
    if (!entry || !isPinned(entry)) continue;
    const { canary, withdrawn } = entry;
    remotes[remote] = {
      version: entry.version,
      entry: entry.entry,
      integrity: entry.integrity,
      ...(canary &&
        isPinned(canary) && {
          canary: {
            version: canary.version,
            entry: canary.entry,
            integrity: canary.integrity,
            percent: canary.percent,
          },
        }),
      ...(withdrawn?.length && { withdrawn }),
    };
  }
  return { remotes };
}

const servedText = (registry: EnvironmentRegistry) => `${JSON.stringify(servedRegistry(registry), null, 2)}\n`;

type LockOwner = { pid: number; host: string; at: number };

const STALE_AFTER_MS = 30_000;

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function isStale(lockFile: string): Promise<boolean> {
  const text = await fs.readFile(lockFile, 'utf8').catch(() => null);
  if (text === null) return false;
  try {
    const owner = JSON.parse(text) as LockOwner;
    if (Date.now() - owner.at > STALE_AFTER_MS) return true;
    return owner.host === os.hostname() && !alive(owner.pid);
  } catch {
    // Half-written by a writer that died between open and write.
    const stats = await fs.stat(lockFile).catch(() => null);
    return !stats || Date.now() - stats.mtimeMs > 2_000;
  }
}

/**
 * Runs `work` holding the environment's lock: a file created exclusively (O_EXCL), so only one
 * writer at a time; a lock left by a dead process or older than 30 s is broken.
 */
export async function withRegistryLock<T>(env: Environment, work: () => Promise<T>, waitMs = 10_000): Promise<T> {
  const lockFile = `${env.registryFile}.lock`;
  await fs.mkdir(path.dirname(lockFile), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const handle = await fs.open(lockFile, 'wx');
      await handle.writeFile(
        JSON.stringify({ pid: process.pid, host: os.hostname(), at: Date.now() } satisfies LockOwner),
      );
      await handle.close();
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await isStale(lockFile)) {
        await fs.rm(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline)
        throw new OpsError(`The registry ${env.registryFile} is locked by another change (${lockFile}); try again.`);
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 100));
    }
  }
  try {
    return await work();
  } finally {
    await fs.rm(lockFile, { force: true });
  }
}

/** Replaces the file in one rename: a reader sees the old document or the new one, never half. */
export async function writeFileAtomic(file: string, text: string): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`;
  try {
    await fs.writeFile(temp, text);
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/**
 * Writes `change(current)` if the registry is still at `expectedRevision` (the revision the
 * caller validated against); otherwise refuses, leaving the files as they are. The record is
 * written first, then the served registry derived from it.
 */
export async function commitRegistry(
  env: Environment,
  expectedRevision: number,
  change: (current: EnvironmentRegistry) => EnvironmentRegistry,
): Promise<EnvironmentRegistry> {
  return withRegistryLock(env, async () => {
    const current = await readRegistry(env);
    if (current.revision !== expectedRevision) {
      throw new OpsError(
        `The registry changed while this command ran (revision ${expectedRevision} -> ${current.revision}); nothing was changed. Check \`status\` and run it again.`,
      );
    }
    const next = {
      ...change(current),
      environment: env.name,
      revision: current.revision + 1,
      updatedAt: new Date().toISOString(),
    };
    await writeFileAtomic(env.recordFile, `${JSON.stringify(next, null, 2)}\n`);
    await writeFileAtomic(env.registryFile, servedText(next));
    return next;
  });
}

/** Rewrites the served registry from the record when they differ (a write cut short, or an older layout). */
export async function syncServedRegistry(env: Environment): Promise<void> {
  await withRegistryLock(env, async () => {
    const text = servedText(await readRegistry(env));
    if ((await readText(env.registryFile)) !== text) await writeFileAtomic(env.registryFile, text);
  });
}
