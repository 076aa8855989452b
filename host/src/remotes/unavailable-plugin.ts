import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What loadRemote resolves to when a remote could not be loaded. */
export const UNAVAILABLE = Symbol.for('kids-events.remote-unavailable');
export type Unavailable = { [UNAVAILABLE]: true; error: unknown };

export function isUnavailable(value: unknown): value is Unavailable {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/**
 * Turns every load failure (server down, manifest missing or broken, remoteEntry or an
 * exposed chunk missing) into a value instead of an error thrown inside the runtime, so the
 * slot can fall back without uncaught errors. A missing manifest first reports at
 * `afterResolve`; answering nothing there lets the runtime go on to `onLoad`.
 */
export function unavailablePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kids-events-unavailable-remote',
    errorLoadRemote({ id, error, lifecycle }) {
      if (lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module ${id} could not be loaded`, error);
      return { [UNAVAILABLE]: true, error } satisfies Unavailable;
    },
  };
}
