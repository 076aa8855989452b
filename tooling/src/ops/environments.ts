import { promises as fs, readFileSync } from 'node:fs';
import path from 'node:path';
import { HOST_APP, REMOTE_APPS } from '../apps.ts';
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
   * Where each remote's published versions are served: a version's manifest is
   * `<base>/<version>/mf-manifest.json`. An origin of its own (`http://localhost:3001`, the
   * `origins` layout) or a path on the site's origin (`https://site.example/remotes/remote_shell`,
   * the `path` layout).
   */
  bases: Record<RemoteName, string>;
  /**
   * The origin the host is served from, when known: bases on it are the site itself ('self' in the
   * Content-Security-Policy), the others are the only remote origins the policy admits.
   */
  siteOrigin?: string;
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

/** How the remotes are served beside the host: each on an origin of its own, or under a path of the site's. */
export type SiteLayout = 'origins' | 'path';
export const SITE_LAYOUTS: readonly SiteLayout[] = ['origins', 'path'];

/** Where the path layout serves a remote: `/remotes/<federation name>/<version>/…`. */
export const REMOTES_PATH = '/remotes';

export function remotePath(remote: RemoteName): string {
  return `${REMOTES_PATH}/${remote}`;
}

/** Each remote on its own port of `hostname` (the `origins` layout). */
export function localOrigins(
  hostname: string,
  ports: Record<RemoteName, number>,
  scheme: 'http' | 'https' = 'http',
): Record<RemoteName, string> {
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${scheme}://${hostname}:${ports[name]}`])) as Record<
    RemoteName,
    string
  >;
}

/** Each remote under `/remotes/<name>` of the site's origin (the `path` layout). */
export function pathBases(siteOrigin: string): Record<RemoteName, string> {
  const origin = new URL(siteOrigin).origin;
  return Object.fromEntries(REMOTE_NAMES.map((name) => [name, `${origin}${remotePath(name)}`])) as Record<
    RemoteName,
    string
  >;
}

/**
 * The origins other than the site's own that the remotes are served from: what the
 * Content-Security-Policy and `Link: preconnect` name. Empty in the path layout.
 */
export function remoteOrigins(env: Pick<Environment, 'bases' | 'siteOrigin'>): string[] {
  const own = env.siteOrigin ? new URL(env.siteOrigin).origin : null;
  const origins = Object.values(env.bases).map((base) => new URL(base).origin);
  return [...new Set(origins)].filter((origin) => origin !== own).sort();
}

/** A base without its trailing slashes, so `<base>/<version>/` never has two. */
function baseOf(env: Environment, remote: RemoteName): string {
  const base = env.bases[remote];
  if (!base) throw new OpsError(`Environment ${env.name} names no base URL for ${remote}.`);
  return base.replace(/\/+$/, '');
}

/** Where a running local site says how it serves its remotes: `local.json` -> `local.site.json`. */
export function siteFileFor(registryFile: string): string {
  return `${registryFile.replace(/\.json$/, '')}.site.json`;
}

export type SiteDescription = Pick<Environment, 'bases' | 'siteOrigin'>;

/**
 * Records where a site started on this machine serves its remotes, so that `pnpm ops` run beside
 * it points the registry at the same places whichever layout the site was started in.
 */
export async function writeSiteDescription(env: Environment): Promise<void> {
  const description: SiteDescription = { siteOrigin: env.siteOrigin, bases: env.bases };
  await fs.mkdir(path.dirname(env.registryFile), { recursive: true });
  await fs.writeFile(siteFileFor(env.registryFile), `${JSON.stringify(description, null, 2)}\n`);
}

/** The description a local site left, or null when none was written. */
export function readSiteDescription(file: string): SiteDescription | null {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return null;
  }
  const problem = `${file} does not describe a site (restart it, or delete the file)`;
  let value: { bases?: Record<string, unknown>; siteOrigin?: unknown };
  try {
    value = JSON.parse(text) as typeof value;
  } catch {
    throw new OpsError(`${problem}: it is not JSON.`);
  }
  const bases = {} as Record<RemoteName, string>;
  for (const remote of REMOTE_NAMES) {
    const base = value.bases?.[remote];
    if (typeof base !== 'string' || !URL.canParse(base)) throw new OpsError(`${problem}: no base URL for ${remote}.`);
    bases[remote] = base;
  }
  const siteOrigin = typeof value.siteOrigin === 'string' ? value.siteOrigin : undefined;
  return { bases, siteOrigin };
}

/** Where docker-compose.yml's nginx serves the site: one origin, the path layout. */
export const COMPOSE_SITE_ORIGIN = 'http://localhost:3000';

/**
 * The environments ops knows by name. `local`: the site `npm start` runs, in the layout it was
 * started in (its description beside the registry), else each remote on its own port.
 * `compose`: docker-compose.yml's nginx, whose registry volume is mounted where `local`'s file
 * lives. Production adds its CDN's bases here.
 */
export function environment(name: string, repoRoot: string): Environment {
  if (name === 'compose') {
    const registryFile = registryFileFor(repoRoot, 'local');
    return {
      name,
      registryFile,
      recordFile: recordFileFor(registryFile),
      bases: pathBases(COMPOSE_SITE_ORIGIN),
      siteOrigin: COMPOSE_SITE_ORIGIN,
      repoRoot,
    };
  }
  if (name === 'local') {
    const registryFile = registryFileFor(repoRoot, name);
    const started = readSiteDescription(siteFileFor(registryFile));
    return {
      name,
      registryFile,
      recordFile: recordFileFor(registryFile),
      bases: started?.bases ?? localOrigins('localhost', LOCAL_PORTS),
      siteOrigin: started ? started.siteOrigin : `http://localhost:${HOST_APP.port}`,
      repoRoot,
    };
  }
  throw new OpsError(`Unknown environment "${name}". Known environments: local, compose.`);
}

export function manifestUrl(env: Environment, remote: RemoteName, version: string): string {
  return `${baseOf(env, remote)}/${version}/mf-manifest.json`;
}

/** Where the host loads a version's container from: beside its manifest. */
export function entryUrl(env: Environment, remote: RemoteName, version: string): string {
  return `${baseOf(env, remote)}/${version}/remoteEntry.js`;
}

export function distDir(env: Environment, remote: RemoteName): string | null {
  return env.repoRoot ? path.join(env.repoRoot, packageOf(remote), 'dist') : null;
}
