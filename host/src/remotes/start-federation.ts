import { type ModuleFederationRuntimePlugin, registerPlugins } from '@module-federation/enhanced/runtime';
import type { Registry } from 'shared/contracts';
import { setParcelLoader } from 'shared/remote-slot';
import type { RegisteredVersion } from '../telemetry/attribution.ts';
import { firstViewOrder } from './first-view-order.ts';
import { hostFirstContent } from './host-first-content.ts';
import { loadParcelFromRemote } from './parcel-loader.ts';
import { firstRemoteHere } from './preload-remotes.ts';
import { integrityPlugin, type IntegrityPins } from './integrity-plugin.ts';
import { chooseVersions, fetchRegistry } from './registry.ts';
import { sessionCohort } from './cohort.ts';
import type { Preview } from './preview.ts';
import { previewToken } from './preview-token.ts';
import { runningVersions } from './running-versions.ts';
import { unavailablePlugin } from './unavailable-plugin.ts';

export type FederationObserver = {
  plugin: ModuleFederationRuntimePlugin;
  /** Told of the remote versions registered, so errors can be traced to them (the telemetry). */
  registered(remotes: Record<string, RegisteredVersion>): void;
};

/**
 * Registers the remotes the registry names, in the version this session runs (a canary for its
 * cohort, else the stable one; a signed preview link's version for its remote), each loaded only
 * if its remoteEntry.js has the hash the registry pins, and installs the loader every slot uses.
 * The page renders meanwhile: only slots wait for the registry. A registry that cannot be read
 * leaves the remotes unregistered: each slot then shows its fallback while the host's own pages
 * work. On the first view, the remote with the largest paint loads first (see firstViewOrder).
 * Then the registry is read again every few seconds (watchRegistry): a remote whose version for
 * this session changed (a deploy, a rollback, a canary's start or end) is replaced, and its
 * slots swap to it when not in use, without a reload.
 */
/** When the registry watch starts (its own interval then applies): REGISTRY_RECHECK_MS, kept out of `main.js` with it. */
const FIRST_WATCH_DELAY_MS = 5_000;

/**
 * What only some tabs need is fetched when needed, not carried by `main.js`, whose size decides
 * whether the shell's entry arrives in its last round trip (docs/performance.md, "Telemetry"):
 * the preview check and bar by a tab with a preview token, the registry watch once its first
 * read is due.
 */
async function previewOf(token: string | null, registry: Registry): Promise<Preview | null> {
  if (!token) return null;
  const { openPreview } = await import(/* webpackChunkName: "preview" */ './preview-session.ts');
  return openPreview(token, registry);
}

export function startFederation(observer?: FederationObserver): void {
  const pins: IntegrityPins = new Map();
  registerPlugins([unavailablePlugin(), integrityPlugin(pins), ...(observer ? [observer.plugin] : [])]);
  const cohort = sessionCohort();
  const update = runningVersions(pins);
  const token = previewToken();
  let preview: Preview | null = null;
  // A preview holds for the tab's life; an expired one is dropped at its next load.
  const versionsFor = (registry: Registry) => {
    const chosen = chooseVersions(registry, cohort);
    if (preview) chosen[preview.remote] = { ...preview, canary: false };
    return chosen;
  };
  // The telemetry hears of every version this session runs, the first and each one swapped in.
  const apply = (registry: Registry) => {
    const chosen = versionsFor(registry);
    update(registry, chosen);
    observer?.registered(chosen);
  };
  const registered = fetchRegistry()
    .then(async (registry) => {
      preview = await previewOf(token, registry);
      apply(registry);
      // The watch's first read is due a whole interval from now: its code arrives by then, after the first screen.
      setTimeout(() => {
        import(/* webpackChunkName: "registry-watch" */ './registry-watch.ts')
          .then(({ watchRegistry }) => watchRegistry(apply))
          .catch((error: unknown) => console.error('Could not watch the remote registry', error));
      }, FIRST_WATCH_DELAY_MS);
    })
    .catch((error: unknown) => console.error('Could not read the remote registry', error));
  const order = firstViewOrder(window.location.pathname, firstRemoteHere(), hostFirstContent);
  setParcelLoader(async (id) => {
    await Promise.all([registered, order.turn(id)]);
    return order.loaded(id, await loadParcelFromRemote(id));
  });
}
