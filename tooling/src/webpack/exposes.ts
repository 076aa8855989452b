import { existsSync } from 'node:fs';
import path from 'node:path';
// The contract lives in the shared package; tooling reads the plain data file, not the package.
import { REMOTES, type RemoteName } from '../../../shared/src/contracts/remotes.ts';
import type { FederatedApp } from './federated-app.ts';

/** `./BusinessEvent` → `./src/parcels/business-event.tsx`: where every remote keeps its parcels. */
export function parcelFile(expose: string): string {
  const name = expose.replace(/^\.\//, '').replace(/([a-z0-9])([A-Z])/g, '$1-$2');
  return `./src/parcels/${name.toLowerCase()}.tsx`;
}

/**
 * A remote's `exposes`, from its entry in shared/contracts/remotes.ts (the host's contract with it),
 * each parcel at its conventional file; the host exposes nothing. A missing file fails the build
 * here, by name, rather than as a parcel that cannot load.
 */
export function exposesOf(app: Pick<FederatedApp, 'dir' | 'name' | 'kind'>): Record<string, string> {
  if (app.kind === 'host') return {};
  const remote = REMOTES[app.name as RemoteName];
  if (!remote) throw new Error(`${app.name} is not in shared/src/contracts/remotes.ts: add it with its exposes.`);
  const exposes: Record<string, string> = {};
  for (const expose of remote.exposes) {
    const file = parcelFile(expose);
    if (!existsSync(path.join(app.dir, file)))
      throw new Error(`${app.name} exposes ${expose} (shared/src/contracts/remotes.ts) but has no ${file}.`);
    exposes[expose] = file;
  }
  return exposes;
}
