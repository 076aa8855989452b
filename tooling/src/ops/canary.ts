import { requireContract, type ContractCheck } from './contract.ts';
import { validatedPin, withdrawnAfter } from './commands.ts';
import type { Environment } from './environments.ts';
import { commitRegistry, readRegistry, type HistoryEntry, type RegistryEntry } from './registry-store.ts';
import { OpsError, resolveRemote, type RemoteName } from './remotes.ts';

export type CanaryChange = {
  remote: RemoteName;
  action: 'canary' | 'promote' | 'abort';
  from: string;
  to: string;
  revision: number;
  percent?: number;
  /** How long the browser contract check took, when one ran. */
  contractMs?: number;
};

/** A share of sessions, in whole percent: 1 to 100. */
export function parsePercent(value: string | number | undefined): number {
  const percent = typeof value === 'number' ? value : Number(value);
  if (value === undefined || value === '' || !Number.isInteger(percent) || percent < 1 || percent > 100)
    throw new OpsError(`--percent must be a whole number from 1 to 100 (got "${value ?? ''}").`);
  return percent;
}

function stableOf(entry: RegistryEntry | undefined, remote: RemoteName, action: string): RegistryEntry {
  if (!entry) throw new OpsError(`Refusing to ${action} ${remote}: it has no stable version yet; deploy one first.`);
  return entry;
}

function entryWithout(entry: RegistryEntry, withdraw: string | undefined): RegistryEntry {
  const { canary: _gone, ...rest } = entry;
  const withdrawn = withdrawnAfter(entry.withdrawn, { add: withdraw, remove: entry.version });
  if (withdrawn.length > 0) rest.withdrawn = withdrawn;
  else delete rest.withdrawn;
  return rest;
}

function historyEntry(
  revision: number,
  actor: string,
  remote: RemoteName,
  fields: Omit<HistoryEntry, 'revision' | 'at' | 'actor' | 'remote'>,
): HistoryEntry {
  return { revision, at: new Date().toISOString(), actor, remote, ...fields };
}

/**
 * Sends `version` to `percent` % of sessions beside the stable version, after the checks a
 * deploy makes. Run again on the same version to change the share; on another version, it
 * replaces the running canary.
 */
export async function startCanary(
  env: Environment,
  remoteInput: string,
  version: string,
  {
    percent: percentInput,
    actor,
    contract,
  }: { percent: number | string | undefined; actor: string; contract?: ContractCheck },
): Promise<CanaryChange> {
  const remote = resolveRemote(remoteInput);
  const percent = parsePercent(percentInput);
  const read = await readRegistry(env);
  const stable = stableOf(read.remotes[remote], remote, 'canary');
  if (version === stable.version)
    throw new OpsError(`${remote} ${version} is already its stable version; a canary is another version.`);
  const { unchecked: _never, ...canary } = await validatedPin(env, remote, version, 'canary');
  const report = contract ? await requireContract(contract, env, { remote, ...canary }, 'canary') : null;
  const since = read.remotes[remote]?.canary?.version === version ? read.remotes[remote]!.canary!.since : null;
  const next = await commitRegistry(env, read.revision, (current) => ({
    ...current,
    remotes: {
      ...current.remotes,
      [remote]: {
        ...current.remotes[remote]!,
        canary: { ...canary, percent, since: since ?? new Date().toISOString() },
      },
    },
    history: [
      ...current.history,
      historyEntry(current.revision + 1, actor, remote, {
        action: 'canary',
        from: stable.version,
        to: version,
        percent,
      }),
    ],
  }));
  return {
    remote,
    action: 'canary',
    from: stable.version,
    to: version,
    revision: next.revision,
    percent,
    ...(report && { contractMs: report.ms }),
  };
}

/** Makes the canary everyone's version: its pinned entry becomes the stable one. */
export async function promoteCanary(
  env: Environment,
  remoteInput: string,
  { actor }: { actor: string },
): Promise<CanaryChange> {
  const remote = resolveRemote(remoteInput);
  const read = await readRegistry(env);
  const entry = stableOf(read.remotes[remote], remote, 'promote');
  const canary = entry.canary;
  if (!canary) throw new OpsError(`${remote} has no canary to promote.`);
  // Checked again: its files may have changed on the origin since it started.
  const { unchecked: _never, ...pinned } = await validatedPin(env, remote, canary.version, 'promote');
  if (pinned.integrity !== canary.integrity)
    throw new OpsError(
      `Refusing to promote ${remote} ${canary.version}: its remoteEntry.js is no longer the one the canary pinned. The registry is unchanged.`,
    );
  const next = await commitRegistry(env, read.revision, (current) => ({
    ...current,
    remotes: { ...current.remotes, [remote]: entryWithout({ ...entry, ...pinned }, undefined) },
    history: [
      ...current.history,
      historyEntry(current.revision + 1, actor, remote, { action: 'promote', from: entry.version, to: canary.version }),
    ],
  }));
  return { remote, action: 'promote', from: entry.version, to: canary.version, revision: next.revision };
}

export type AbortOptions = {
  actor: string;
  reason?: string;
  /** What decided it (error rates, sample sizes, window), kept in the history entry. */
  figures?: Record<string, number | string>;
};

/**
 * Takes the canary away: every session loads the stable version again, and open tabs running the
 * canary leave it (it is withdrawn). Nothing is validated, so an abort is never refused for the
 * state of the files; it is refused only when there is no canary (already aborted or promoted).
 */
export async function abortCanary(
  env: Environment,
  remoteInput: string,
  { actor, reason, figures }: AbortOptions,
): Promise<CanaryChange> {
  const remote = resolveRemote(remoteInput);
  const read = await readRegistry(env);
  const entry = stableOf(read.remotes[remote], remote, 'abort');
  const canary = entry.canary;
  if (!canary) throw new OpsError(`${remote} has no canary to abort.`);
  const next = await commitRegistry(env, read.revision, (current) => ({
    ...current,
    remotes: { ...current.remotes, [remote]: entryWithout(entry, canary.version) },
    history: [
      ...current.history,
      historyEntry(current.revision + 1, actor, remote, {
        action: 'abort',
        from: canary.version,
        to: entry.version,
        ...(reason && { reason }),
        ...(figures && { figures }),
      }),
    ],
  }));
  return { remote, action: 'abort', from: canary.version, to: entry.version, revision: next.revision };
}
