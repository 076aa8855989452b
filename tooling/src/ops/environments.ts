import path from 'node:path';
import { OpsError, REMOTES, type RemoteName } from './remotes.ts';

/** Where one environment's registry lives and where its remotes are served. */
export type Environment = {
  name: string;
  /** The registry document the host serves as /registry.json. */
  registryFile: string;
  /** Each remote's origin: a version's manifest is `<origin>/<version>/mf-manifest.json`. */
  origins: Record<RemoteName, string>;
  /**
   * The repository whose `<package>/dist/<version>/` folders are the published store. When set,
   * versions are listed and manifests validated from disk; otherwise manifests are fetched from
   * the origins and versions must be named.
   */
  repoRoot?: string;
};

export const LOCAL_PORTS: Record<RemoteName, number> = {
  remote_shell: 3001,
  remote_notifications: 3002,
  remote_organizer: 3003,
  remote_provider: 3004,
};

export function registryFileFor(repoRoot: string, env: string): string {
  return path.join(repoRoot, '.local', 'registry', `${env}.json`);
}

export function localOrigins(hostname: string, ports: Record<RemoteName, number>): Record<RemoteName, string> {
  return Object.fromEntries(Object.keys(REMOTES).map((name) => [name, `http://${hostname}:${ports[name as RemoteName]}`])) as Record<RemoteName, string>;
}

/** The environments ops knows by name. Only `local` for now: production adds its CDN origins here. */
export function environment(name: string, repoRoot: string): Environment {
  if (name === 'local') {
    return { name, registryFile: registryFileFor(repoRoot, name), origins: localOrigins('localhost', LOCAL_PORTS), repoRoot };
  }
  throw new OpsError(`Unknown environment "${name}". Known environments: local.`);
}

export function manifestUrl(env: Environment, remote: RemoteName, version: string): string {
  return `${env.origins[remote]}/${version}/mf-manifest.json`;
}

export function distDir(env: Environment, remote: RemoteName): string | null {
  return env.repoRoot ? path.join(env.repoRoot, REMOTES[remote].package, 'dist') : null;
}
