import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { provideBundlerRuntime } from './bundler-runtime-global.ts';

/**
 * The host's federation runtime plugin that hands its webpack bundler runtime to the remotes'
 * containers, as the injected runtime core is handed to them. The host exposes nothing, so its
 * build leaves out `initContainerEntry`, which every container needs: it is added here.
 */
export default function provideBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  provideBundlerRuntime({
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap: attachShareScopeMap as (webpackRequire: unknown) => void,
  });
  return { name: 'kids-events-provide-bundler-runtime' };
}
