import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export type TelemetryPluginHandlers = {
  /** A remote's module was loaded: the remote runs on this page. */
  loaded(remote: string): void;
  /** Loading `id` (`remote_shell/Header`) failed at `lifecycle`. */
  failed(id: string, error: unknown): void;
};

/**
 * Hears the federation runtime: which remotes load (each one session of its version) and every
 * load failure (the remote's origin down, its entry refused by integrity, a chunk missing).
 * Observes only: answering nothing leaves the failure to the unavailable plugin.
 */
export function telemetryPlugin({ loaded, failed }: TelemetryPluginHandlers): ModuleFederationRuntimePlugin {
  return {
    name: 'kids-events-telemetry',
    onLoad({ remote }) {
      loaded(remote.name);
    },
    errorLoadRemote({ id, error }) {
      failed(id, error);
      return undefined;
    },
  };
}
