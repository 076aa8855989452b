type TaskScheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a new task, so the browser can paint and answer input in between. scheduler.yield
 * keeps the start-up's turn ahead of other queued work; the fallback is a message, which a
 * background tab does not throttle as it does timers (and last, a timer).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: TaskScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
