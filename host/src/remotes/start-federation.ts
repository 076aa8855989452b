import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { setParcelLoader } from 'shared/remote-slot';
import { loadParcelFromRemote } from './parcel-loader.ts';
import { fetchRegistry } from './registry.ts';
import { unavailablePlugin } from './unavailable-plugin.ts';

/**
 * Registers the remotes the registry names and installs the loader every slot uses. A
 * registry that cannot be read leaves the remotes unregistered: each slot then shows its
 * fallback while the host's own pages keep working.
 */
export async function startFederation(): Promise<void> {
  registerPlugins([unavailablePlugin()]);
  setParcelLoader(loadParcelFromRemote);
  try {
    const registry = await fetchRegistry();
    registerRemotes(
      Object.entries(registry.remotes).map(([name, { manifest }]) => ({ name, entry: manifest })),
    );
  } catch (error) {
    console.error('Could not read the remote registry', error);
  }
}
