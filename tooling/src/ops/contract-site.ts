import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Registry, RegistryRemote } from '../../../shared/src/contracts/remotes.ts';
import { startSite } from '../serve/site.ts';
import type { ContractCandidate } from './contract.ts';
import { entryUrl, type Environment } from './environments.ts';
import { readRegistry } from './registry-store.ts';
import { OpsError, type RemoteName } from './remotes.ts';

/** A site running the environment's host with a registry of its own: the candidate as its remote's only version. */
export type ContractSite = { url: string; registry: Registry; close: () => Promise<void> };

/**
 * The environment's registry as the browser would get it once the candidate is written, with no
 * canary (every session loads the candidate) and each entry on the bases of `servedBy` (default `env`).
 */
export async function candidateRegistry(
  env: Environment,
  candidate: ContractCandidate,
  servedBy: Environment = env,
): Promise<Registry> {
  const record = await readRegistry(env);
  const remotes: Record<string, RegistryRemote> = {};
  const pin = (remote: RemoteName, version: string, integrity: string) => ({
    version,
    entry: entryUrl(servedBy, remote, version),
    integrity,
  });
  for (const [remote, entry] of Object.entries(record.remotes))
    if (entry) remotes[remote] = pin(remote as RemoteName, entry.version, entry.integrity);
  remotes[candidate.remote] = pin(candidate.remote, candidate.version, candidate.integrity);
  return { remotes };
}

/**
 * Where the check loads the real host. With the published store on disk (`local`, `compose`): the
 * built host and every remote's published versions served on a free port of this machine (path
 * layout) with a registry file of its own, so the environment's registry is only read. Without
 * it: the environment's site, whose `/registry.json` the browser is answered with the candidate's.
 */
export async function contractSite(env: Environment, candidate: ContractCandidate): Promise<ContractSite> {
  if (!env.repoRoot) {
    if (!env.siteOrigin) throw new OpsError(`Environment ${env.name} names no site origin to load the host from.`);
    return { url: env.siteOrigin, registry: await candidateRegistry(env, candidate), close: async () => undefined };
  }
  const dir = await mkdtemp(path.join(os.tmpdir(), 'ops-contract-'));
  const registryFile = path.join(dir, 'registry.json');
  try {
    const site = await startSite({
      repoRoot: env.repoRoot,
      registryFile,
      layout: 'path',
      ports: { host: 0 },
      hostname: '127.0.0.1',
      env: `${env.name}-contract-check`,
    });
    const registry = await candidateRegistry(env, candidate, site.environment);
    await writeFile(registryFile, `${JSON.stringify(registry, null, 2)}\n`);
    return {
      url: site.url,
      registry,
      close: async () => {
        await site.close();
        await rm(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
