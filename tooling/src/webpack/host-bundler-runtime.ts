// Stands in for @module-federation/webpack-bundler-runtime/dist/bundler.js in a remote's build:
// the same `federation` object, with the bundler functions taken from the page (the host, or a
// standalone page's federation-runtime.js) instead of a copy in every remoteEntry.js. The
// runtime wrapper stays the container's own: it keeps per-container state (its instance).
import * as runtime from '@module-federation/runtime';
import { providedBundlerRuntime } from './bundler-runtime-global.ts';

const provided = providedBundlerRuntime();

export const bundlerRuntime = { ...provided.bundlerRuntime, S: {} };
export const attachShareScopeMap = provided.attachShareScopeMap;
export const bundlerRuntimeOptions = {};
export const instance = undefined;
export const initOptions = undefined;
export { runtime };

export default { runtime, instance, initOptions, bundlerRuntime, attachShareScopeMap, bundlerRuntimeOptions };
