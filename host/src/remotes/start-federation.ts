import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { setParcelLoader } from 'shared/remote-slot';
import { firstViewOrder } from './first-view-order.ts';
import { hostFirstContent } from './host-first-content.ts';
import { loadParcelFromRemote } from './parcel-loader.ts';
import { firstRemoteHere } from './preload-remotes.ts';
import { integrityPlugin, type IntegrityPins } from './integrity-plugin.ts';
import { chooseVersions, fetchRegistry } from './registry.ts';
import { sessionCohort } from './cohort.ts';
import { exitPreview, previewForPage } from './preview.ts';
import { showPreviewBar } from './preview-bar.ts';
import { unavailablePlugin } from './unavailable-plugin.ts';

/**
 * Registers the remotes the registry names, in the version this session runs (a canary for its
 * cohort, else the stable one; a signed preview link's version for its remote), each loaded only if its remoteEntry.js has the hash the registry
 * pins, and installs the loader every slot uses. The page
 * renders meanwhile: only slots wait for the registry. A registry that cannot be read leaves
 * the remotes unregistered: each slot then shows its fallback while the host's own pages work.
 * On the first view, the remote with the largest paint loads first (see firstViewOrder).
 */
export function startFederation(): void {
  const pins: IntegrityPins = new Map();
  registerPlugins([unavailablePlugin(), integrityPlugin(pins)]);
  const registered = fetchRegistry()
    .then(async (registry) => {
      const chosen = chooseVersions(registry, sessionCohort());
      const preview = await previewForPage(registry);
      if (preview) {
        const { remote, entry, integrity, version } = preview;
        chosen[remote] = { entry, integrity, version, canary: false };
        showPreviewBar(preview, exitPreview);
      }
      for (const { entry, integrity } of Object.values(chosen)) pins.set(entry, integrity);
      registerRemotes(Object.entries(chosen).map(([name, { entry }]) => ({ name, entry })));
    })
    .catch((error: unknown) => console.error('Could not read the remote registry', error));
  const order = firstViewOrder(window.location.pathname, firstRemoteHere(), hostFirstContent);
  setParcelLoader(async (id) => {
    await Promise.all([registered, order.turn(id)]);
    return order.loaded(id, await loadParcelFromRemote(id));
  });
}
