// The contract lives in the shared package; tooling reads the plain data file, not the package.
import { REMOTES, type RemoteName } from '../../../shared/src/contracts/remotes.ts';
import { REMOTE_APPS, type RemoteFederationName } from '../apps.ts';

export { REMOTES, type RemoteName };
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

// The browser's contract and the apps list name the same remotes, or this file does not compile.
type Agree<T extends true> = T;
type SameNames<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type _RemoteNamesAgree = Agree<SameNames<RemoteName, RemoteFederationName>>;

export class OpsError extends Error {}

/** The workspace package that builds and publishes `remote`. */
export function packageOf(remote: RemoteName): string {
  const app = REMOTE_APPS.find((candidate) => candidate.federationName === remote);
  if (!app) throw new OpsError(`The remote "${remote}" is in shared/contracts but not in tooling/src/apps.ts.`);
  return app.package;
}

/** Accepts the federation name (`remote_shell`) or the package name (`remote-shell`). */
export function resolveRemote(input: string | undefined): RemoteName {
  const found = REMOTE_NAMES.find((name) => name === input || packageOf(name) === input);
  if (found) return found;
  const known = REMOTE_NAMES.map((name) => `${packageOf(name)} (${name})`).join(', ');
  throw new OpsError(`${input ? `Unknown remote "${input}"` : 'No remote given'}. Known remotes: ${known}.`);
}
