import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type TaskScheduler = { yield?: () => Promise<void> };

/** A new task: scheduler.yield keeps this load's turn ahead of other queued work; else a timer. */
function newTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The host's federation runtime plugin that runs a remote module's factory in a task of its
 * own. Without it, a remote's first load is one task from its `remoteEntry.js` being evaluated
 * to its exposed module being evaluated (the container's init, its shares agreed, the module
 * and everything it imports): 23–32 ms on this machine for the organizer's page, four times that
 * on Lighthouse's slowed-down phone, all of it counted in Total Blocking Time over 50 ms. Split
 * at the factory, each half is about half as long, and input can be answered in between.
 */
export default function yieldBeforeFactoryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kids-events-yield-before-factory',
    async beforeExecuteFactory() {
      await newTask();
    },
  };
}
