import { hostManifestLocation, incompatibilities, readHostShared } from './compatibility.ts';
import type { Environment } from './environments.ts';
import { checkManifest } from './manifest-check.ts';
import { readRegistry } from './registry-store.ts';
import { OpsError, REMOTE_NAMES } from './remotes.ts';

export type HostCheck = { from: string; checked: string[]; problems: string[] };

/**
 * The compatibility gate for a host deploy: the candidate host's shared singletons (its
 * mf-manifest.json, by default the environment's built host) against every active remote
 * version and canary. Throws, naming each package and both ranges, when one is not satisfied.
 */
export async function checkHost(env: Environment, location = hostManifestLocation(env)): Promise<HostCheck> {
  const host = await readHostShared(location);
  if ('problem' in host) throw new OpsError(`Refusing the host: ${host.problem}.`);
  const registry = await readRegistry(env);
  const checked: string[] = [];
  const problems: string[] = [];
  for (const remote of REMOTE_NAMES) {
    const entry = registry.remotes[remote];
    const versions = [entry?.version, entry?.canary?.version].filter((v): v is string => Boolean(v));
    for (const version of versions) {
      const label = `${remote} ${version}${version === entry?.canary?.version ? ' (canary)' : ''}`;
      const manifest = await checkManifest(env, remote, version);
      checked.push(label);
      problems.push(...incompatibilities(label, manifest.shared ?? [], host.shared));
    }
  }
  if (problems.length > 0)
    throw new OpsError(
      `Refusing the host ${host.from}: it does not satisfy the shared singletons of active remotes: ${problems.join('; ')}. Deploy remotes built for it first.`,
    );
  return { from: host.from, checked, problems };
}
