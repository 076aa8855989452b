import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';
import { provideBundlerRuntime } from './bundler-runtime-global.ts';

/**
 * Puts this build's webpack bundler runtime on the page for the remotes' containers. A build
 * that exposes nothing (the host) leaves out `initContainerEntry`, which every container needs:
 * it is added here.
 */
export function providePageBundlerRuntime(): void {
  provideBundlerRuntime({
    bundlerRuntime: { ...bundlerRuntime, initContainerEntry },
    attachShareScopeMap: attachShareScopeMap as (webpackRequire: unknown) => void,
  });
}

/** The host's federation runtime plugin that hands its bundler runtime to the remotes, as the injected runtime core is handed to them. */
export default function provideBundlerRuntimePlugin(): ModuleFederationRuntimePlugin {
  providePageBundlerRuntime();
  return { name: 'kids-events-provide-bundler-runtime' };
}
