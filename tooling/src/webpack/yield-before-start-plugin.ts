import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * Resolves once the browser has drawn a frame: a task queued from requestAnimationFrame runs
 * after that frame's paint. A hidden tab draws no frames, so there one macrotask is enough.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') setTimeout(resolve, 0);
    else requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}

/**
 * The host's federation runtime plugin that holds the start-up's shared packages until the
 * page has painted. Without it, parsing main.js, starting the runtime, evaluating the shared
 * packages and the app's own start-up are one long task (about 220 ms on Lighthouse's
 * slowed-down phone), which blocks input and counts in Total Blocking Time; and on a returning
 * visit, where main.js comes from the cache before the HTML has painted, the prerendered page
 * waited for all of it before its first paint. Every share the start-up loads waits for the
 * same paint; later loads do not wait.
 */
export default function yieldBeforeStartPlugin(): ModuleFederationRuntimePlugin {
  let painted: Promise<void> | null = null;
  return {
    name: 'kids-events-yield-before-start',
    async beforeLoadShare(args) {
      painted ??= afterNextPaint();
      await painted;
      return args;
    },
  };
}
