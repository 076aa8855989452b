import path from 'node:path';
import { REMOTE_APPS } from '../apps.ts';
import { OpsError, packageOf, REMOTE_NAMES, type RemoteName } from './remotes.ts';

/** Where one environment's registry lives and where its remotes are served. */
export type Environment = {
  name: string;
  /** The registry document the host serves as /registry.json: each remote's entry URL and hash, nothing else. */
  registryFile: string;
  /**
   * What ops keeps and the browser never sees: each remote's active version, the revision, and
   * the history of deploys with who made them. The served registry is derived from it.
   */
  recordFile: string;
  /**
   * Each remote's origin: a version's manifest is `<origin>/<version>/mf-manifest.json`. Also the
   * only remote origins the site's Content-Security-Policy admits.
   */
  origins: Record<RemoteName, string>;
  /**
   * The repository whose `<package>/dist/<version>/` folders are the published store. When set,
   * versions are listed and manifests validated from disk; otherwise manifests are fetched from
   * the origins and versions must be named.
   */
  repoRoot?: string;
};

export const LOCAL_PORTS = Object.fromEntries(REMOTE_APPS.map((app) => [app.federationName, app.port])) as Record<
  RemoteName,
  number
>;

export function registryFileFor(repoRoot: string, env: string): string {
  return path.join(repoRoot, '.local', 'registry', `${env}.json`);
}

/** The ops record kept beside a served registry file: `local.json` -> `local.ops.json`. */
export function recordFileFor(registryFile: string): string {
  return `${registryFile.replace(/\.json$/, '')}.ops.json`;
}

export function localOrigins(hostname: string, ports: Record<RemoteName, number>): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `http://${hostname}:${ports[name]}`])) as Record<
    RemoteName,
    string
  >;
}

/** The environments ops knows by name. Only `local` for now: production adds its CDN origins here. */
export function environment(name: string, repoRoot: string): Environment {
  if (name === 'local') {
    const registryFile = registryFileFor(repoRoot, name);
    return {
      name,
      registryFile,
      recordFile: recordFileFor(registryFile),
      origins: localOrigins('localhost', LOCAL_PORTS),
      repoRoot,
    };
  }
  throw new OpsError(`Unknown environment "${name}". Known environments: local.`);
}

export function manifestUrl(env: Environment, remote: RemoteName, version: string): string {
  return `${env.origins[remote]}/${version}/mf-manifest.json`;
}

/** Where the host loads a version's container from: beside its manifest. */
export function entryUrl(env: Environment, remote: RemoteName, version: string): string {
  return `${env.origins[remote]}/${version}/remoteEntry.js`;
}

export function distDir(env: Environment, remote: RemoteName): string | null {
  return env.repoRoot ? path.join(env.repoRoot, packageOf(remote), 'dist') : null;
}
