import {
  type ModuleFederationRuntimePlugin,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import { setParcelLoader } from 'shared/remote-slot';
import type { RegisteredVersion } from '../telemetry/attribution.ts';
import { firstViewOrder } from './first-view-order.ts';
import { hostFirstContent } from './host-first-content.ts';
import { loadParcelFromRemote } from './parcel-loader.ts';
import { firstRemoteHere } from './preload-remotes.ts';
import { integrityPlugin, type IntegrityPins } from './integrity-plugin.ts';
import { chooseVersions, fetchRegistry } from './registry.ts';
import { sessionCohort } from './cohort.ts';
import { unavailablePlugin } from './unavailable-plugin.ts';

export type FederationObserver = {
  plugin: ModuleFederationRuntimePlugin;
  /** Told of the remote versions registered, so errors can be traced to them (the telemetry). */
  registered(remotes: Record<string, RegisteredVersion>): void;
};

/**
 * Registers the remotes the registry names, in the version this session runs (a canary for its
 * cohort, else the stable one), each loaded only if its remoteEntry.js has the hash the registry
 * pins, and installs the loader every slot uses. The page
 * renders meanwhile: only slots wait for the registry. A registry that cannot be read leaves
 * the remotes unregistered: each slot then shows its fallback while the host's own pages work.
 * On the first view, the remote with the largest paint loads first (see firstViewOrder).
 */
export function startFederation(observer?: FederationObserver): void {
  const pins: IntegrityPins = new Map();
  registerPlugins([unavailablePlugin(), integrityPlugin(pins), ...(observer ? [observer.plugin] : [])]);
  const registered = fetchRegistry()
    .then((registry) => {
      const chosen = chooseVersions(registry, sessionCohort());
      for (const { entry, integrity } of Object.values(chosen)) pins.set(entry, integrity);
      registerRemotes(Object.entries(chosen).map(([name, { entry }]) => ({ name, entry })));
      observer?.registered(chosen);
    })
    .catch((error: unknown) => console.error('Could not read the remote registry', error));
  const order = firstViewOrder(window.location.pathname, firstRemoteHere(), hostFirstContent);
  setParcelLoader(async (id) => {
    await Promise.all([registered, order.turn(id)]);
    return order.loaded(id, await loadParcelFromRemote(id));
  });
}
