import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * The host's federation runtime plugin that lets the browser breathe once between setting up
 * the share scope and running the app: without it, parsing main.js, starting the runtime,
 * evaluating the shared packages and the app's own start-up are one long task (about 220 ms on
 * Lighthouse's slowed-down phone), which blocks input and counts in Total Blocking Time.
 * Every share the start-up loads waits for the same single macrotask; later loads do not wait.
 */
export default function yieldBeforeStartPlugin(): ModuleFederationRuntimePlugin {
  let yielded: Promise<void> | null = null;
  return {
    name: 'kids-events-yield-before-start',
    async beforeLoadShare(args) {
      yielded ??= new Promise((resolve) => setTimeout(resolve, 0));
      await yielded;
      return args;
    },
  };
}
