// The contract lives in the shared package; tooling reads the plain data file, not the package.
import { REMOTES, type RemoteName } from '../../../shared/src/contracts/remotes.ts';

export { REMOTES, type RemoteName };
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export class OpsError extends Error {}

/** Accepts the federation name (`remote_shell`) or the package name (`remote-shell`). */
export function resolveRemote(input: string | undefined): RemoteName {
  const found = REMOTE_NAMES.find((name) => name === input || REMOTES[name].package === input);
  if (found) return found;
  const known = REMOTE_NAMES.map((name) => `${REMOTES[name].package} (${name})`).join(', ');
  throw new OpsError(`${input ? `Unknown remote "${input}"` : 'No remote given'}. Known remotes: ${known}.`);
}
