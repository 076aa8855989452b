import type { ParcelId } from 'shared/contracts';
import type { ParcelLifecycles } from 'shared/parcel';
import { setParcelLoader } from 'shared/remote-slot';
import * as footer from 'remote_shell/Footer';
import * as header from 'remote_shell/Header';

/**
 * Stands in for ./remotes/start-federation.ts in the one-bundle build only (`pnpm
 * build:one-bundle`): the same parcels, bundled at build time instead of loaded at run time.
 * It is the baseline the federated site's speed is measured against. What is on every page is
 * bundled with the host; page groups and the bell (shown to verified users only) are split
 * like any lazy part of a single application.
 */
const parcels: Record<ParcelId, () => Promise<ParcelLifecycles>> = {
  'remote_shell/Header': async () => header,
  'remote_shell/Footer': async () => footer,
  'remote_notifications/Bell': () => import('remote_notifications/Bell'),
  'remote_notifications/Pages': () => import('remote_notifications/Pages'),
  'remote_organizer/Pages': () => import('remote_organizer/Pages'),
  'remote_provider/Pages': () => import('remote_provider/Pages'),
  'remote_provider/BusinessEvent': () => import('remote_provider/BusinessEvent'),
};

export function startFederation(): void {
  setParcelLoader((id) => parcels[id]());
}
