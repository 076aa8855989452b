import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** Script URL -> the SHA-384 the registry pins for it. */
export type IntegrityPins = Map<string, string>;

/**
 * Loads every remote script with Subresource Integrity: the federation runtime's `<script>` for
 * a remoteEntry.js carries the hash the registry pins (and `crossorigin`, without which a
 * cross-origin script is not checked), so the browser refuses a file that is not what ops
 * published, and the runtime reports the remote unavailable. A script the registry pins no hash
 * for is not loaded at all. (The remote's own chunks are pinned by its remoteEntry.js.)
 */
export function integrityPlugin(pins: IntegrityPins): ModuleFederationRuntimePlugin {
  return {
    name: 'kids-events-remote-integrity',
    createScript({ url, attrs }) {
      const integrity = pins.get(url);
      if (!integrity) throw new Error(`Refusing to load ${url}: the registry pins no integrity hash for it`);
      const script = document.createElement('script');
      for (const [name, value] of Object.entries(attrs ?? {})) script.setAttribute(name, String(value));
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      script.src = url;
      return script;
    },
  };
}
