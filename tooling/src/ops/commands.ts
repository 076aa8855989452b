import { listVersions } from '../serve/registry-file.ts';
import { distDir, entryUrl, type Environment } from './environments.ts';
import { requireContract, type ContractCheck } from './contract.ts';
import { activeHostShared, incompatibilities } from './compatibility.ts';
import { checkIntegrity } from './integrity-check.ts';
import { checkManifest, originServes, type ManifestHealth } from './manifest-check.ts';
import {
  commitRegistry,
  isPinned,
  readRegistry,
  syncServedRegistry,
  WITHDRAWN_KEPT,
  type EnvironmentRegistry,
  type HistoryAction,
  type HistoryEntry,
  type PinnedVersion,
  type RegistryEntry,
} from './registry-store.ts';
import { OpsError, REMOTE_NAMES, resolveRemote, type RemoteName } from './remotes.ts';

export type ChangeResult = {
  remote: RemoteName;
  from: string | null;
  to: string;
  revision: number;
  unchanged?: boolean;
  /** Said when a rollback went ahead without the compatibility gate (the host's manifest unreadable). */
  warning?: string;
  /** How long the browser contract check took, when one ran. */
  contractMs?: number;
};

/** What a deploy runs beyond the checks every write makes: the browser contract check, when given. */
export type DeployOptions = { contract?: ContractCheck };

/** A version is a folder name of the published store, never a path. */
export const VERSION_NAME = /^[\w.-]+$/;

/** Published versions of a remote, newest first; only known where the store is on disk. */
export async function publishedVersions(env: Environment, remote: RemoteName): Promise<string[] | null> {
  const dist = distDir(env, remote);
  return dist ? (await listVersions(dist)).map((entry) => entry.version) : null;
}

/** Refuses a version name that is not one of the remote's published versions (or, where they cannot be listed, not a plain name). */
export async function requirePublished(
  env: Environment,
  remote: RemoteName,
  version: string,
  action: string,
): Promise<void> {
  if (!VERSION_NAME.test(version) || /^\.+$/.test(version)) {
    throw new OpsError(
      `Refusing to ${action} ${remote} "${version}": a version is a name made of letters, digits, ".", "_" and "-", not a path.`,
    );
  }
  const versions = await publishedVersions(env, remote);
  if (versions && !versions.includes(version)) {
    throw new OpsError(
      `Refusing to ${action} ${remote} ${version}: it is not one of its published versions (${versions.join(', ') || 'none'}). The registry is unchanged.`,
    );
  }
}

export type VersionHealth = ManifestHealth & {
  integrity: string | null;
  /** Why the compatibility gate could not check the version (the host's manifest unreadable), if so. */
  unchecked?: string;
};

/**
 * The manifest is what the host needs, every file is what was published, and the host's shared
 * singletons satisfy what the version requires (the compatibility gate); when all hold, the
 * entry's hash to pin.
 */
export async function checkVersion(env: Environment, remote: RemoteName, version: string): Promise<VersionHealth> {
  const manifest = await checkManifest(env, remote, version);
  if (!manifest.ok) return { ...manifest, integrity: null };
  const files = await checkIntegrity(env, remote, version);
  const host = await activeHostShared(env);
  const gate =
    'problem' in host
      ? []
      : incompatibilities(`${remote} ${version}`, manifest.shared ?? [], host.shared).map(
          (problem) => `the host (${host.from}) does not satisfy its shared singleton ${problem}`,
        );
  const problems = [...files.problems, ...gate];
  return {
    ok: problems.length === 0,
    from: manifest.from,
    problems,
    integrity: problems.length === 0 ? files.entry : null,
    ...('problem' in host && { unchecked: `the compatibility gate could not check it: ${host.problem}` }),
  };
}

function pinned(env: Environment, remote: RemoteName, version: string, integrity: string): PinnedVersion {
  return { version, entry: entryUrl(env, remote, version), integrity };
}

/** A published version whose manifest and files check out, pinned; otherwise refused with what is wrong. */
export async function validatedPin(
  env: Environment,
  remote: RemoteName,
  version: string,
  action: HistoryAction,
): Promise<PinnedVersion & { unchecked?: string }> {
  await requirePublished(env, remote, version, action);
  const health = await checkVersion(env, remote, version);
  if (!health.ok || !health.integrity)
    throw new OpsError(
      `Refusing to ${action} ${remote} ${version}: ${health.problems.join('; ')}. The registry is unchanged.`,
    );
  // A rollback is the way out at 3 a.m.: an unreadable host manifest does not stop it.
  if (health.unchecked && action !== 'rollback')
    throw new OpsError(`Refusing to ${action} ${remote} ${version}: ${health.unchecked}. The registry is unchanged.`);
  return {
    ...pinned(env, remote, version, health.integrity),
    ...(health.unchecked && { unchecked: health.unchecked }),
  };
}

/** `list` with `add` last and `remove` left out, keeping the newest WITHDRAWN_KEPT. */
export function withdrawnAfter(list: string[] | undefined, { add, remove }: { add?: string; remove?: string }) {
  const next = (list ?? []).filter((version) => version !== add && version !== remove);
  if (add) next.push(add);
  return next.slice(-WITHDRAWN_KEPT);
}

/**
 * The remote's entry with `stable` as its stable version. A canary of that same version is done
 * with (it is everyone's now); another canary goes on. A rollback withdraws the version it left.
 */
function withStable(current: RegistryEntry | undefined, stable: PinnedVersion, withdraw?: string): RegistryEntry {
  const canary = current?.canary && current.canary.version !== stable.version ? current.canary : undefined;
  const withdrawn = withdrawnAfter(current?.withdrawn, { add: withdraw, remove: stable.version });
  return { ...stable, ...(canary && { canary }), ...(withdrawn.length > 0 && { withdrawn }) };
}

async function switchTo(
  env: Environment,
  remote: RemoteName,
  version: string,
  action: 'deploy' | 'rollback',
  actor: string,
  read: EnvironmentRegistry,
  { contract }: DeployOptions = {},
): Promise<ChangeResult> {
  const from = read.remotes[remote]?.version ?? null;
  const { unchecked, ...stable } = await validatedPin(env, remote, version, action);
  const report = contract ? await requireContract(contract, env, { remote, ...stable }, action) : null;
  const withdraw = action === 'rollback' && from !== null && from !== version ? from : undefined;
  const next = await commitRegistry(env, read.revision, (current) => ({
    ...current,
    remotes: { ...current.remotes, [remote]: withStable(current.remotes[remote], stable, withdraw) },
    history: [
      ...current.history,
      { revision: current.revision + 1, at: new Date().toISOString(), actor, remote, action, from, to: version },
    ],
  }));
  return {
    remote,
    from,
    to: version,
    revision: next.revision,
    ...(unchecked && { warning: unchecked }),
    ...(report && { contractMs: report.ms }),
  };
}

/**
 * Points `remote` at `version` (default: its newest published version) after validating it, and
 * after the browser contract check when `options.contract` is given (`pnpm ops deploy` gives it).
 */
export async function deploy(
  env: Environment,
  remoteInput: string,
  version: string | undefined,
  actor: string,
  options: DeployOptions = {},
): Promise<ChangeResult> {
  const remote = resolveRemote(remoteInput);
  const read = await readRegistry(env);
  let target = version;
  if (!target) {
    const versions = await publishedVersions(env, remote);
    if (versions === null)
      throw new OpsError(`Environment ${env.name} has no local store to list versions from: name the version.`);
    target = versions[0];
    if (!target) throw new OpsError(`${remote} has no published version: build it first.`);
  }
  return switchTo(env, remote, target, 'deploy', actor, read, options);
}

/** The actions that change a remote's stable version (a canary's start or abort does not). */
const STABLE_CHANGES = new Set<HistoryAction>(['deploy', 'rollback', 'promote']);

/** The version that was active before the current one, from the history. */
export function previousVersion(registry: EnvironmentRegistry, remote: RemoteName): string | null {
  const active = registry.remotes[remote]?.version;
  const arrival = registry.history
    .filter((entry) => entry.remote === remote && entry.to === active && STABLE_CHANGES.has(entry.action))
    .at(-1);
  return arrival?.from ?? null;
}

/** Points `remote` back at the version active before the current one, or at `to`. */
export async function rollback(
  env: Environment,
  remoteInput: string,
  to: string | undefined,
  actor: string,
): Promise<ChangeResult> {
  const remote = resolveRemote(remoteInput);
  const read = await readRegistry(env);
  const target = to ?? previousVersion(read, remote);
  if (!target)
    throw new OpsError(`${remote} has no earlier version in the history of ${env.name}; name one with --to <version>.`);
  if (target === read.remotes[remote]?.version)
    throw new OpsError(`${remote} is already at ${target}; nothing to roll back.`);
  return switchTo(env, remote, target, 'rollback', actor, read);
}

export type RemoteStatus = {
  remote: RemoteName;
  active: string | null;
  /** The entry URL and hash the browser is sent. */
  entry: string | null;
  integrity: string | null;
  health: VersionHealth | null;
  /** Whether the origin answered for the active manifest just now (null: nothing active). */
  served: boolean | null;
  available: string[] | null;
  /** The canary beside the active version, with its share of sessions and its health. */
  canary: { version: string; percent: number; since: string; health: VersionHealth } | null;
  withdrawn: string[];
};

export async function status(env: Environment): Promise<{ revision: number; remotes: RemoteStatus[] }> {
  const registry = await readRegistry(env);
  const remotes = await Promise.all(
    REMOTE_NAMES.map(async (remote): Promise<RemoteStatus> => {
      const entry = registry.remotes[remote];
      return {
        remote,
        active: entry?.version ?? null,
        entry: entry?.entry ?? null,
        integrity: entry?.integrity ?? null,
        health: entry ? await checkVersion(env, remote, entry.version) : null,
        served: entry ? await originServes(env, remote, entry.version) : null,
        available: await publishedVersions(env, remote),
        canary: entry?.canary
          ? {
              version: entry.canary.version,
              percent: entry.canary.percent,
              since: entry.canary.since,
              health: await checkVersion(env, remote, entry.canary.version),
            }
          : null,
        withdrawn: entry?.withdrawn ?? [],
      };
    }),
  );
  return { revision: registry.revision, remotes };
}

export async function history(env: Environment, remoteInput: string): Promise<HistoryEntry[]> {
  const remote = resolveRemote(remoteInput);
  return (await readRegistry(env)).history.filter((entry) => entry.remote === remote);
}

/**
 * The newest published version whose manifest and files check out. A newer broken one (a build
 * being published, or left half-written) is skipped with a warning rather than keeping the site down.
 */
async function newestDeployable(env: Environment, remote: RemoteName, versions: string[]): Promise<PinnedVersion> {
  if (versions.length === 0) throw new OpsError(`${remote} has no published version: run the build first.`);
  const refused: string[] = [];
  for (const version of versions) {
    const health = await checkVersion(env, remote, version);
    if (health.ok && health.integrity) {
      if (refused.length > 0) console.warn(`${remote}: starting on ${version}; skipped ${refused.join(', ')}`);
      return pinned(env, remote, version, health.integrity);
    }
    refused.push(`${version} (${health.problems.join('; ')})`);
  }
  throw new OpsError(`No build of ${remote} is deployable: ${refused.join(', ')}.`);
}

/** The entry for a version ops chose earlier: re-pointed at where this site serves the remote, and pinned if it was not yet (when its files check out). */
async function keptEntry(
  env: Environment,
  remote: RemoteName,
  current: RegistryEntry,
  versions: string[],
): Promise<RegistryEntry | null> {
  const { canary } = current;
  // A canary whose version is gone from the store is dropped; one still there moves with the site.
  const kept = canary && isPinned(canary) && versions.includes(canary.version) ? canary : undefined;
  const moved = { ...current, canary: kept && { ...kept, entry: entryUrl(env, remote, kept.version) } };
  if (!moved.canary) delete moved.canary;
  if (isPinned(current)) return { ...moved, entry: entryUrl(env, remote, current.version) };
  const health = await checkVersion(env, remote, current.version);
  return health.ok && health.integrity ? { ...moved, ...pinned(env, remote, current.version, health.integrity) } : null;
}

/**
 * For a site starting up: deploys each remote's newest deployable build where the registry has no entry or
 * names a version that no longer exists, and keeps whatever ops chose otherwise. Entries whose
 * base moved (other ports, or the other layout) are re-pointed at the same version.
 */
export async function ensureDeployed(env: Environment, actor: string): Promise<EnvironmentRegistry> {
  for (let attempt = 0; ; attempt += 1) {
    const read = await readRegistry(env);
    const changes: HistoryEntry[] = [];
    const remotes = { ...read.remotes };
    for (const remote of REMOTE_NAMES) {
      const current = read.remotes[remote];
      const versions = (await publishedVersions(env, remote)) ?? [];
      const kept =
        current && versions.includes(current.version) ? await keptEntry(env, remote, current, versions) : null;
      if (kept) {
        remotes[remote] = kept;
        continue;
      }
      const newest = await newestDeployable(env, remote, versions);
      remotes[remote] = newest;
      changes.push({
        revision: read.revision + 1,
        at: new Date().toISOString(),
        actor,
        remote,
        action: 'deploy',
        from: current?.version ?? null,
        to: newest.version,
      });
    }
    if (changes.length === 0 && JSON.stringify(remotes) === JSON.stringify(read.remotes) && read.revision > 0) {
      await syncServedRegistry(env);
      return read;
    }
    try {
      return await commitRegistry(env, read.revision, (current) => ({
        ...current,
        remotes,
        history: [...current.history, ...changes],
      }));
    } catch (error) {
      if (!(error instanceof OpsError) || attempt >= 3) throw error;
    }
  }
}
