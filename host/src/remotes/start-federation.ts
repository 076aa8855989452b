import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { setParcelLoader } from 'shared/remote-slot';
import { loadParcelFromRemote } from './parcel-loader.ts';
import { fetchRegistry, remoteEntryOf } from './registry.ts';
import { unavailablePlugin } from './unavailable-plugin.ts';

/**
 * Registers the remotes the registry names and installs the loader every slot uses. The page
 * renders meanwhile: only slots wait for the registry. A registry that cannot be read leaves
 * the remotes unregistered: each slot then shows its fallback while the host's own pages work.
 */
export function startFederation(): void {
  registerPlugins([unavailablePlugin()]);
  const registered = fetchRegistry()
    .then((registry) => {
      registerRemotes(Object.entries(registry.remotes).map(([name, { manifest }]) => ({ name, entry: remoteEntryOf(manifest) })));
    })
    .catch((error: unknown) => console.error('Could not read the remote registry', error));
  setParcelLoader(async (id) => {
    await registered;
    return loadParcelFromRemote(id);
  });
}
