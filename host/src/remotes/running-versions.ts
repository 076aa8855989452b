import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { Registry } from 'shared/contracts';
import type { IntegrityPins } from './integrity-plugin.ts';
import type { replaceRemote, RunningVersion } from './remote-swap.ts';

type Register = (remotes: Array<{ name: string; entry: string }>) => void;

/**
 * What this tab runs of each remote, kept in step with each registry read: a remote seen for the
 * first time is registered, one whose version for this session changed is replaced (a fault when
 * the registry lists the running version as withdrawn). Returns the function to call with each
 * registry and the versions this session should run of it.
 */
/** A swap is rare (a deploy while the tab is open): its code is fetched then, not with `main.js`. */
const replaceLater: typeof replaceRemote = (...args) =>
  void import(/* webpackChunkName: "remote-swap" */ './remote-swap.ts')
    .then(({ replaceRemote }) => replaceRemote(...args))
    .catch((error: unknown) => console.error(`Could not move ${args[0]} to its new version`, error));

export function runningVersions(
  pins: IntegrityPins,
  replace: typeof replaceRemote = replaceLater,
  register: Register = (remotes) => registerRemotes(remotes),
) {
  const running = new Map<string, RunningVersion>();
  return (registry: Registry, chosen: Record<string, RunningVersion>): void => {
    const added: Array<{ name: string; entry: string }> = [];
    for (const [name, next] of Object.entries(chosen)) {
      const current = running.get(name);
      if (current?.entry === next.entry) continue;
      running.set(name, next);
      if (!current) {
        pins.set(next.entry, next.integrity);
        added.push({ name, entry: next.entry });
        continue;
      }
      const fault = Boolean(current.version && registry.remotes[name]?.withdrawn?.includes(current.version));
      replace(name, current, next, pins, fault);
    }
    if (added.length > 0) register(added);
  };
}
