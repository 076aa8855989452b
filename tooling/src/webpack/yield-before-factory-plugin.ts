import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type TaskScheduler = { yield?: () => Promise<void> };

/** A new task: scheduler.yield keeps this load's turn ahead of other queued work; else a timer. */
function newTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The host's federation runtime plugin that loads a remote module in three tasks instead of one.
 * Without it, a remote's first load is one task from its `remoteEntry.js` being evaluated to its
 * exposed module being evaluated: the container's init, the shares its module consumes agreed,
 * then the module and everything it imports. For the organizer's page that was 23–32 ms on this
 * machine, four times that on Lighthouse's slowed-down phone, all of it over 50 ms counted in
 * Total Blocking Time. Now the runtime yields after the container's init (before the module's
 * shares are agreed) and again before the module's factory runs, so input can be answered
 * in between.
 */
export default function yieldBeforeFactoryPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'kids-events-yield-before-factory',
    async beforeGetExpose() {
      await newTask();
    },
    async beforeExecuteFactory() {
      await newTask();
    },
  };
}
