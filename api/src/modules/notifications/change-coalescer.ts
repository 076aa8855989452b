/**
 * Turns a burst of change events into few messages: the first goes at once, and whatever arrives
 * within `intervalMs` of the last message becomes one trailing message. A message only says
 * "refetch", so merging them loses nothing.
 */
export interface Coalescer {
  push(): void;
  cancel(): void;
}

export function coalesce(send: () => void, intervalMs: number): Coalescer {
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let trailing: NodeJS.Timeout | undefined;

  const fire = () => {
    trailing = undefined;
    lastSentAt = Date.now();
    send();
  };

  return {
    push() {
      if (trailing) return;
      const wait = lastSentAt + intervalMs - Date.now();
      if (wait <= 0) fire();
      else trailing = setTimeout(fire, wait);
    },
    cancel() {
      clearTimeout(trailing);
      trailing = undefined;
    },
  };
}
